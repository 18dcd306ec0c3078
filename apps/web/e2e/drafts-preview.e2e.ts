import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  createStaff,
  localTimeAhead,
  openBrowser,
  openScreen,
  signIn,
} from './browser';

/** Our own article's title: the e2e database is shared by every file running in parallel. */
const ARTICLE = `E2E draft ${randomBytes(3).toString('hex')}`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page();
  await signIn(page, await createStaff(page, 3));
});
afterAll(async () => browser.close());

const dialog = () => page.getByRole('dialog');
const card = () =>
  page
    .getByTestId('news-admin-card')
    .filter({ has: page.getByRole('heading', { name: ARTICLE, exact: true }) });
/** The public news page as a visitor gets it (no token: the server's rendering). */
const publicNews = async () => (await page.request.get('/news')).text();

describe('drafts, preview and schedule (as an editor)', () => {
  it('saves a draft nobody sees, previews it, and schedules it to appear by itself', async () => {
    await openScreen(page, '/manager/news', { heading: 'News Management' });
    await page.getByRole('button', { name: 'Add Article' }).first().click();
    await dialog().getByLabel('Title').fill(ARTICLE);
    await dialog().getByLabel('Excerpt').fill('Written, not yet public.');
    await dialog().getByRole('textbox', { name: 'Content' }).fill('The body of the draft.');
    await dialog().getByLabel('Category').fill('Testing');
    await dialog().getByLabel('Tags').fill('draft, e2e');
    await dialog().getByRole('button', { name: 'Save as draft' }).click();
    await dialog().waitFor({ state: 'detached' });
    await card().getByTestId('draft-badge').waitFor();
    // No "View" for an article that is not public.
    expect(
      await card()
        .getByRole('link', { name: /^View / })
        .count(),
    ).toBe(0);
    expect(await publicNews()).not.toContain(ARTICLE);

    // The preview: a signed link to the page as visitors will see it, with a banner.
    await card().getByTestId('preview-action').click();
    await dialog().getByTestId('preview-copy').click();
    const url = await dialog().getByTestId('preview-url').inputValue();
    expect(new URL(url).pathname).toMatch(/^\/news\/\d+$/);
    await page.keyboard.press('Escape');
    const preview = await page.goto(url);
    expect(preview?.status()).toBe(200);
    expect(preview?.headers()['x-robots-tag']).toBe('noindex');
    expect(preview?.headers()['cache-control']).toBe('private, no-store');
    await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
    expect(await page.getByTestId('preview-banner').textContent()).toContain(
      'Preview — not public',
    );
    // Without the token (or with a forged one) the page is the visitors' 404.
    const forged = await page.request.get(`${url.slice(0, -4)}AAAA`);
    expect(forged.status()).toBe(404);
    expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);

    // Scheduled a few seconds ahead: it appears on the public news page then, with no write.
    await openScreen(page, '/manager/news', { heading: 'News Management' });
    await card().getByTestId('publish-action').click();
    const at = await localTimeAhead(page, 8_000);
    await dialog().getByTestId('publish-at').fill(at.local);
    await dialog().getByTestId('publish-confirm').click();
    await dialog().waitFor({ state: 'detached' });
    await card().getByTestId('scheduled-badge').waitFor();
    expect(await publicNews()).not.toContain(ARTICLE);

    await expect
      .poll(async () => (await publicNews()).includes(ARTICLE), {
        timeout: 30_000,
        interval: 1_000,
      })
      .toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(at.ms);
    expect(browser.errors).toEqual([]);
  }, 90_000);
});
