import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  writesDuring,
} from './browser';

/** Names of our own records: the e2e database is shared by every file running in parallel. */
const suffix = randomBytes(3).toString('hex');
const ARTICLE = `E2E article ${suffix}`;
const EDITED = `${ARTICLE} (edited)`;
const MEMBER = `E2E Member ${suffix}`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page();
  await signIn(page, await createStaff(page, 3));
});
afterAll(async () => browser.close());
// Each test opens its screens in English and light, whatever the one before left behind.
beforeEach(() =>
  page.evaluate(() => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('theme', 'light');
  }),
);

const dialog = () => page.getByRole('dialog');
const newsCard = (title: string) =>
  page
    .getByTestId('news-admin-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const teamCard = (name: string) =>
  page
    .getByTestId('team-admin-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const toast = (text: string) => page.getByText(text, { exact: true }).first();

const openNewsManager = () =>
  openScreen(page, '/manager/news', { heading: 'News Management', item: 'news-admin-card' });
const openTeamManager = () =>
  openScreen(page, '/manager/team', { heading: 'Team Members', item: 'team-admin-card' });

describe('manager content (as an editor)', () => {
  it('shows the editor only the content screens and refuses the others', async () => {
    await page.goto('/manager/dashboard');
    const nav = page.getByRole('navigation', { name: 'Back office navigation' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    for (const entry of ['News', 'Projects', 'Team']) {
      expect(await nav.getByRole('link', { name: entry, exact: true }).count()).toBe(1);
    }
    for (const entry of ['Jobs', 'Users', 'Chat Conversations']) {
      expect(await nav.getByRole('link', { name: entry, exact: true }).count()).toBe(0);
    }

    await page.goto('/manager/users');
    await page.getByTestId('forbidden').waitFor();
    expect(await page.getByRole('heading', { name: 'Not allowed' }).isVisible()).toBe(true);
    expect(browser.errors).toEqual([]);
  });

  it('checks the article form before anything is sent', async () => {
    await openNewsManager();
    await page.getByRole('button', { name: 'Add Article' }).first().click();
    await dialog().getByRole('heading', { name: 'Add Article' }).waitFor();

    const writes = await writesDuring(page, '/api/news', async () => {
      await dialog().getByLabel('Excerpt').fill('A short summary.');
      await dialog().getByRole('textbox', { name: 'Content' }).fill('Body.');
      await dialog().getByLabel('Category').fill('Testing');
      await dialog().getByLabel('Tags').fill('qa');
      await dialog().getByRole('button', { name: 'Publish Article' }).click();
      await dialog().getByText('This field is required.').waitFor();
      expect(await dialog().getByLabel('Title').getAttribute('aria-invalid')).toBe('true');

      await dialog().getByLabel('Title').fill(ARTICLE);
      await dialog().getByLabel('Category').fill('');
      await dialog().getByRole('button', { name: 'Publish Article' }).click();
      await expect
        .poll(() => dialog().getByLabel('Category').getAttribute('aria-invalid'))
        .toBe('true');
      expect(await dialog().getByLabel('Title').getAttribute('aria-invalid')).toBeNull();
    });
    expect(writes).toEqual([]);

    await expectAccessible(page);
    await screenshot(page, 'manager-news-dialog-errors');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });

    // Nothing typed is lost: the draft is still there when the dialog opens again.
    await page.getByRole('button', { name: 'Add Article' }).first().click();
    expect(await dialog().getByLabel('Title').inputValue()).toBe(ARTICLE);
    expect(await dialog().getByLabel('Excerpt').inputValue()).toBe('A short summary.');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(browser.errors).toEqual([]);
  });

  it('creates an article that visitors read, then edits and deletes it', async () => {
    await openNewsManager();
    await page.getByRole('button', { name: 'Add Article' }).first().click();
    await dialog().getByLabel('Title').fill(ARTICLE);
    await dialog().getByLabel('Excerpt').fill('What an editor writes in the back office.');
    // The body is rich text: Enter starts a new paragraph.
    const body = dialog().getByRole('textbox', { name: 'Content' });
    await body.click();
    await page.keyboard.type('The first paragraph.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The second paragraph, after Enter.');
    await dialog().getByLabel('Category').fill('Testing');
    await dialog().getByLabel('Tags').fill('a, b, , c');
    expect(await dialog().getByLabel('Author').inputValue()).toBe('');
    await dialog().getByRole('button', { name: 'Publish Article' }).click();
    await toast('Article published!').waitFor();
    await dialog().waitFor({ state: 'detached' });

    const card = newsCard(ARTICLE);
    await card.waitFor();
    expect(await card.getByTestId('admin-article-tag').allTextContents()).toEqual([
      '#a',
      '#b',
      '#c',
    ]);
    // The author defaults to the editor's full name.
    expect(await card.textContent()).toContain('Staff Role 3');
    expect(await card.getByTestId('scheduled-badge').count()).toBe(0);
    const view = card.getByRole('link', { name: `View ${ARTICLE} (opens in a new tab)` });
    expect(await view.getAttribute('target')).toBe('_blank');
    const href = (await view.getAttribute('href'))!;
    expect(href).toMatch(/^\/news\/\d+$/);

    // Visitors see it on the news page and on its own page.
    await page.goto('/news');
    await page.getByRole('link', { name: ARTICLE, exact: true }).waitFor();
    await page.goto(href);
    await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor();
    expect(await page.getByTestId('article-tag').allTextContents()).toEqual(['#a', '#b', '#c']);
    expect(await page.getByTestId('article-content').locator('p').count()).toBe(2);

    // Edit, in German: the dialog comes pre-filled; a new title and a future day and 24-hour
    // time, typed as German writes them, schedule it.
    await usePreferences(page, { language: 'de' });
    await openScreen(page, '/manager/news', {
      heading: 'News-Verwaltung',
      item: 'news-admin-card',
    });
    const editArticle = async (title: string) => {
      await newsCard(title)
        .getByRole('button', { name: `${title} bearbeiten`, exact: true })
        .click();
      await dialog().getByRole('heading', { name: 'Artikel bearbeiten' }).waitFor();
    };
    await editArticle(ARTICLE);
    expect(await dialog().getByLabel('Schlagwörter').inputValue()).toBe('a, b, c');
    expect(await dialog().getByLabel('Autor').inputValue()).toBe('Staff Role 3');
    const day = dialog().getByLabel('Veröffentlichungsdatum');
    const time = dialog().getByLabel('Uhrzeit');
    expect(await day.getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    expect(await time.getAttribute('placeholder')).toBe('HH:MM');
    await dialog().getByLabel('Titel').fill(EDITED);
    await day.fill('14.11.2099');
    // A time that is not one is refused before anything is sent.
    const refused = await writesDuring(page, '/api/news', async () => {
      await time.fill('25:00');
      await dialog().getByRole('button', { name: 'Änderungen speichern' }).click();
      await dialog().getByText('Bitte geben Sie ein gültiges Datum mit Uhrzeit ein.').waitFor();
      expect(await time.getAttribute('aria-invalid')).toBe('true');
    });
    expect(refused).toEqual([]);
    await time.fill('09:30');
    await dialog().getByRole('button', { name: 'Änderungen speichern' }).click();
    await toast('Artikel aktualisiert!').waitFor();
    const edited = newsCard(EDITED);
    await edited.getByTestId('scheduled-badge').waitFor();
    expect(await newsCard(ARTICLE).count()).toBe(0);
    // Saved at 09:30 on 14 November 2099, the browser's local time; the dialog shows it again.
    const saved = await page.request.get(`/api${href}`, { headers: await adminHeaders(page) });
    expect((await saved.json()).published_at).toBe(
      await page.evaluate(() => new Date(2099, 10, 14, 9, 30).toISOString()),
    );
    await editArticle(EDITED);
    expect(await day.inputValue()).toBe('14.11.2099');
    expect(await time.inputValue()).toBe('09:30');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await usePreferences(page, { language: 'en' });

    await settle(page);
    await expectAccessible(page);
    await screenshot(page, 'manager-news-light');
    await usePreferences(page, { theme: 'dark' });
    await newsCard(EDITED).waitFor();
    await settle(page);
    await screenshot(page, 'manager-news-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await newsCard(EDITED).waitFor();
    await settle(page);
    await screenshot(page, 'manager-news-390-dark');
    await page.setViewportSize({ width: 1280, height: 800 });
    await usePreferences(page, { theme: 'light' });

    // Delete, after the question.
    await newsCard(EDITED)
      .getByRole('button', { name: `Delete ${EDITED}`, exact: true })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this article?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('News article deleted.').waitFor();
    await newsCard(EDITED).waitFor({ state: 'detached' });
    const gone = await page.request.get(`/api${href}`);
    expect(gone.status()).toBe(404);
    expect(browser.errors).toEqual([]);
  });

  it('adds a team member, hides it from visitors, and deletes it', async () => {
    await openTeamManager();
    await page.getByRole('button', { name: 'Add Team Member' }).first().click();
    await dialog().getByRole('heading', { name: 'Add Team Member' }).waitFor();
    expect(await dialog().getByLabel('Display order').inputValue()).toBe('1');
    expect(
      await dialog()
        .getByRole('checkbox', { name: 'Visible on the team page' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await dialog().getByLabel('Name').fill(MEMBER);
    await dialog().getByLabel('Position').fill('QA Engineer');
    await dialog().getByLabel('Department').fill('Quality');
    await dialog().getByLabel('Email').fill(`member-${suffix}@example.com`);
    await dialog().getByLabel('GitHub URL').fill('https://github.com/example');
    // The bio is rich text, formatted with the toolbar.
    await dialog().getByRole('textbox', { name: 'Bio' }).click();
    await page.keyboard.type('Keeps our releases ');
    await dialog().getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('boring');
    await dialog().getByLabel('Display order').fill('2');
    await expectAccessible(page);
    await screenshot(page, 'manager-team-dialog');
    await dialog().getByRole('button', { name: 'Add Member' }).click();
    await toast('Team member added successfully.').waitFor();
    await dialog().waitFor({ state: 'detached' });

    const card = teamCard(MEMBER);
    await card.waitFor();
    expect(await card.getByTestId('visibility-badge').textContent()).toBe('Visible');
    expect(await card.textContent()).toContain('Order 2');
    expect(
      await card
        .getByRole('link', { name: `Send an email to member-${suffix}@example.com` })
        .getAttribute('href'),
    ).toBe(`mailto:member-${suffix}@example.com`);
    expect(
      await card
        .getByRole('link', { name: `${MEMBER} on GitHub (opens in a new tab)` })
        .getAttribute('href'),
    ).toBe('https://github.com/example');
    // Sorted by display order: nobody with a higher order comes before it.
    const orders = await page
      .getByTestId('team-admin-card')
      .evaluateAll((cards) =>
        cards.map((element) => Number(/Order (\d+)/.exec(element.textContent ?? '')?.[1])),
      );
    expect(orders).toEqual([...orders].sort((a, b) => a - b));

    await page.goto('/team');
    await page.getByRole('link', { name: MEMBER, exact: true }).waitFor();

    // Hide it: gone from the public page, still listed here with the 'Hidden' badge.
    await openTeamManager();
    await teamCard(MEMBER)
      .getByRole('button', { name: `Edit ${MEMBER}`, exact: true })
      .click();
    await dialog().getByRole('heading', { name: 'Edit Team Member' }).waitFor();
    expect(await dialog().getByLabel('Display order').inputValue()).toBe('2');
    await dialog().getByRole('checkbox', { name: 'Visible on the team page' }).click();
    await dialog().getByRole('button', { name: 'Save Changes' }).click();
    await toast('Team member updated successfully.').waitFor();
    expect(await teamCard(MEMBER).getByTestId('visibility-badge').textContent()).toBe('Hidden');

    await page.goto('/team');
    await page.getByTestId('team-card').first().waitFor();
    expect(await page.getByRole('link', { name: MEMBER, exact: true }).count()).toBe(0);

    await openTeamManager();
    await teamCard(MEMBER).waitFor();
    expect(await teamCard(MEMBER).getByTestId('visibility-badge').textContent()).toBe('Hidden');
    await settle(page);
    await expectAccessible(page);
    await screenshot(page, 'manager-team-light');
    await usePreferences(page, { theme: 'dark' });
    await teamCard(MEMBER).waitFor();
    await settle(page);
    await screenshot(page, 'manager-team-dark');
    await usePreferences(page, { theme: 'light' });

    await teamCard(MEMBER)
      .getByRole('button', { name: `Delete ${MEMBER}`, exact: true })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this team member?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Team member deleted.').waitFor();
    await teamCard(MEMBER).waitFor({ state: 'detached' });
    expect(browser.errors).toEqual([]);
  });

  it('shows a recruiter the not-allowed page on the news screen', async () => {
    await signIn(page, await createStaff(page, 4));
    await page.goto('/manager/news');
    await page.getByTestId('forbidden').waitFor();
    expect(await page.getByRole('heading', { name: 'Not allowed' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add Article' }).count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });
});
