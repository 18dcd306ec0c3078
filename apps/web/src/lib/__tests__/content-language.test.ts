import { describe, expect, it } from 'vitest';
import { englishPart, fieldLanguage, servedLanguage } from '../content-language';

/** An article as a public read answers it (ADR 0011). */
const article = (served: { lang?: 'en' | 'de' | 'az'; untranslated?: string[] }) => ({
  title: 'Titel',
  excerpt: 'Auszug',
  content: 'Content',
  ...served,
});

describe("the language of an item's field on a page", () => {
  it('marks every field English when the item has no translation into the page language', () => {
    const untranslated = article({ lang: 'en' });
    expect(fieldLanguage(untranslated, 'title', 'de')).toBe('en');
    expect(fieldLanguage(untranslated, 'content', 'az')).toBe('en');
  });

  it('marks only the fields its translation lacks', () => {
    const partly = article({ lang: 'de', untranslated: ['content'] });
    expect(fieldLanguage(partly, 'content', 'de')).toBe('en');
    expect(fieldLanguage(partly, 'title', 'de')).toBeUndefined();
    expect(fieldLanguage(partly, 'excerpt', 'de')).toBeUndefined();
  });

  it('marks nothing on a translated item, nor on an English page', () => {
    expect(fieldLanguage(article({ lang: 'az' }), 'title', 'az')).toBeUndefined();
    expect(fieldLanguage(article({}), 'title', 'en')).toBeUndefined();
    // Whatever the item says, English on an English page is the page's language.
    expect(fieldLanguage(article({ lang: 'en' }), 'title', 'en')).toBeUndefined();
  });
});

describe('how much of an item a page shows in English', () => {
  it('is all of it without a translation, part of it when fields are missing, else none', () => {
    expect(englishPart(article({ lang: 'en' }), 'de')).toBe('all');
    expect(englishPart(article({ lang: 'az', untranslated: ['content'] }), 'az')).toBe('part');
    expect(englishPart(article({ lang: 'de' }), 'de')).toBe('none');
    expect(englishPart(article({ lang: 'de', untranslated: [] }), 'de')).toBe('none');
  });

  it('is none on an English page', () => {
    expect(englishPart(article({}), 'en')).toBe('none');
    expect(englishPart(article({ lang: 'en' }), 'en')).toBe('none');
  });
});

describe('the language an item is served in', () => {
  it("is its translation's, English without one, and the page's on an English page", () => {
    expect(servedLanguage(article({ lang: 'de', untranslated: ['content'] }), 'de')).toBe('de');
    expect(servedLanguage(article({ lang: 'en' }), 'az')).toBe('en');
    expect(servedLanguage(article({}), 'en')).toBe('en');
  });
});
