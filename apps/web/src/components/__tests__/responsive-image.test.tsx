import type { MediaImage } from '@app/contracts';
import type { Language } from '@app/contracts/site';
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { rgbaToThumbHash } from 'thumbhash';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@/i18n';
import { allTexts } from '@/i18n/resources';
import { ResponsiveImage } from '../responsive-image';

afterEach(cleanup);

/** A 4 × 3 red picture's ThumbHash, as the API gives it. */
const PLACEHOLDER = btoa(
  String.fromCharCode(
    ...rgbaToThumbHash(
      4,
      3,
      new Uint8Array(4 * 3 * 4).fill(255).map((v, i) => (i % 4 === 1 || i % 4 === 2 ? 0 : v)),
    ),
  ),
);

const IMAGE: MediaImage = {
  id: 7,
  url: '/images/7/original',
  width: 1600,
  height: 900,
  alt: { en: 'The office at dusk', de: 'Das Büro in der Dämmerung' },
  placeholder: PLACEHOLDER,
  variants: [640, 320].flatMap((width) =>
    (['webp', 'avif'] as const).map((format) => ({
      width,
      height: (width * 9) / 16,
      format,
      url: `/images/7/${width}.${format}`,
    })),
  ),
};

const show = (
  language: Language,
  props: Partial<React.ComponentProps<typeof ResponsiveImage>> = {},
) =>
  render(
    <I18nProvider store={allTexts(language)}>
      <ResponsiveImage image={IMAGE} sizes="(min-width: 768px) 50vw, 100vw" {...props} />
    </I18nProvider>,
  ).container;

describe('a media library image on the public pages', () => {
  it('offers AVIF and WebP variants by width, with sizes, width and height, lazily', () => {
    const page = show('en');
    const sources = [...page.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/images/7/320.avif 320w, /images/7/640.avif 640w',
    );
    expect(sources[1]!.getAttribute('srcset')).toBe(
      '/images/7/320.webp 320w, /images/7/640.webp 640w',
    );
    for (const source of sources) {
      expect(source.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
    }
    const img = page.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/images/7/original');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('900');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(img.getAttribute('alt')).toBe('The office at dusk');
  });

  it('loads the page’s main picture at once and first', () => {
    const img = show('en', { priority: true }).querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('gives the alternative text in the page’s language, else English; none when decorative', () => {
    expect(show('de').querySelector('img')!.getAttribute('alt')).toBe('Das Büro in der Dämmerung');
    cleanup();
    expect(show('az').querySelector('img')!.getAttribute('alt')).toBe('The office at dusk');
    cleanup();
    expect(show('de', { alt: '' }).querySelector('img')!.getAttribute('alt')).toBe('');
  });

  it('shows the placeholder behind it while it loads, from the server’s HTML already', () => {
    const html = renderToString(
      <I18nProvider store={allTexts('en')}>
        <ResponsiveImage image={IMAGE} sizes="100vw" />
      </I18nProvider>,
    );
    const placeholder = /background-image:url\((data:image\/png;base64,[A-Za-z0-9+/=]+)\)/.exec(
      html,
    )?.[1];
    // A few hundred bytes: every card of a list carries one in the page's HTML.
    expect(placeholder?.length).toBeLessThan(600);
    expect(html.toLowerCase()).toContain('srcset="/images/7/320.avif 320w');
  });
});
