import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  type Browser,
  chooseOption,
  createStaff,
  expectAccessible,
  openBrowser,
  openScreen,
  screenshot,
  signIn,
  usePreferences,
} from './browser';
import { horizontalScrollProblems } from './layout-checks';

/**
 * News Management with more articles than a page: the server pages, searches, filters by
 * state and sorts, and the address keeps it all (a reload or a shared link shows the same).
 */

const suffix = randomBytes(3).toString('hex');
const title = (n: number) => `Bulk ${suffix} ${String(n).padStart(2, '0')}`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page({ width: 1440, height: 900 });
  await signIn(page, await createStaff(page, 3));
  const headers = await adminHeaders(page);
  for (let n = 1; n <= 30; n += 1) {
    const created = await page.request.post('/api/news', {
      headers,
      data: {
        title: title(n),
        excerpt: `Article number ${n}.`,
        content: `<p>Body ${n}.</p>`,
        category: 'Testing',
        tags: ['bulk'],
        author: 'E2E Editor',
        published_at: `2020-01-${String(n).padStart(2, '0')}T10:00:00Z`,
        ...(n === 5 && { publication: 'draft' }),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
});
afterAll(async () => browser.close());

const cards = () => page.getByTestId('news-admin-card');
const cardTitles = () => cards().getByRole('heading', { level: 2 }).allTextContents();
const choose = (testId: string, option: string | RegExp) => chooseOption(page, testId, option);

describe('News Management’s list at volume (as an editor)', () => {
  it('searches, pages, filters by state and sorts on the server, kept in the address', async () => {
    await openScreen(page, '/manager/news', {
      heading: 'News Management',
      item: 'news-admin-card',
    });
    const all = await page.request.get('/api/news/manage', { headers: await adminHeaders(page) });
    const total = ((await all.json()) as { total: number }).total;
    await page.getByText(`${total} articles`, { exact: true }).waitFor();
    expect(await cards().count()).toBe(24);

    await page.getByRole('searchbox', { name: 'Search articles' }).fill(`Bulk ${suffix}`);
    await page.waitForURL(/search=Bulk/);
    await page.getByText('30 articles', { exact: true }).waitFor();
    expect((await cardTitles()).slice(0, 2)).toEqual([title(30), title(29)]);

    const pages = page.getByRole('navigation', { name: 'Pages of articles' });
    expect(await pages.textContent()).toContain('Page 1 of 2');
    await pages.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await cards()
      .filter({ hasText: title(1) })
      .waitFor();
    expect(await cardTitles()).toEqual([6, 5, 4, 3, 2, 1].map(title));

    await choose('news-sort', 'Title Z–A');
    await page.waitForURL(/sort=-title/);
    // The address changes at once; the page of the new order follows from the server.
    await cards()
      .first()
      .filter({ hasText: title(30) })
      .waitFor();
    expect((await cardTitles()).slice(0, 2)).toEqual([title(30), title(29)]);
    await choose('news-sort', 'Oldest first');
    await cards()
      .first()
      .filter({ hasText: title(1) })
      .waitFor();

    await choose('phase-filter', /^Draft \(1\)$/);
    await page.waitForURL(/state=draft/);
    await page.getByText('1 article', { exact: true }).waitFor();
    expect(await cardTitles()).toEqual([title(5)]);
    await expectAccessible(page);

    // A reload (or the link shared) shows the same list.
    const address = page.url();
    await page.reload();
    await page.getByText('1 article', { exact: true }).waitFor();
    expect(page.url()).toBe(address);
    expect(await cardTitles()).toEqual([title(5)]);
    expect(await page.getByRole('searchbox', { name: 'Search articles' }).inputValue()).toBe(
      `Bulk ${suffix}`,
    );

    // Nothing matches: one way back to every article.
    await page.getByRole('searchbox', { name: 'Search articles' }).fill(`nothing ${suffix}`);
    await page.getByRole('heading', { name: 'No articles match' }).waitFor();
    await page.getByRole('button', { name: 'Show all articles' }).click();
    await page.getByText(`${total} articles`, { exact: true }).waitFor();
    // The filters are gone; the order chosen stays.
    expect(new URL(page.url()).search).toBe('?sort=published_at');
    expect(browser.errors).toEqual([]);
  });

  it('shows a compact table instead of cards, remembered, with the same actions', async () => {
    await openScreen(page, `/manager/news?search=Bulk+${suffix}&sort=title`, {
      heading: 'News Management',
      item: 'news-admin-card',
    });
    const layout = page.getByRole('group', { name: 'Show articles as' });
    await layout.getByRole('button', { name: 'Table' }).click();
    const rows = page.getByTestId('news-admin-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(24);
    expect(await cards().count()).toBe(0);
    expect(await layout.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const draft = rows.filter({ hasText: title(5) });
    expect(await draft.getByTestId('draft-badge').count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'news-list-table-1440', { viewport: true });

    // Remembered: the next visit opens the table.
    await page.reload();
    await rows.first().waitFor();
    // The row's Edit opens the article's dialog, as the card's does.
    await rows
      .filter({ hasText: title(1) })
      .getByRole('button', { name: `Edit ${title(1)}` })
      .click();
    await page
      .getByTestId('news-form-dialog')
      .getByRole('heading', { name: 'Edit Article' })
      .waitFor();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await horizontalScrollProblems(page)).toEqual([]);
    await screenshot(page, 'news-list-table-390', { viewport: true });
    await layout.getByRole('button', { name: 'Cards' }).click();
    await cards().first().waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(browser.errors).toEqual([]);
  });

  it('fits a phone and a wide screen, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await openScreen(page, `/manager/news?search=Bulk+${suffix}`, {
          heading: 'News Management',
          item: 'news-admin-card',
        });
        await usePreferences(page, { theme });
        await cards().first().waitFor();
        if (width === 390) expect(await horizontalScrollProblems(page)).toEqual([]);
        await screenshot(page, `news-list-${theme}-${width}`, { viewport: true });
      }
    }
    expect(browser.errors).toEqual([]);
  });
});
