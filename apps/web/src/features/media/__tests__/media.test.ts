import { MEDIA_MAX_BYTES } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { usagesOfRefusal } from '../api/delete-media';
import { absoluteUrl, altText, pageCount, thumbnailUrl, uploadProblem } from '../lib/media';
import { toMediaImage } from '../lib/media-image';
import { mediaItem } from './fixtures';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('which files are worth sending', () => {
  it('lets the four image types through, even a text file named .jpg (the server reads it)', () => {
    expect(uploadProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(uploadProblem(file('a.png', 'image/png'))).toBeNull();
    expect(uploadProblem(file('a.webp', 'image/webp'))).toBeNull();
    expect(uploadProblem(file('a.avif', 'image/avif'))).toBeNull();
    expect(uploadProblem(file('notes.jpg', 'image/jpeg'))).toBeNull();
    // A browser that knows no type for the file: its extension decides.
    expect(uploadProblem(file('photo.AVIF', ''))).toBeNull();
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(uploadProblem(file('logo.svg', 'image/svg+xml'))).toBe('type');
    expect(uploadProblem(file('cv.pdf', 'application/pdf'))).toBe('type');
    expect(uploadProblem(file('photo.jpg.exe', ''))).toBe('type');
    expect(uploadProblem(file('a.png', 'image/png', 0))).toBe('empty');
    expect(uploadProblem(file('a.png', 'image/png', MEDIA_MAX_BYTES))).toBeNull();
    expect(uploadProblem(file('a.png', 'image/png', MEDIA_MAX_BYTES + 1))).toBe('size');
  });
});

describe('the thumbnail of an image', () => {
  it('is the smallest WebP variant wide enough, the widest when none is', () => {
    const image = mediaItem(5);
    expect(thumbnailUrl(image)).toBe('/images/5/320.webp');
    expect(thumbnailUrl(image, 321)).toBe('/images/5/640.webp');
    expect(thumbnailUrl(image, 2000)).toBe('/images/5/960.webp');
  });

  it('is the original when the image has no variants', () => {
    expect(thumbnailUrl(mediaItem(5, { variants: [] }))).toBe('/images/5/original.jpg');
  });
});

describe('the alternative text', () => {
  it("is the reader's language's, else the English one, else empty", () => {
    const image = mediaItem(1, { alt: { en: 'Office', de: 'Büro', az: ' ' } });
    expect(altText(image, 'de')).toBe('Büro');
    expect(altText(image, 'az')).toBe('Office');
    expect(altText(mediaItem(2, { alt: {} }), 'en')).toBe('');
  });
});

describe('a refused delete', () => {
  const refusal = (status: number, body: unknown) =>
    new ApiError(status, JSON.stringify(body), 'Conflict');

  it('names the usages of an image in use (409)', () => {
    const usages = [{ kind: 'news', id: 3, title: 'Our new office' }];
    expect(usagesOfRefusal(refusal(409, { detail: 'In use', usages }))).toEqual(usages);
    expect(usagesOfRefusal(refusal(409, { detail: 'In use' }))).toEqual([]);
  });

  it('is no usage list for other errors', () => {
    expect(usagesOfRefusal(refusal(404, { detail: 'Not found' }))).toBeNull();
    expect(usagesOfRefusal(new Error('offline'))).toBeNull();
  });
});

describe('the small helpers', () => {
  it('count pages, make addresses whole and keep only the image of an entry', () => {
    expect(pageCount(undefined)).toBe(1);
    expect(pageCount({ total: 0, per_page: 24 })).toBe(1);
    expect(pageCount({ total: 49, per_page: 24 })).toBe(3);
    expect(absoluteUrl('/images/1/320.webp', 'https://example.com')).toBe(
      'https://example.com/images/1/320.webp',
    );
    expect(Object.keys(toMediaImage(mediaItem(1))).sort()).toEqual(
      ['alt', 'height', 'id', 'placeholder', 'url', 'variants', 'width'].sort(),
    );
  });
});
