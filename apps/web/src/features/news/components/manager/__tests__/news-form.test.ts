import type { TFunction } from '@/i18n';
import { describe, expect, it } from 'vitest';
import {
  articleToForm,
  defaultAuthor,
  emptyNewsForm,
  formToNewsInput,
  fromLocalDateTime,
  newsFieldErrorMessage,
  newsFormResolver,
  splitTags,
  toLocalDateTime,
} from '../news-form';
import { isScheduled } from '../news-admin-card';

const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;

const filled = {
  ...emptyNewsForm,
  title: 'Launch',
  excerpt: 'Short',
  content: 'First.\n\nSecond.',
  category: 'Company',
  tags: 'a, b, , c',
};

const resolve = (values: typeof filled, author = 'Jane Doe') =>
  newsFormResolver(author)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('news form', () => {
  it('splits comma-separated tags, trimmed, with blanks dropped', () => {
    expect(splitTags('a, b, , c')).toEqual(['a', 'b', 'c']);
    expect(splitTags('  ,  ')).toEqual([]);
    expect(splitTags(' AI ,Cloud')).toEqual(['AI', 'Cloud']);
  });

  it("defaults the author to the full name, else the e-mail, else 'Admin'", () => {
    expect(defaultAuthor({ first_name: 'Jane', last_name: 'Doe', email: 'j@x.io' })).toBe(
      'Jane Doe',
    );
    expect(defaultAuthor({ first_name: ' ', last_name: '', email: 'j@x.io' })).toBe('j@x.io');
    expect(defaultAuthor({ first_name: '', last_name: '', email: '' })).toBe('Admin');
    expect(defaultAuthor(null)).toBe('Admin');
  });

  it('turns a local date-time into an ISO time and back; empty means now (left out)', () => {
    const iso = fromLocalDateTime('2030-05-04T09:15');
    expect(iso).toBe(new Date(2030, 4, 4, 9, 15).toISOString());
    expect(toLocalDateTime(iso!)).toBe('2030-05-04T09:15');
    expect(fromLocalDateTime('')).toBeUndefined();
    expect(fromLocalDateTime('soon')).toBe('soon');
  });

  it('sends tags as a list and fills in the author only when left empty', () => {
    expect(formToNewsInput(filled, 'Jane Doe')).toMatchObject({
      tags: ['a', 'b', 'c'],
      author: 'Jane Doe',
      published_at: undefined,
    });
    expect(formToNewsInput({ ...filled, author: ' Sam ' }, 'Jane Doe').author).toBe('Sam');
  });

  it('fills the form from an article being edited', () => {
    const form = articleToForm({
      id: 1,
      title: 'T',
      excerpt: 'E',
      content: 'C',
      category: 'K',
      tags: ['x', 'y'],
      author: 'A',
      image: null,
      updated_at: '2025-01-01T00:00:00.000Z',
      published_at: '2030-01-02T03:04:00.000Z',
    });
    expect(form.tags).toBe('x, y');
    expect(form.image).toBe('');
    expect(form.published_at).toBe(toLocalDateTime('2030-01-02T03:04:00.000Z'));
  });

  it('accepts a complete article, with an http(s) image or a site path', async () => {
    for (const image of ['', 'https://example.com/a.png', '/media/news/a.svg']) {
      const result = await resolve({ ...filled, image });
      expect(result.errors).toEqual({});
      expect(result.values).toMatchObject({ tags: ['a', 'b', 'c'], author: 'Jane Doe' });
    }
  });

  it('refuses missing required fields and a bad image address, in the manager language', async () => {
    const result = await resolve({ ...emptyNewsForm, image: 'not a url', tags: ' , ' });
    const fields = Object.keys(result.errors).sort();
    expect(fields).toEqual(['category', 'content', 'excerpt', 'image', 'tags', 'title']);
    expect(newsFieldErrorMessage(t, 'title', result.errors.title)).toBe(
      'newsAdmin.errors.required',
    );
    expect(newsFieldErrorMessage(t, 'tags', result.errors.tags)).toBe(
      'newsAdmin.errors.tagsRequired',
    );
    expect(newsFieldErrorMessage(t, 'image', result.errors.image)).toBe(
      'newsAdmin.errors.invalidUrl',
    );
    expect(newsFieldErrorMessage(t, 'author', undefined)).toBeUndefined();
  });

  it('names a single tag that is too long', async () => {
    const result = await resolve({ ...filled, tags: `ok, ${'x'.repeat(61)}` });
    expect(newsFieldErrorMessage(t, 'tags', result.errors.tags)).toBe(
      'newsAdmin.errors.tagTooLong {"max":60}',
    );
  });

  it('marks an article with a future publication time as scheduled', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(isScheduled({ published_at: '2030-01-02T00:00:00Z' }, now)).toBe(true);
    expect(isScheduled({ published_at: '2029-12-31T00:00:00Z' }, now)).toBe(false);
  });
});
