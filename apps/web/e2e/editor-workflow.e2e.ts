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
import { gradientPng } from './images';

/**
 * The editors' whole way, as one editor goes it: a photo uploaded to the library, a new
 * article written in the editor (a heading, a link, a list, the photo inside the text and as
 * its picture), saved as a draft nobody sees, previewed, scheduled, and public at its time,
 * where its picture comes as AVIF and WebP variants without moving the page as it loads.
 */

const suffix = randomBytes(3).toString('hex');
const PHOTO = `e2e-harbour-${suffix}.png`;
const ARTICLE = `Harbour launch ${suffix}`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page({ width: 1440, height: 900 });
  await signIn(page, await createStaff(page, 3));
});
afterAll(async () => browser.close());

const form = () => page.getByTestId('news-form-dialog');
const tool = (name: string) => form().getByRole('button', { name, exact: true });
const card = () =>
  page
    .getByTestId('news-admin-card')
    .filter({ has: page.getByRole('heading', { name: ARTICLE, exact: true }) });
/** The public news page as a visitor gets it. */
const publicNews = async () => (await page.request.get('/news')).text();

/** Chooses the uploaded photo in the library's picker (opened by the caller). */
async function pickPhoto() {
  const picker = page.getByTestId('media-picker');
  await picker.getByRole('heading', { name: 'Choose an image' }).waitFor();
  await picker.getByRole('searchbox', { name: 'Search images' }).fill(PHOTO);
  await picker.getByTestId('media-tile').filter({ hasText: PHOTO }).click();
  await picker.getByRole('button', { name: 'Use this image' }).click();
  await picker.waitFor({ state: 'detached' });
}

/**
 * Saves the new article as a draft and waits for the dialog to close; if it stays open, the
 * failure names what the dialog shows (fields marked invalid, the server's refusal).
 */
async function saveDraft() {
  const sent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/news'),
    { timeout: 30_000 },
  );
  await form().getByRole('button', { name: 'Save as draft' }).click();
  try {
    expect((await sent).status()).toBe(201);
    await form().waitFor({ state: 'detached', timeout: 30_000 });
  } catch (error) {
    if (!(await form().isVisible())) throw error;
    const invalid = await form()
      .locator('[aria-invalid="true"]')
      .evaluateAll((fields) => fields.map((field) => field.getAttribute('aria-label') ?? field.id));
    const alerts = await form().getByRole('alert').allTextContents();
    throw new Error(`The draft was not saved: invalid ${invalid.join(', ')}; ${alerts.join(' ')}`, {
      cause: error,
    });
  }
}

describe('an editor’s article from upload to publication', () => {
  it('uploads, writes, drafts, previews, schedules, and the article appears with its variants', async () => {
    // 1. The photo, into the library.
    await openScreen(page, '/manager/media', { heading: 'Media Library' });
    await page
      .getByLabel('Choose images to upload')
      .setInputFiles([{ name: PHOTO, mimeType: 'image/png', buffer: gradientPng(1600, 900, 40) }]);
    await page
      .getByTestId('media-upload')
      .filter({ hasText: PHOTO })
      .and(page.locator('[data-status="done"]'))
      .waitFor();

    // 2. The article: its picture from the library, and a body with a heading, a link, a
    //    list and the photo inside the text.
    await openScreen(page, '/manager/news', { heading: 'News Management' });
    await page.getByRole('button', { name: 'Add Article' }).first().click();
    await form().getByLabel('Title').fill(ARTICLE);
    await form().getByLabel('Excerpt').fill('The new harbour ledger goes live.');
    await form().getByRole('button').filter({ hasText: 'Choose image' }).click();
    await pickPhoto();
    await form().getByTestId('media-field').locator('img[src^="/images/"]').waitFor();

    const body = form().getByRole('textbox', { name: 'Content' });
    await body.click();
    await page.keyboard.type('What changes');
    await tool('Heading').click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('See the ');
    await page.keyboard.press('Control+k');
    const address = form().getByLabel('Address', { exact: true });
    await address.fill('https://example.com/harbour');
    await address.press('Enter');
    await address.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Content',
    );
    await page.keyboard.type(' plan.');
    await page.keyboard.press('Enter');
    await tool('Bulleted list').click();
    await page.keyboard.type('Fees online');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Receipts by e-mail');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await tool('Insert image').click();
    await pickPhoto();
    await body.locator('img[src^="/images/"]').waitFor();
    // Writing goes on in the text once the picker has closed.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Content',
    );
    await form().getByLabel('Category').fill('Product Update');
    await form().getByLabel('Tags').fill('harbour, launch');

    // 3. A draft: in the list as one, nowhere public.
    await saveDraft();
    await card().getByTestId('draft-badge').waitFor();
    expect(await publicNews()).not.toContain(ARTICLE);

    // 4. The preview shows it as visitors will see it.
    await card().getByTestId('preview-action').click();
    const share = page.getByRole('dialog');
    await share.getByTestId('preview-copy').click();
    const previewUrl = await share.getByTestId('preview-url').inputValue();
    await page.keyboard.press('Escape');
    await page.goto(previewUrl);
    await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
    const previewed = page.getByTestId('article-content');
    await previewed.locator('h2', { hasText: 'What changes' }).waitFor();
    expect(await previewed.locator('a').getAttribute('href')).toBe('https://example.com/harbour');
    expect(await previewed.locator('ul > li').allTextContents()).toEqual([
      'Fees online',
      'Receipts by e-mail',
    ]);
    expect(await previewed.locator('img').getAttribute('src')).toMatch(
      /^\/images\/\d+\/1280\.webp$/,
    );
    const articlePath = new URL(previewUrl).pathname;
    expect((await page.request.get(articlePath)).status()).toBe(404);

    // 5. Scheduled a few seconds ahead: public then, by itself.
    await openScreen(page, '/manager/news', { heading: 'News Management' });
    await card().getByTestId('publish-action').click();
    const { local } = await localTimeAhead(page, 6_000);
    await page.getByRole('dialog').getByTestId('publish-at').fill(local);
    await page.getByRole('dialog').getByTestId('publish-confirm').click();
    await card().getByTestId('scheduled-badge').waitFor();
    expect(await publicNews()).not.toContain(ARTICLE);
    await expect
      .poll(async () => (await publicNews()).includes(ARTICLE), {
        timeout: 30_000,
        interval: 1_000,
      })
      .toBe(true);

    // 6. The public page: the picture in AVIF and WebP variants, sized, and no layout shift.
    const visitor = await browser.page({ width: 1440, height: 900 });
    await visitor.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await visitor.goto(articlePath);
    const picture = visitor.locator('main picture').first();
    const sources = await picture.locator('source').evaluateAll((elements) =>
      elements.map((source) => ({
        type: source.getAttribute('type'),
        srcset: source.getAttribute('srcset') ?? '',
      })),
    );
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const { srcset } of sources) expect(srcset).toMatch(/\/images\/\d+\/640\.\w+ 640w/);
    const image = picture.locator('img');
    expect(await image.getAttribute('width')).toBe('1600');
    expect(await image.getAttribute('height')).toBe('900');
    await visitor.waitForFunction(() =>
      Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0),
    );
    // The browser chose a variant, not the original PNG.
    expect(await image.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(
      /\/images\/\d+\/\d+\.(avif|webp)$/,
    );
    const shifts = await visitor.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBeLessThan(0.01);
    expect(browser.errors).toEqual([]);
  }, 120_000);
});
