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
 * Team Members with more members than a page: the server pages, searches, filters by
 * visibility and sorts, and the address keeps it all (a reload or a shared link shows the same).
 */

const suffix = randomBytes(3).toString('hex');
const name = (n: number) => `Bulk ${suffix} ${String(n).padStart(2, '0')}`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page({ width: 1440, height: 900 });
  await signIn(page, await createStaff(page, 3));
  const headers = await adminHeaders(page);
  for (let n = 1; n <= 30; n += 1) {
    const created = await page.request.post('/api/team', {
      headers,
      data: {
        name: name(n),
        position: `Consultant ${n}`,
        department: 'Testing',
        email: `bulk-${suffix}-${n}@example.com`,
        // After the seeded members, in the order of their numbers.
        display_order: 100 + n,
        ...(n === 5 && { is_visible: false }),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
});
afterAll(async () => browser.close());

const cards = () => page.getByTestId('team-admin-card');
const cardNames = () => cards().getByRole('heading', { level: 2 }).allTextContents();
const search = () => page.getByRole('searchbox', { name: 'Search team members' });
const choose = (testId: string, option: string | RegExp) => chooseOption(page, testId, option);

describe('Team Members’ list at volume (as an editor)', () => {
  it('searches, pages, filters by visibility and sorts on the server, kept in the address', async () => {
    await openScreen(page, '/manager/team', { heading: 'Team Members', item: 'team-admin-card' });
    const all = await page.request.get('/api/team/manage', { headers: await adminHeaders(page) });
    const total = ((await all.json()) as { total: number }).total;
    await page.getByText(`${total} members`, { exact: true }).waitFor();
    expect(await cards().count()).toBe(24);

    await search().fill(`Bulk ${suffix}`);
    await page.waitForURL(/search=Bulk/);
    await page.getByText('30 members', { exact: true }).waitFor();
    expect((await cardNames()).slice(0, 2)).toEqual([name(1), name(2)]);

    const pages = page.getByRole('navigation', { name: 'Pages of team members' });
    expect(await pages.textContent()).toContain('Page 1 of 2');
    await pages.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await cards()
      .filter({ hasText: name(30) })
      .waitFor();
    expect(await cardNames()).toEqual([25, 26, 27, 28, 29, 30].map(name));

    await choose('team-sort', 'Name Z–A');
    await page.waitForURL(/sort=-name/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await cards()
      .first()
      .filter({ hasText: name(30) })
      .waitFor();
    expect((await cardNames()).slice(0, 2)).toEqual([name(30), name(29)]);

    await choose('visibility-filter', /^Hidden \(1\)$/);
    await page.waitForURL(/visibility=hidden/);
    await page.getByText('1 member', { exact: true }).waitFor();
    expect(await cardNames()).toEqual([name(5)]);
    expect(await cards().getByTestId('visibility-badge').textContent()).toBe('Hidden');
    await expectAccessible(page);

    // A reload (or the link shared) shows the same list.
    const address = page.url();
    await page.reload();
    await page.getByText('1 member', { exact: true }).waitFor();
    expect(page.url()).toBe(address);
    expect(await cardNames()).toEqual([name(5)]);
    expect(await search().inputValue()).toBe(`Bulk ${suffix}`);

    // Nothing matches: one way back to every member.
    await search().fill(`nothing ${suffix}`);
    await page.getByRole('heading', { name: 'No team members match' }).waitFor();
    await page.getByRole('button', { name: 'Show all members' }).click();
    await page.getByText(`${total} members`, { exact: true }).waitFor();
    // The filters are gone; the order chosen stays.
    expect(new URL(page.url()).search).toBe('?sort=-name');
    expect(browser.errors).toEqual([]);
  });

  it('shows a compact table instead of cards, remembered, with the same actions', async () => {
    await openScreen(page, `/manager/team?search=Bulk+${suffix}&sort=name`, {
      heading: 'Team Members',
      item: 'team-admin-card',
    });
    const layout = page.getByRole('group', { name: 'Show team members as' });
    await layout.getByRole('button', { name: 'Table' }).click();
    const rows = page.getByTestId('team-admin-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(24);
    expect(await cards().count()).toBe(0);
    expect(await layout.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const hidden = rows.filter({ hasText: name(5) });
    expect(await hidden.getByTestId('visibility-badge').textContent()).toBe('Hidden');
    expect(await hidden.textContent()).toContain('105');
    await expectAccessible(page);
    await screenshot(page, 'team-list-table-1440', { viewport: true });

    // Remembered: the next visit opens the table.
    await page.reload();
    await rows.first().waitFor();
    // The row's Edit opens the member's dialog, as the card's does.
    await rows
      .filter({ hasText: name(1) })
      .getByRole('button', { name: `Edit ${name(1)}`, exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit Team Member' }).waitFor();
    expect(await dialog.getByLabel('Name').inputValue()).toBe(name(1));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await horizontalScrollProblems(page)).toEqual([]);
    await screenshot(page, 'team-list-table-390', { viewport: true });
    await layout.getByRole('button', { name: 'Cards' }).click();
    await cards().first().waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(browser.errors).toEqual([]);
  });

  it('fits a phone and a wide screen, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await openScreen(page, `/manager/team?search=Bulk+${suffix}`, {
          heading: 'Team Members',
          item: 'team-admin-card',
        });
        await usePreferences(page, { theme });
        await cards().first().waitFor();
        if (width === 390) expect(await horizontalScrollProblems(page)).toEqual([]);
        await screenshot(page, `team-list-${theme}-${width}`, { viewport: true });
      }
    }
    expect(browser.errors).toEqual([]);
  });
});
