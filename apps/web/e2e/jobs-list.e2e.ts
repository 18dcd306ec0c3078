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
 * Job Management with more jobs than a page: the server pages, searches, filters by state and
 * by the active switch and sorts, and the address keeps it all (a reload or a shared link shows
 * the same).
 */

const suffix = randomBytes(3).toString('hex');
const two = (n: number) => String(n).padStart(2, '0');
const title = (n: number) => `Opening ${suffix} ${two(n)}`;
/** Four with a deadline: 04 the soonest, then 03, 09 and 12. */
const DEADLINES: Record<number, string> = {
  3: '2031-01-10',
  4: '2030-06-01',
  9: '2032-03-15',
  12: '2033-11-30',
};

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page({ width: 1440, height: 900 });
  // A recruiter: staff who manage jobs.
  await signIn(page, await createStaff(page, 4));
  const headers = await adminHeaders(page);
  // Made in order: the newest first is 30 down to 1.
  for (let n = 1; n <= 30; n += 1) {
    const created = await page.request.post('/api/jobs', {
      headers,
      data: {
        title: title(n),
        department: 'Quality',
        location: 'Remote',
        description: `Opening number ${n}.`,
        requirements: 'Care\nCuriosity',
        responsibilities: 'Testing',
        ...(DEADLINES[n] && { application_deadline: DEADLINES[n] }),
        ...(n === 5 && { publication: 'draft' }),
        ...(n === 7 && { is_active: false }),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
});
afterAll(async () => browser.close());

const cards = () => page.getByTestId('job-admin-card');
const cardTitles = () => cards().getByRole('heading', { level: 2 }).allTextContents();
const search = () => page.getByRole('searchbox', { name: 'Search jobs' });
const choose = (testId: string, option: string | RegExp) => chooseOption(page, testId, option);
const openJobs = (query = '') =>
  openScreen(page, `/manager/jobs${query}`, { heading: 'Job Management', item: 'job-admin-card' });

describe('Job Management’s list at volume (as a recruiter)', () => {
  it('searches, pages, filters by state and active switch and sorts on the server, kept in the address', async () => {
    await openJobs();
    const all = await page.request.get('/api/jobs/manage', { headers: await adminHeaders(page) });
    const total = ((await all.json()) as { total: number }).total;
    await page.getByText(`${total} jobs`, { exact: true }).waitFor();
    expect(await cards().count()).toBe(24);

    await search().fill(`Opening ${suffix}`);
    await page.waitForURL(/search=Opening/);
    await page.getByText('30 jobs', { exact: true }).waitFor();
    // Newest first, as before.
    expect((await cardTitles()).slice(0, 2)).toEqual([title(30), title(29)]);

    const pages = page.getByRole('navigation', { name: 'Pages of jobs' });
    expect(await pages.textContent()).toContain('Page 1 of 2');
    await pages.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await cards()
      .filter({ hasText: title(1) })
      .waitFor();
    expect(await cardTitles()).toEqual([6, 5, 4, 3, 2, 1].map(title));

    await choose('job-sort', 'Title A–Z');
    await page.waitForURL(/sort=title/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await cards()
      .first()
      .filter({ hasText: title(1) })
      .waitFor();
    expect((await cardTitles()).slice(0, 2)).toEqual([title(1), title(2)]);
    await choose('job-sort', 'Deadline soonest first');
    await page.waitForURL(/sort=application_deadline/);
    await cards()
      .first()
      .filter({ hasText: title(4) })
      .waitFor();
    // The soonest deadline first; those without one after, newest first.
    expect((await cardTitles()).slice(0, 5)).toEqual([4, 3, 9, 12, 30].map(title));

    await choose('phase-filter', /^Draft \(1\)$/);
    await page.waitForURL(/state=draft/);
    await page.getByText('1 job', { exact: true }).waitFor();
    expect(await cardTitles()).toEqual([title(5)]);
    await expectAccessible(page);

    await choose('phase-filter', /^All \(30\)$/);
    await page.getByText('30 jobs', { exact: true }).waitFor();
    await choose('job-active-filter', 'Inactive');
    await page.waitForURL(/active=inactive/);
    await page.getByText('1 job', { exact: true }).waitFor();
    expect(await cardTitles()).toEqual([title(7)]);
    expect(await cards().first().getByTestId('job-activity').textContent()).toBe('Inactive');
    expect(await cards().first().getByRole('button', { name: 'Enable' }).isVisible()).toBe(true);

    // A reload (or the link shared) shows the same list.
    const address = page.url();
    await page.reload();
    await page.getByText('1 job', { exact: true }).waitFor();
    expect(page.url()).toBe(address);
    expect(await cardTitles()).toEqual([title(7)]);
    expect(await search().inputValue()).toBe(`Opening ${suffix}`);
    expect(await page.getByTestId('job-active-filter').textContent()).toBe('Inactive');
    await screenshot(page, 'jobs-list-filtered-1440', { viewport: true });

    // Nothing matches: one way back to every job.
    await search().fill(`nothing ${suffix}`);
    await page.getByRole('heading', { name: 'No jobs match' }).waitFor();
    await page.getByRole('button', { name: 'Show all jobs' }).click();
    await page.getByText(`${total} jobs`, { exact: true }).waitFor();
    // The filters are gone; the order chosen stays.
    expect(new URL(page.url()).search).toBe('?sort=application_deadline');
    expect(browser.errors).toEqual([]);
  });

  it('shows a compact table instead of cards, remembered, with the same actions', async () => {
    await openJobs(`?search=Opening+${suffix}&sort=title`);
    const layout = page.getByRole('group', { name: 'Show jobs as' });
    await layout.getByRole('button', { name: 'Table' }).click();
    const rows = page.getByTestId('job-admin-row');
    const row = (n: number) => rows.filter({ hasText: title(n) });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(24);
    expect(await cards().count()).toBe(0);
    expect(await layout.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await row(5).getByTestId('draft-badge').count()).toBe(1);
    expect(await row(7).getByTestId('job-activity').textContent()).toBe('Inactive');
    expect(await row(4).textContent()).toContain('1 Jun 2030');
    expect(await row(1).textContent()).toContain('Quality · Remote');
    const applicants = row(1).getByRole('link', { name: 'View Applicants' });
    expect(await applicants.getAttribute('href')).toMatch(/^\/manager\/\d+\/applicants$/);
    await expectAccessible(page);
    await screenshot(page, 'jobs-list-table-1440', { viewport: true });

    // Remembered: the next visit opens the table.
    await page.reload();
    await rows.first().waitFor();
    // The row's Edit opens the job's dialog, as the card's does.
    await row(1).getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Edit Job' }).waitFor();
    expect(await dialog.getByLabel(/^Title/).inputValue()).toBe(title(1));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Disable and Enable, as on the card.
    await row(2).getByRole('button', { name: 'Disable', exact: true }).click();
    await page.getByText('Job status updated successfully', { exact: true }).first().waitFor();
    await row(2).getByRole('button', { name: 'Enable', exact: true }).waitFor();
    expect(await row(2).getByTestId('job-activity').textContent()).toBe('Inactive');

    // Delete asks first; the list and its count follow.
    await row(2).getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this job?' });
    await confirm.getByRole('button', { name: 'Delete job' }).click();
    await page.getByText('Job deleted successfully', { exact: true }).first().waitFor();
    await page.getByText('29 jobs', { exact: true }).waitFor();
    await row(2).waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 390, height: 900 });
    expect(await horizontalScrollProblems(page)).toEqual([]);
    await screenshot(page, 'jobs-list-table-390', { viewport: true });
    await layout.getByRole('button', { name: 'Cards' }).click();
    await cards().first().waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(browser.errors).toEqual([]);
  });

  it('fits a phone and a wide screen, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await openJobs(`?search=Opening+${suffix}`);
        await usePreferences(page, { theme });
        await cards().first().waitFor();
        if (width === 390) expect(await horizontalScrollProblems(page)).toEqual([]);
        if (theme === 'dark' && width === 1440) await expectAccessible(page);
        await screenshot(page, `jobs-list-${theme}-${width}`, { viewport: true });
      }
    }
    await usePreferences(page, { theme: 'light' });
    expect(browser.errors).toEqual([]);
  });
});
