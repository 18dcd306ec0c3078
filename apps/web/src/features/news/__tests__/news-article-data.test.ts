import type { NewsArticle } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { newsArticleData } from '../lib/news-article-data';

const article: NewsArticle = {
  id: 3,
  title: 'Cloud-Migration ohne Ausfall',
  excerpt: 'Wie wir migrieren.',
  content: 'Text.',
  category: 'Cloud',
  tags: ['Cloud'],
  author: 'Ada Example',
  image: '/media/news/3.jpg',
  image_media: null,
  published_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-01-11T09:00:00.000Z',
  lang: 'de',
  untranslated: ['content'],
};

const data = (served: Partial<NewsArticle>, language: 'en' | 'de' | 'az') =>
  newsArticleData(
    { ...article, ...served },
    { origin: 'https://site.example', url: 'https://site.example/de/news/3', language },
  );

describe('an article as a NewsArticle', () => {
  it("carries the text it is served in, and that text's language", () => {
    expect(data({}, 'de')).toMatchObject({
      headline: 'Cloud-Migration ohne Ausfall',
      description: 'Wie wir migrieren.',
      image: ['https://site.example/media/news/3.jpg'],
      mainEntityOfPage: 'https://site.example/de/news/3',
      inLanguage: 'de',
    });
  });

  it('is English when the article has no translation into the page language, or on an English page', () => {
    expect(data({ lang: 'en', untranslated: undefined }, 'az').inLanguage).toBe('en');
    expect(data({ lang: undefined, untranslated: undefined }, 'en').inLanguage).toBe('en');
  });
});
