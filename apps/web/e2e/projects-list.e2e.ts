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
 * The Projects admin with more projects than a page: the server pages, searches, filters by
 * state and status and sorts, and the address keeps it all (a reload or a shared link shows
 * the same).
 */

const suffix = randomBytes(3).toString('hex');
const two = (n: number) => String(n).padStart(2, '0');
const name = (n: number) => `Bulk ${suffix} ${two(n)}`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page({ width: 1440, height: 900 });
  await signIn(page, await createStaff(page, 3));
  const headers = await adminHeaders(page);
  for (let n = 1; n <= 30; n += 1) {
    const created = await page.request.post('/api/projects', {
      headers,
      data: {
        name: name(n),
        description: `Project number ${n}.`,
        technologies: ['Go'],
        category: 'Testing',
        // The portfolio's order: the last one made first.
        order: 100 - n,
        status: n === 7 ? 'on-hold' : 'active',
        ...(n <= 28 && { start_date: `2021-01-${two(n)}` }),
        ...(n === 5 && { publication: 'draft' }),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
});
afterAll(async () => browser.close());

const cards = () => page.getByTestId('admin-project-card');
const cardNames = () => cards().getByRole('heading', { level: 2 }).allTextContents();
const search = () => page.getByRole('searchbox', { name: 'Search projects' });
const choose = (testId: string, option: string | RegExp) => chooseOption(page, testId, option);
const openProjects = (query = '') =>
  openScreen(page, `/manager/projects${query}`, {
    heading: 'Projects',
    item: 'admin-project-card',
  });

describe('the Projects admin’s list at volume (as an editor)', () => {
  it('searches, pages, filters by state and status and sorts on the server, kept in the address', async () => {
    await openProjects();
    const all = await page.request.get('/api/projects/manage', {
      headers: await adminHeaders(page),
    });
    const total = ((await all.json()) as { total: number }).total;
    await page.getByText(`${total} projects`, { exact: true }).waitFor();
    expect(await cards().count()).toBe(24);

    await search().fill(`Bulk ${suffix}`);
    await page.waitForURL(/search=Bulk/);
    await page.getByText('30 projects', { exact: true }).waitFor();
    // The portfolio's order, as visitors see it.
    expect((await cardNames()).slice(0, 2)).toEqual([name(30), name(29)]);

    const pages = page.getByRole('navigation', { name: 'Pages of projects' });
    expect(await pages.textContent()).toContain('Page 1 of 2');
    await pages.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await cards()
      .filter({ hasText: name(1) })
      .waitFor();
    expect(await cardNames()).toEqual([6, 5, 4, 3, 2, 1].map(name));

    await choose('project-sort', 'Name A–Z');
    await page.waitForURL(/sort=name/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await cards()
      .first()
      .filter({ hasText: name(1) })
      .waitFor();
    expect((await cardNames()).slice(0, 2)).toEqual([name(1), name(2)]);
    await choose('project-sort', 'Newest start first');
    await page.waitForURL(/sort=-start_date/);
    await cards()
      .first()
      .filter({ hasText: name(28) })
      .waitFor();

    await choose('phase-filter', /^Draft \(1\)$/);
    await page.waitForURL(/state=draft/);
    await page.getByText('1 project', { exact: true }).waitFor();
    expect(await cardNames()).toEqual([name(5)]);
    await expectAccessible(page);

    await choose('phase-filter', /^All \(30\)$/);
    await page.getByText('30 projects', { exact: true }).waitFor();
    await choose('project-status-filter', 'On hold');
    await page.waitForURL(/status=on-hold/);
    await page.getByText('1 project', { exact: true }).waitFor();
    expect(await cardNames()).toEqual([name(7)]);
    expect(await cards().first().getByTestId('project-status').textContent()).toBe('On hold');

    // A reload (or the link shared) shows the same list.
    const address = page.url();
    await page.reload();
    await page.getByText('1 project', { exact: true }).waitFor();
    expect(page.url()).toBe(address);
    expect(await cardNames()).toEqual([name(7)]);
    expect(await search().inputValue()).toBe(`Bulk ${suffix}`);
    expect(await page.getByTestId('project-status-filter').textContent()).toBe('On hold');
    await screenshot(page, 'projects-list-filtered-1440', { viewport: true });

    // Nothing matches: one way back to every project.
    await search().fill(`nothing ${suffix}`);
    await page.getByRole('heading', { name: 'No projects match' }).waitFor();
    await page.getByRole('button', { name: 'Show all projects' }).click();
    await page.getByText(`${total} projects`, { exact: true }).waitFor();
    // The filters are gone; the order chosen stays.
    expect(new URL(page.url()).search).toBe('?sort=-start_date');
    expect(browser.errors).toEqual([]);
  });

  it('shows a compact table instead of cards, remembered, with the same actions', async () => {
    await openProjects(`?search=Bulk+${suffix}&sort=name`);
    const layout = page.getByRole('group', { name: 'Show projects as' });
    await layout.getByRole('button', { name: 'Table' }).click();
    const rows = page.getByTestId('project-admin-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(24);
    expect(await cards().count()).toBe(0);
    expect(await layout.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(
      await rows
        .filter({ hasText: name(5) })
        .getByTestId('draft-badge')
        .count(),
    ).toBe(1);
    expect(
      await rows
        .filter({ hasText: name(7) })
        .getByTestId('project-status')
        .textContent(),
    ).toBe('On hold');
    expect(await rows.filter({ hasText: name(1) }).textContent()).toContain('Start: 1 Jan 2021');
    await expectAccessible(page);
    await screenshot(page, 'projects-list-table-1440', { viewport: true });

    // Remembered: the next visit opens the table.
    await page.reload();
    await rows.first().waitFor();
    // The row's Edit opens the project's dialog, as the card's does.
    await rows
      .filter({ hasText: name(1) })
      .getByRole('button', { name: `Edit ${name(1)}` })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit Project' }).waitFor();
    expect(await dialog.getByLabel('Project Name').inputValue()).toBe(name(1));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Delete is immediate, as on the cards; the list and its count follow.
    await rows
      .filter({ hasText: name(2) })
      .getByRole('button', { name: `Delete ${name(2)}` })
      .click();
    await page.getByText('Project deleted successfully', { exact: true }).first().waitFor();
    await page.getByText('29 projects', { exact: true }).waitFor();
    await rows.filter({ hasText: name(2) }).waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 390, height: 900 });
    expect(await horizontalScrollProblems(page)).toEqual([]);
    await screenshot(page, 'projects-list-table-390', { viewport: true });
    await layout.getByRole('button', { name: 'Cards' }).click();
    await cards().first().waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(browser.errors).toEqual([]);
  });

  it('fits a phone and a wide screen, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await openProjects(`?search=Bulk+${suffix}`);
        await usePreferences(page, { theme });
        await cards().first().waitFor();
        if (width === 390) expect(await horizontalScrollProblems(page)).toEqual([]);
        if (theme === 'dark' && width === 1440) await expectAccessible(page);
        await screenshot(page, `projects-list-${theme}-${width}`, { viewport: true });
      }
    }
    await usePreferences(page, { theme: 'light' });
    expect(browser.errors).toEqual([]);
  });
});
