import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROJECTS, PROJECT_TRANSLATIONS } from '../../api/src/testing.js';
import {
  adminHeaders,
  type Browser,
  expectAccessible,
  openBrowser,
  screenshotBothThemes,
  usePreferences,
} from './browser';

/** The seeded projects as the portfolio must show them: by order, the one without an order last. */
const SEEDED_IN_ORDER = [
  ...DEMO_PROJECTS.filter((project) => project.order != null).sort((a, b) => a.order! - b.order!),
  ...DEMO_PROJECTS.filter((project) => project.order == null),
].map((project) => project.name);
const UNORDERED = DEMO_PROJECTS.find((project) => project.order == null)!.name;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page();
});
afterAll(async () => browser.close());

/** The titles of a project page's sections (level-2 headings), in order. */
const sectionTitles = () =>
  page.locator('article').getByRole('heading', { level: 2 }).allTextContents();
/** The text of one of a project page's sections, found by its title. */
const sectionText = (title: string) =>
  page.getByRole('region', { name: title, exact: true }).textContent();
/** The lines of a story field, as its list shows them. */
const featureLines = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const demo = (name: string) => DEMO_PROJECTS.find((project) => project.name === name)!;

const cardNames = () => page.getByTestId('project-card').locator('h2').allTextContents();
const card = (name: string) => page.getByRole('link', { name, exact: true });

describe('portfolio', () => {
  it('lists every seeded project in order under the count line', async () => {
    await page.goto('/projects');
    await page.getByRole('heading', { level: 1, name: 'Our Portfolio' }).waitFor();
    await page.getByTestId('project-card').first().waitFor();

    const names = await cardNames();
    expect(names.filter((name) => SEEDED_IN_ORDER.includes(name))).toEqual(SEEDED_IN_ORDER);
    expect(names.indexOf(UNORDERED)).toBeGreaterThan(
      Math.max(...SEEDED_IN_ORDER.slice(0, -1).map((n) => names.indexOf(n))),
    );
    expect(await page.getByTestId('projects-count').textContent()).toBe(`${names.length} projects`);

    await expectAccessible(page);
    await screenshotBothThemes(page, 'projects', () =>
      page.getByTestId('project-card').first().waitFor(),
    );
  });

  it('shows at most four technologies on a card and counts the rest', async () => {
    await page.goto('/projects');
    await page.getByTestId('project-card').first().waitFor();
    for (const project of DEMO_PROJECTS) {
      const item = card(project.name);
      const badges = await item.getByTestId('technology-badge').allTextContents();
      expect(badges).toEqual(project.technologies!.slice(0, 4));
      const more = project.technologies!.length - 4;
      expect(await item.getByText(`+${more} more`, { exact: true }).count()).toBe(more > 0 ? 1 : 0);
    }
    const slotWise = card('SlotWise');
    expect(await slotWise.locator('img').getAttribute('loading')).toBe('lazy');
    expect(await slotWise.locator('img').getAttribute('width')).toBe('1200');
    expect(await slotWise.textContent()).toContain('active');
    // PeopleClock ran from 1 June 2023 to 30 September 2024.
    expect(await card('PeopleClock').textContent()).toContain('1 Jun 2023 – 30 Sept 2024');
    expect(browser.errors).toEqual([]);
  });

  it('opens a project with its own story: features, challenge, solution and results', async () => {
    const peopleClock = demo('PeopleClock');
    await page.goto('/projects');
    await card('PeopleClock').click();
    await page.waitForURL(/\/project\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'PeopleClock' }).waitFor();
    expect((await sectionTitles()).slice(0, 6)).toEqual([
      'About the Project',
      'Key Features',
      'Challenges',
      'Our Solution',
      'Results & Impact',
      'Project Info',
    ]);
    const features = page.getByRole('region', { name: 'Key Features' }).getByRole('listitem');
    expect(await features.allTextContents()).toEqual(featureLines(peopleClock.features));
    expect(await sectionText('Challenges')).toContain(peopleClock.challenge);
    expect(await sectionText('Our Solution')).toContain(peopleClock.solution);
    expect(await sectionText('Results & Impact')).toContain(peopleClock.results);
    // The description once, in its own section; never an order number as the project's impact.
    expect(await page.getByText(peopleClock.description!, { exact: true }).count()).toBe(1);
    expect(await page.getByText(/Order:/).count()).toBe(0);
    expect(await page.getByTestId('project-category').textContent()).toBe('HR Tech');
    expect(await page.getByText('30 Sept 2024', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'PeopleClock' }).getAttribute('height')).toBe('750');

    const live = page.getByRole('button', { name: 'View Live Project' });
    const source = page.getByRole('button', { name: 'View Source' });
    expect(await live.getAttribute('aria-disabled')).toBe('true');
    expect(await source.getAttribute('aria-disabled')).toBe('true');
    await source.focus();
    await page.getByRole('tooltip').filter({ hasText: 'The source code is private' }).waitFor();
    const url = page.url();
    // aria-disabled keeps it focusable for the tooltip; a click does nothing.
    await source.click({ force: true });
    await live.click({ force: true });
    expect(page.url()).toBe(url);

    await expectAccessible(page);
    await screenshotBothThemes(page, 'project', () =>
      page.getByRole('heading', { level: 1, name: 'PeopleClock' }).waitFor(),
    );
    expect(browser.errors).toEqual([]);
  });

  it('shows a project with no story as its description and facts, with no empty or repeated section', async () => {
    const headers = await adminHeaders(page);
    const description = 'A ledger for harbour fees, and nothing more to tell yet.';
    const created = await page.request.post('/api/projects', {
      headers,
      data: { name: 'Storyless ledger', description, technologies: ['Go'], status: 'active' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      await page.goto(`/project/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Storyless ledger' }).waitFor();
      expect(await sectionTitles()).toEqual([
        'About the Project',
        'Project Info',
        'Planning something similar?',
      ]);
      expect(await page.getByText(description, { exact: true }).count()).toBe(1);
      expect(await page.getByText(/Order:/).count()).toBe(0);
      const endDate = page
        .locator('dt', { hasText: 'End Date' })
        .locator('xpath=following-sibling::dd[1]');
      expect(await endDate.textContent()).toBe('-');
      await expectAccessible(page);
    } finally {
      await page.request.delete(`/api/projects/${id}`, { headers });
    }
    expect(browser.errors).toEqual([]);
  });

  it('shows a project\'s story in German, and the English one marked lang="en" where untranslated', async () => {
    const slotWise = PROJECT_TRANSLATIONS.SlotWise!.de;
    await page.goto('/de/projects');
    await page.getByRole('link', { name: 'SlotWise', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'SlotWise' }).waitFor();
    expect((await sectionTitles()).slice(0, 5)).toEqual([
      'Über das Projekt',
      'Hauptfunktionen',
      'Herausforderungen',
      'Unsere Lösung',
      'Ergebnisse & Wirkung',
    ]);
    const features = page.getByRole('region', { name: 'Hauptfunktionen' }).getByRole('list');
    expect(await features.getByRole('listitem').allTextContents()).toEqual(
      featureLines(slotWise.features),
    );
    expect(await features.getAttribute('lang')).toBeNull();
    expect(await sectionText('Ergebnisse & Wirkung')).toContain(slotWise.results);

    // The project left English-only on purpose: its story in English, marked so.
    const caspian = demo('Caspian Bank Mobile Redesign');
    await page.goto('/de/projects');
    await page.getByRole('link', { name: caspian.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: caspian.name }).waitFor();
    const english = page.getByRole('region', { name: 'Hauptfunktionen' }).getByRole('list');
    expect(await english.getAttribute('lang')).toBe('en');
    expect(await english.getByRole('listitem').allTextContents()).toEqual(
      featureLines(caspian.features),
    );
    expect(await page.getByText(caspian.results!, { exact: true }).getAttribute('lang')).toBe('en');
    expect(browser.errors).toEqual([]);
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const phone = await browser.page({ width: 360, height: 740 });
    await phone.goto('/projects');
    await phone.getByTestId('project-card').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await phone.getByRole('link', { name: 'SlotWise', exact: true }).click();
    await phone.getByRole('heading', { level: 1, name: 'SlotWise' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await phone.close();
    expect(browser.errors).toEqual([]);
  });

  it('answers an unknown project with "Project Not Found"', async () => {
    await page.goto('/project/999999');
    await page.getByRole('heading', { level: 1, name: 'Project Not Found' }).waitFor();
    await page.getByText("The project you're looking for doesn't exist.").waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The API's 404 for the missing project is the expected answer, not a fault.
    const unexpected = browser.errors.filter(
      (error) => !/status of 404.*\/api\/projects\/999999/.test(error),
    );
    expect(unexpected).toEqual([]);
    browser.errors.length = 0;
  });

  it('speaks German', async () => {
    await page.goto('/projects');
    await usePreferences(page, { theme: 'light', language: 'de' });
    await page.getByRole('heading', { level: 1, name: 'Unser Portfolio' }).waitFor();
    const count = (await cardNames()).length;
    expect(await page.getByTestId('projects-count').textContent()).toBe(`${count} Projekte`);
    expect(await card('PeopleClock').textContent()).toContain('abgeschlossen');
    await usePreferences(page, { theme: 'light', language: 'en' });
    expect(browser.errors).toEqual([]);
  });
});
