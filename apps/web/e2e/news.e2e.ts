import { htmlToText } from '@app/contracts/html-text';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoContent } from '../../api/src/testing.js';
import {
  type Browser,
  expectAccessible,
  holdRequests,
  openBrowser,
  screenshotBothThemes,
} from './browser';

type Article = {
  id: number;
  title: string;
  tags: string[];
  author: string;
  published_at: string;
  content: string;
};

/**
 * The seeded articles visitors see (not the draft, not the scheduled one), newest first (their
 * dates are relative to the day the database was seeded).
 */
const SEEDED = buildDemoContent()
  .news.filter(
    (article) =>
      (article.publication ?? 'published') === 'published' &&
      article.published_at!.getTime() <= Date.now(),
  )
  .sort((a, b) => b.published_at!.getTime() - a.published_at!.getTime())
  .map((article) => article.title);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page();
});
afterAll(async () => browser.close());

async function articles(): Promise<Article[]> {
  const response = await page.request.get('/api/news');
  return ((await response.json()) as { articles: Article[] }).articles;
}

const cardTitles = () => page.getByTestId('news-card').locator('h2').allTextContents();

describe('news', () => {
  it('shows six placeholders while loading, then the empty state when there is nothing', async () => {
    // Pages arrive rendered with their data; the placeholders show on a move within the site.
    await page.goto('/');
    const list = await holdRequests(page, '**/api/news?lang=*', {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ articles: [] }),
    });
    await page.getByRole('banner').getByRole('link', { name: 'News' }).click();
    await page.waitForURL((url) => url.pathname === '/news');
    await page.getByTestId('news-card-skeleton').first().waitFor();
    expect(await page.getByTestId('news-card-skeleton').count()).toBe(6);
    list.release();
    await page.getByRole('heading', { name: 'No articles available' }).waitFor();
    await page.getByText('Check back soon for the latest news and insights.').waitFor();
    await list.stop();
    expect(browser.errors).toEqual([]);
  });

  it('lists the published articles, newest first', async () => {
    await page.goto('/news');
    await page.getByRole('heading', { level: 1, name: 'News & Insights' }).waitFor();
    await page.getByTestId('news-card').first().waitFor();
    const titles = await cardTitles();
    expect(titles.filter((title) => SEEDED.includes(title))).toEqual(SEEDED);

    const summit = (await articles()).find((article) =>
      article.title.startsWith('What we learned'),
    )!;
    const card = page.getByRole('link', { name: summit.title });
    expect(await card.getByTestId('article-tag').allTextContents()).toEqual(
      summit.tags.slice(0, 3).map((tag) => `#${tag}`),
    );
    expect(await card.getByText(`+${summit.tags.length - 3} more`).isVisible()).toBe(true);
    expect(await card.getByText(`By ${summit.author}`).isVisible()).toBe(true);
    const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(
      new Date(summit.published_at),
    );
    expect(await card.locator('time').textContent()).toBe(date);
    expect(await card.getByText('Events', { exact: true }).isVisible()).toBe(true);

    await expectAccessible(page);
    await screenshotBothThemes(page, 'news', () => page.getByTestId('news-card').first().waitFor());
    expect(browser.errors).toEqual([]);
  });

  it('opens an article with its paragraphs and leads back to the news', async () => {
    const newest = (await articles()).find((article) => article.title === SEEDED[0])!;
    await page.goto('/news');
    await page.getByRole('link', { name: newest.title }).click();
    await page.waitForURL(`**/news/${newest.id}`);
    await page.getByRole('heading', { level: 1, name: newest.title }).waitFor();
    expect(await page.getByTestId('article-category').textContent()).toBe('Company News');
    const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(
      new Date(newest.published_at),
    );
    expect(await page.locator('article time').textContent()).toBe(longDate);
    const paragraphs = await page.getByTestId('article-content').locator('p').allTextContents();
    expect(paragraphs).toEqual(
      [...newest.content.matchAll(/<p>(.*?)<\/p>/g)].map(([, text]) => htmlToText(text!)),
    );
    expect(await page.getByTestId('article-tag').allTextContents()).toEqual(
      newest.tags.map((tag) => `#${tag}`),
    );

    await expectAccessible(page);
    await screenshotBothThemes(page, 'article', () =>
      page.getByRole('heading', { level: 1, name: newest.title }).waitFor(),
    );

    await page.getByRole('link', { name: 'Read More Articles' }).click();
    await page.waitForURL((url) => url.pathname === '/news');
    await page.getByTestId('news-card').first().waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('answers an unknown article with "Article not found"', async () => {
    await page.goto('/news/999999');
    await page.getByRole('heading', { level: 1, name: 'Article not found' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to News' }).click();
    await page.waitForURL((url) => url.pathname === '/news');
    await page.getByRole('heading', { level: 1, name: 'News & Insights' }).waitFor();
    // The API's 404 for the missing article is the expected answer, not a fault.
    const unexpected = browser.errors.filter(
      (error) => !/status of 404.*\/api\/news\/999999/.test(error),
    );
    expect(unexpected).toEqual([]);
  });
});
