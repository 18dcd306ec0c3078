import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  baseURL,
  type Browser,
  createStaff,
  expectAccessible,
  fieldError,
  openBrowser,
  openScreen,
  screenshot,
  signIn,
  writesDuring,
} from './browser';

/** Names of our own records: other files may write to the same kind of content. */
const suffix = randomBytes(3).toString('hex');
const ENGLISH = `Cloud migration notes ${suffix}`;
const AZERBAIJANI = `Bulud miqrasiyası qeydləri ${suffix}`;
const GERMAN = `Notizen zur Cloud-Migration ${suffix}`;
const TRANSLATED = `Fully translated ${suffix}`;

let browser: Browser;
let page: Page;
/** The article written in English only, and the one translated into every language. */
let englishOnly: number;
let translated: number;

async function createArticle(title: string, translations?: object) {
  const response = await page.request.post('/api/news', {
    headers: await adminHeaders(page),
    data: {
      title,
      excerpt: 'What changed when we moved to the cloud.',
      content: 'The first paragraph.\n\nThe second paragraph.',
      category: 'Engineering',
      tags: ['cloud', 'migration'],
      author: 'Staff',
      translations,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page();
  await signIn(page, await createStaff(page, 3));
  englishOnly = await createArticle(ENGLISH);
  translated = await createArticle(TRANSLATED, {
    de: { title: `Vollständig übersetzt ${suffix}` },
    az: { title: `Tam tərcümə olunub ${suffix}` },
  });
});
afterAll(async () => browser.close());

const dialog = () => page.getByRole('dialog');
const tab = (name: string) => dialog().getByRole('tab', { name: new RegExp(`^${name}`) });
const panel = () => dialog().getByRole('tabpanel');
const newsCard = (title: string) =>
  page
    .getByTestId('news-admin-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const openNewsManager = () =>
  openScreen(page, '/manager/news', { heading: 'News Management', item: 'news-admin-card' });
const editArticle = async (title: string) => {
  await newsCard(title)
    .getByRole('button', { name: `Edit ${title}`, exact: true })
    .click();
  await dialog().getByRole('heading', { name: 'Edit Article' }).waitFor();
};
const saved = () => page.getByText('Article updated!', { exact: true }).first().waitFor();
const filterBy = async (option: string) => {
  await page.getByRole('combobox', { name: 'Translations' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

describe('content translations in the back office (as an editor)', () => {
  it('translates an article into Azerbaijani in its tab, which visitors then read', async () => {
    await openNewsManager();
    await editArticle(ENGLISH);
    expect(await tab('English').getAttribute('aria-selected')).toBe('true');
    expect(await tab('Azərbaycanca').textContent()).toBe('Azərbaycanca(not translated yet)');

    await tab('Azərbaycanca').click();
    const title = panel().getByLabel('Title', { exact: true });
    expect(await title.inputValue()).toBe('');
    // The English stands beside each field.
    expect(await panel().getByText(`English: ${ENGLISH}`).isVisible()).toBe(true);
    await dialog().getByRole('button', { name: 'Copy English' }).click();
    expect(await title.inputValue()).toBe(ENGLISH);
    expect(await panel().getByLabel('Tags').inputValue()).toBe('cloud, migration');
    await title.fill(AZERBAIJANI);
    expect(await tab('Azərbaycanca').textContent()).toBe('Azərbaycanca');

    const writes = await writesDuring(page, '/api/news', async () => {
      await dialog().getByRole('button', { name: 'Save Changes' }).click();
      await saved();
    });
    expect(writes).toHaveLength(1);
    expect(writes[0]!.body).toMatchObject({
      title: ENGLISH,
      translations: {
        de: null,
        az: {
          title: AZERBAIJANI,
          excerpt: 'What changed when we moved to the cloud.',
          tags: ['cloud', 'migration'],
        },
      },
    });

    const read = await page.request.get(`/api/news/${englishOnly}?lang=az`);
    expect(await read.json()).toMatchObject({ lang: 'az', title: AZERBAIJANI });
    // The page the server sends already holds it, before any script runs…
    const html = await (await fetch(`${baseURL()}/az/news/${englishOnly}`)).text();
    expect(html).toContain(AZERBAIJANI);
    // …and the browser shows it once the app has taken the page over.
    await page.goto(`/az/news/${englishOnly}`);
    await page.getByRole('heading', { level: 1, name: AZERBAIJANI }).waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('marks an article missing German, filters by it, and drops the mark once translated', async () => {
    await openNewsManager();
    const missing = newsCard(ENGLISH).getByTestId('missing-translation');
    expect(await missing.allTextContents()).toEqual(['Missing German']);
    expect(await newsCard(TRANSLATED).getByTestId('missing-translation').count()).toBe(0);

    await filterBy('Missing German');
    await newsCard(TRANSLATED).waitFor({ state: 'detached' });
    expect(await newsCard(ENGLISH).isVisible()).toBe(true);
    expect(
      await page
        .getByTestId('news-admin-card')
        .getByTestId('missing-translation')
        .filter({ hasText: 'Missing German' })
        .count(),
    ).toBe(await page.getByTestId('news-admin-card').count());
    await expectAccessible(page);
    await screenshot(page, 'manager-translations-filter');

    await editArticle(ENGLISH);
    await tab('Deutsch').click();
    await panel().getByLabel('Title', { exact: true }).fill(GERMAN);
    await expectAccessible(page);
    await screenshot(page, 'manager-translations-dialog-de', { viewport: true });
    await dialog().getByRole('button', { name: 'Save Changes' }).click();
    await saved();
    // Translated now, it leaves the list of those missing German…
    await newsCard(ENGLISH).waitFor({ state: 'detached' });
    // …and, listed with all, it has no mark left.
    await filterBy('All');
    await newsCard(ENGLISH).waitFor();
    // The list of all may show first as it was cached, then as the server now answers.
    await newsCard(ENGLISH).getByTestId('missing-translation').waitFor({ state: 'detached' });
    expect(browser.errors).toEqual([]);
  });

  it('shows a translated field that is too long in its tab, and sends nothing', async () => {
    await openNewsManager();
    await editArticle(TRANSLATED);
    await tab('Deutsch').click();
    await panel().getByLabel('Title', { exact: true }).fill('x'.repeat(301));
    await tab('English').click();

    const writes = await writesDuring(page, '/api/news', async () => {
      await dialog().getByRole('button', { name: 'Save Changes' }).click();
      // The save opens the tab holding the field, and focuses it.
      await page.waitForFunction(
        () =>
          document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ===
          'Deutsch(has errors)',
      );
    });
    expect(writes).toEqual([]);
    const title = panel().getByLabel('Title', { exact: true });
    expect(await title.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await fieldError(title)).toBe('Please use at most 300 characters.');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(browser.errors).toEqual([]);
  });

  it("puts the server's refusal of a translated field in that field's tab", async () => {
    await openNewsManager();
    await editArticle(TRANSLATED);
    // A refusal the form's own check would not give (a rule only the server knows).
    await page.route(`**/api/news/${translated}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              detail: 'Invalid request: body.translations.az.excerpt: Not allowed here',
            }),
          })
        : route.continue(),
    );
    await dialog().getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ===
        'Azərbaycanca(has errors)',
    );
    const excerpt = panel().getByLabel('Excerpt');
    expect(await excerpt.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldError(excerpt)).toBe('Please check this value.');
    expect(await dialog().getByTestId('news-form-dialog-error').textContent()).toContain(
      'body.translations.az.excerpt',
    );
    // Keyboard: the arrow keys move between the tabs.
    await tab('Azərbaycanca').focus();
    await page.keyboard.press('ArrowLeft');
    await dialog().locator('[role="tab"][aria-selected="true"]', { hasText: 'Deutsch' }).waitFor();
    expect(await tab('Deutsch').evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await page.unroute(`**/api/news/${translated}`);
    // The console reports the refused request; that is the point of this test.
    browser.errors.length = 0;
  });
});
