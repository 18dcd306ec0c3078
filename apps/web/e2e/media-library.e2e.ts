import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  type Browser,
  createStaff,
  expectAccessible,
  openBrowser,
  openScreen,
  screenshot,
  settle,
  signIn,
  usePreferences,
} from './browser';
import { gradientPng } from './images';
import { horizontalScrollProblems } from './layout-checks';

/** Names of our own records: the e2e database is shared by every file running in parallel. */
const suffix = randomBytes(3).toString('hex');
const PHOTO = `e2e-office-${suffix}.png`;
const SECOND = `e2e-team-${suffix}.png`;
const FAKE = `e2e-notes-${suffix}.jpg`;
const ARTICLE = `E2E media article ${suffix}`;
const ALT = `Our office at dusk ${suffix}`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await browser.page({ width: 1440, height: 900 });
  await signIn(page, await createStaff(page, 3));
});
afterAll(async () => browser.close());

const dialog = (testId: string) => page.getByTestId(testId);
const tile = (name: string) => page.getByTestId('media-tile').filter({ hasText: name }).first();
const upload = (name: string) => page.getByTestId('media-upload').filter({ hasText: name });
const toast = (text: string) => page.getByText(text, { exact: true }).first();
/** The page's errors but the refusals the test asks for (the fake photo's 400, the delete's 409). */
const unexpectedErrors = () => browser.errors.filter((error) => !/status of (400|409)/.test(error));
const openLibrary = () => openScreen(page, '/manager/media', { heading: 'Media Library' });

/** What the API says of a text file named .jpg, as it says it to anyone. */
async function refusalOfFake() {
  const response = await page.request.post('/api/media', {
    headers: await adminHeaders(page),
    multipart: {
      file: { name: FAKE, mimeType: 'image/jpeg', buffer: Buffer.from('not a photo\n') },
    },
  });
  expect(response.status()).toBe(400);
  return ((await response.json()) as { detail: string }).detail;
}

describe('the media library (as an editor)', () => {
  let mediaId: number;

  it('uploads several files at once, each with its own outcome, and lists the images', async () => {
    await openLibrary();
    const nav = page.getByRole('navigation', { name: 'Back office navigation' });
    expect(
      await nav.getByRole('link', { name: 'Media Library' }).getAttribute('aria-current'),
    ).toBe('page');
    const detail = await refusalOfFake();
    expect(detail.length).toBeGreaterThan(0);

    await page.getByLabel('Choose images to upload').setInputFiles([
      { name: PHOTO, mimeType: 'image/png', buffer: gradientPng(1200, 800) },
      { name: FAKE, mimeType: 'image/jpeg', buffer: Buffer.from('not a photo\n') },
      { name: SECOND, mimeType: 'image/png', buffer: gradientPng(640, 640, 90) },
    ]);
    await upload(PHOTO).and(page.locator('[data-status="done"]')).waitFor();
    await upload(SECOND).and(page.locator('[data-status="done"]')).waitFor();
    const refused = upload(FAKE).and(page.locator('[data-status="failed"]'));
    await refused.waitFor();
    // The server's own words, read by content rather than by name.
    expect(await refused.getByRole('alert').textContent()).toBe(detail);

    // In the grid, newest first, as a thumbnail of its smallest variant with its facts.
    const photo = tile(PHOTO);
    await photo.waitFor();
    expect(await photo.textContent()).toContain('1200 × 800 px');
    const thumbnail = photo.locator('img');
    await page.waitForFunction(
      (element) =>
        (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
      await thumbnail.elementHandle(),
    );
    expect(await thumbnail.getAttribute('src')).toMatch(/^\/images\/\d+\/320\.webp$/);
    expect(await tile(FAKE).count()).toBe(0);
    await tile(SECOND).waitFor();
    expect(unexpectedErrors()).toEqual([]);
  });

  it('searches the library and writes an image’s alternative texts', async () => {
    await openLibrary();
    await page.getByRole('searchbox', { name: 'Search images' }).fill(`office-${suffix}`);
    await page.waitForURL(/search=e2e|search=office/);
    await tile(PHOTO).waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="media-tile"]').length === 1,
    );

    // Keyboard: the tile is a button; Enter opens the details.
    await tile(PHOTO).focus();
    await page.keyboard.press('Enter');
    const details = dialog('media-details');
    await details.getByRole('heading', { name: PHOTO }).waitFor();
    await details.getByText('Not used anywhere yet.').waitFor();
    await details.getByLabel('Alt text (English)').fill(ALT);
    await details.getByLabel('Alt text (Deutsch)').fill(`Unser Büro am Abend ${suffix}`);
    await details.getByRole('button', { name: 'Save alt texts' }).click();
    await toast('Alt texts saved').waitFor();

    await details.getByRole('button', { name: 'Copy URL' }).click();
    await toast('Image URL copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${page.url().split('/manager')[0]}/`));
    expect((await page.request.get(copied)).status()).toBe(200);

    await expectAccessible(page);
    await screenshot(page, 'media-details', { viewport: true });
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });

    // Saved: the search finds it by its alternative text too, and the details show it again.
    const byAlt = await page.request.get(
      `/api/media?search=${encodeURIComponent('dusk ' + suffix)}`,
      {
        headers: await adminHeaders(page),
      },
    );
    const list = (await byAlt.json()) as {
      items: { id: number; file_name: string; alt: { en?: string } }[];
    };
    expect(list.items.map((item) => item.file_name)).toEqual([PHOTO]);
    expect(list.items[0]!.alt.en).toBe(ALT);
    mediaId = list.items[0]!.id;
    await page.reload();
    await tile(PHOTO).click();
    expect(await dialog('media-details').getByLabel('Alt text (English)').inputValue()).toBe(ALT);
    await page.keyboard.press('Escape');
    expect(unexpectedErrors()).toEqual([]);
  });

  it('looks right at 1440 and 390 px, light and dark, without sideways scrolling', async () => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const theme of ['light', 'dark'] as const) {
        await page.goto('/manager/media');
        await usePreferences(page, { theme });
        await page.getByRole('heading', { level: 1, name: 'Media Library' }).waitFor();
        await page.getByTestId('media-tile').first().waitFor();
        await settle(page);
        expect(await horizontalScrollProblems(page)).toEqual([]);
        await screenshot(page, `media-library-${theme}-${width}`);
      }
    }
    await usePreferences(page, { theme: 'light' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectAccessible(page);
  });

  it('picks the image for an article in its form, then warns before deleting it in use', async () => {
    const headers = await adminHeaders(page);
    const created = await page.request.post('/api/news', {
      headers,
      data: {
        title: ARTICLE,
        excerpt: 'An article with a picture from the library.',
        content: '<p>The first paragraph.</p>',
        author: 'E2E Editor',
        category: 'Testing',
        tags: ['media'],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const articleId = ((await created.json()) as { id: number }).id;

    await openScreen(page, '/manager/news', {
      heading: 'News Management',
      item: 'news-admin-card',
    });
    await page.getByRole('button', { name: `Edit ${ARTICLE}`, exact: true }).click();
    const form = dialog('news-form-dialog');
    await form.getByRole('heading', { name: 'Edit Article' }).waitFor();
    await form.getByRole('button').filter({ hasText: 'Choose image' }).click();
    const picker = dialog('media-picker');
    await picker.getByRole('heading', { name: 'Choose an image' }).waitFor();
    await picker.getByRole('searchbox', { name: 'Search images' }).fill(PHOTO);
    await picker.getByTestId('media-tile').filter({ hasText: PHOTO }).click();
    await picker.getByRole('button', { name: 'Use this image' }).click();
    await picker.waitFor({ state: 'detached' });
    await form.getByTestId('media-field').getByText(ALT).waitFor();
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Article updated!').waitFor();

    const saved = async () =>
      (await (await page.request.get(`/api/news/${articleId}`, { headers })).json()) as {
        image_media: { id: number } | null;
      };
    expect((await saved()).image_media?.id).toBe(mediaId);

    // In use: the first answer is a warning that names the article, then "Delete anyway".
    await openLibrary();
    await tile(PHOTO).click();
    const details = dialog('media-details');
    await details.getByTestId('media-usages').getByRole('link', { name: ARTICLE }).waitFor();
    await details.getByRole('button', { name: 'Delete' }).click();
    const confirm = dialog('media-delete-dialog');
    await confirm.getByRole('heading', { name: 'Delete this image?' }).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('heading', { name: 'This image is in use' }).waitFor();
    const usage = confirm.getByTestId('media-usages');
    expect(await usage.textContent()).toContain(ARTICLE);
    expect(await usage.getByRole('link', { name: ARTICLE }).getAttribute('href')).toBe(
      '/manager/news',
    );
    await screenshot(page, 'media-delete-in-use', { viewport: true });
    expect(await tile(PHOTO).count()).toBe(1);
    await confirm.getByRole('button', { name: 'Delete anyway' }).click();
    await toast(`“${PHOTO}” deleted`).waitFor();
    await confirm.waitFor({ state: 'detached' });
    await details.waitFor({ state: 'detached' });
    await page.waitForFunction(
      (name) =>
        ![...document.querySelectorAll('[data-testid="media-tile"]')].some((tile) =>
          tile.textContent?.includes(name),
        ),
      PHOTO,
    );
    expect((await saved()).image_media).toBeNull();
    expect(unexpectedErrors()).toEqual([]);
  });
});
