import { randomBytes } from 'node:crypto';
import type { Dashboard } from '@app/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  type Browser,
  createStaff,
  expectAccessible,
  openBrowser,
  screenshot,
  signIn,
  usePreferences,
} from './browser';
import { horizontalScrollProblems } from './layout-checks';

const suffix = randomBytes(3).toString('hex');
const JOB_TITLE = `Dashboard Analyst ${suffix}`;
const ARTICLE_TITLE = `Dashboard news ${suffix}`;
const WELCOME = 'Welcome to the Management Dashboard';

let browser: Browser;
let setup: Page;
let jobId: number;
/** The admin's figures before this file added its own. */
let before: Required<Dashboard>;

const figures = async (page: Page) => {
  const response = await page.request.get('/api/dashboard', { headers: await adminHeaders(page) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Required<Dashboard>;
};

async function apply(page: Page, name: string) {
  const response = await page.request.post('/api/jobs/applications/upload', {
    multipart: {
      first_name: name,
      last_name: 'Tester',
      email: `${name.toLowerCase()}.${suffix}@example.com`,
      consent: 'true',
      job_id: String(jobId),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The number a stat card shows. */
const stat = async (page: Page, testId: string) =>
  Number(await page.getByTestId(`${testId}-value`).textContent());

beforeAll(async () => {
  browser = await openBrowser();
  setup = await browser.page();
  before = await figures(setup);
  const headers = await adminHeaders(setup);
  const job = await setup.request.post('/api/jobs', {
    headers,
    data: {
      title: JOB_TITLE,
      department: 'Data',
      location: 'Baku',
      description: 'Count what matters.',
      requirements: 'SQL',
      responsibilities: 'Report',
      application_deadline: '2099-06-30',
    },
  });
  expect(job.status()).toBe(201);
  jobId = ((await job.json()) as { id: number }).id;
  // Three applications; one of them is already being reviewed.
  await apply(setup, 'Aynur');
  await apply(setup, 'Bahram');
  const reviewed = await apply(setup, 'Cavid');
  const status = await setup.request.put(`/api/job-applications/${reviewed}/status`, {
    headers,
    data: { status: 'reviewing' },
  });
  expect(status.status(), await status.text()).toBeLessThan(300);
  const message = await setup.request.post('/api/contact', {
    data: { name: 'Dana', email: `dana.${suffix}@example.com`, message: 'Hello', consent: true },
  });
  expect(message.status()).toBe(201);
  const article = await setup.request.post('/api/news', {
    headers,
    data: {
      title: ARTICLE_TITLE,
      excerpt: 'Soon.',
      content: 'Coming soon.',
      category: 'Company',
      tags: ['news'],
      author: 'Staff',
      published_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  expect(article.status()).toBe(201);
});

afterAll(async () => {
  await browser.close();
});

describe('the dashboard', () => {
  it("shows an admin every area's figures, each linking to its screen", async () => {
    const page = await browser.page();
    await signIn(page);
    await page.goto('/manager/dashboard');
    await page.getByRole('heading', { level: 1, name: WELCOME }).waitFor();
    await page.getByTestId('dashboard-jobs').waitFor();

    expect(await stat(page, 'stat-new-applications')).toBe(before.jobs.new_this_week + 3);
    expect(await stat(page, 'stat-waiting-review')).toBe(before.jobs.waiting_review + 2);
    expect(await stat(page, 'stat-open-jobs')).toBe(before.jobs.per_job.length + 1);
    expect(await stat(page, 'stat-new-messages')).toBe(before.chat.new_messages + 1);
    expect(await stat(page, 'stat-scheduled')).toBe(before.content.scheduled + 1);
    expect(await stat(page, 'stat-published')).toBe(before.content.published);

    // The job's row: 3 applications, all new this week, 2 waiting, and its deadline.
    const row = page
      .getByTestId('dashboard-per-job')
      .getByRole('row')
      .filter({ hasText: JOB_TITLE });
    expect(
      await row.getByRole('cell').evaluateAll((cells) => cells.map((cell) => cell.textContent)),
    ).toEqual(['3', '3', '2', '30 Jun 2099']);
    // Today's bar counts the 3 applications (and any of the seed's from today).
    const today = before.jobs.applications_per_day.at(-1)!.count + 3;
    const bars = page.getByTestId('day-chart').first().locator('[data-count]');
    expect(await bars.count()).toBe(14);
    expect(await bars.last().getAttribute('data-count')).toBe(String(today));
    await expectAccessible(page);
    await screenshot(page, 'dashboard-admin');

    // Each figure leads to the screen it counts, filtered.
    await page.getByTestId('stat-new-messages').click();
    await page.getByRole('heading', { level: 1, name: 'Contact Inbox' }).waitFor();
    const inbox = new URL(page.url());
    expect(inbox.pathname).toBe('/manager/inbox');
    expect(inbox.searchParams.get('status')).toBe('new');
    await page.getByText('Dana').first().waitFor();

    await page.goBack();
    await page.getByTestId('stat-scheduled').click();
    await page.getByRole('heading', { level: 1, name: 'News Management' }).waitFor();

    await page.goBack();
    await row.getByRole('link', { name: JOB_TITLE }).click();
    await page.waitForURL(`**/manager/${jobId}/applicants`);
    await page.getByText('Aynur').first().waitFor();
    await page.close();
  });

  it('shows a recruiter the jobs figures only', async () => {
    const page = await browser.page();
    await signIn(page, await createStaff(page, 4));
    await page.goto('/manager/dashboard');
    await page.getByTestId('dashboard-jobs').waitFor();
    expect(await stat(page, 'stat-new-applications')).toBe(before.jobs.new_this_week + 3);
    expect(await page.getByTestId('dashboard-content').count()).toBe(0);
    expect(await page.getByTestId('dashboard-chat').count()).toBe(0);
    await page.close();
  });

  it('shows an editor the content figures only', async () => {
    const page = await browser.page();
    await signIn(page, await createStaff(page, 3));
    await page.goto('/manager/dashboard');
    await page.getByTestId('dashboard-content').waitFor();
    expect(await stat(page, 'stat-scheduled')).toBe(before.content.scheduled + 1);
    expect(await page.getByTestId('dashboard-jobs').count()).toBe(0);
    expect(await page.getByTestId('dashboard-chat').count()).toBe(0);
    await page.close();
  });

  it('fits a 390 px phone, light and dark, without scrolling sideways', async () => {
    const page = await browser.page({ width: 390, height: 844 });
    await signIn(page);
    await page.goto('/manager/dashboard');
    for (const theme of ['light', 'dark'] as const) {
      await usePreferences(page, { theme });
      await page.getByTestId('dashboard-per-job').waitFor();
      expect(await horizontalScrollProblems(page)).toEqual([]);
      await screenshot(page, `dashboard-phone-${theme}`);
    }
    await page.close();
  });
});
