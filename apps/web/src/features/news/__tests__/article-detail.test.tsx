import type { NewsArticle } from '@app/contracts';
import type { Language } from '@app/contracts/site';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/i18n';
import { allTexts } from '@/i18n/resources';
import { createQueryClient } from '@/lib/query-client';
import { MemoryRouter } from '@/lib/router';
import { stubFetch } from '@/test/fetch-stub';
import { articleQueryOptions, useArticle } from '../api/get-article';
import { ArticleDetail } from '../components/article-detail';
import { NewsCard } from '../components/news-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An article with a German title and excerpt, the rest in English (a public read in German). */
const article: NewsArticle = {
  id: 3,
  title: 'Cloud-Migration ohne Ausfall',
  excerpt: 'Wie wir ein Rechenzentrum verlegt haben.',
  content: 'How we moved a data centre without downtime.',
  category: 'Cloud',
  tags: ['Migration'],
  author: 'Ada Example',
  image: null,
  image_media: null,
  published_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-01-11T09:00:00.000Z',
  lang: 'de',
  untranslated: ['content', 'category', 'tags'],
};

const renderOn = (language: Language, item: NewsArticle) =>
  render(
    <I18nProvider store={allTexts(language)}>
      <MemoryRouter>
        <ArticleDetail article={item} />
      </MemoryRouter>
    </I18nProvider>,
  );

describe('an article page in German', () => {
  it('marks the parts served in English with lang="en", and says so', () => {
    renderOn('de', article);
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBeNull();
    expect(screen.getByText(article.excerpt).getAttribute('lang')).toBeNull();
    expect(screen.getByTestId('article-content').getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('article-category').getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('article-tag').closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('note').textContent).toBe(
      'Teile dieser Seite sind nur auf Englisch verfügbar',
    );
  });

  it('marks everything English when the article has no German', () => {
    renderOn('de', { ...article, lang: 'en', untranslated: undefined });
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en');
    expect(screen.getByRole('note').textContent).toBe('Nur auf Englisch verfügbar');
  });
});

describe('an article page in English', () => {
  it('has no note and no language marks', () => {
    const { container } = renderOn('en', { ...article, lang: undefined, untranslated: undefined });
    expect(screen.queryByRole('note')).toBeNull();
    expect(container.querySelector('[lang]')).toBeNull();
  });
});

describe("an article's picture", () => {
  it('is left out of the page when the article has none, and shown when it has one', () => {
    const { container } = renderOn('en', { ...article, lang: undefined, untranslated: undefined });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByTestId('article-image-fallback')).toBeNull();
    cleanup();
    const withImage = renderOn('en', { ...article, image: '/media/news/cloud.webp' });
    expect(withImage.container.querySelector('img')?.getAttribute('src')).toBe(
      '/media/news/cloud.webp',
    );
  });

  it("is, on a card without one, a panel in the category's colour with the title", () => {
    const cards = ['Cloud', 'Cloud', 'Technology'].map((category) => {
      const { container } = render(
        <I18nProvider store={allTexts('en')}>
          <MemoryRouter>
            <NewsCard article={{ ...article, category, lang: undefined }} />
          </MemoryRouter>
        </I18nProvider>,
      );
      const panel = container.querySelector('[data-testid="article-image-fallback"]')!;
      expect(panel.textContent).toBe(article.title);
      expect(panel.getAttribute('aria-hidden')).toBe('true');
      return panel.className;
    });
    expect(cards[0]).toBe(cards[1]);
    expect(cards[0]).not.toBe(cards[2]);
  });
});

describe("an article's query", () => {
  it("asks the API in the page's language and caches the answer under that language", async () => {
    const calls = stubFetch(
      () =>
        new Response(JSON.stringify(article), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useArticle(3), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={queryClient}>
          <I18nProvider store={allTexts('de')}>{children}</I18nProvider>
        </QueryClientProvider>
      ),
    });
    await waitFor(() => expect(result.current.data).toEqual(article));
    expect(calls.map((call) => call.url)).toEqual([expect.stringMatching(/\/news\/3\?lang=de$/)]);
    expect(queryClient.getQueryData(articleQueryOptions(3, 'de').queryKey)).toEqual(article);
    expect(queryClient.getQueryData(articleQueryOptions(3, 'en').queryKey)).toBeUndefined();
  });
});
