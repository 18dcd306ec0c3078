import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  type Browser,
  expectAccessible,
  openBrowser,
  screenshot,
  signIn,
  visitorAddress,
} from './browser';

const suffix = randomBytes(3).toString('hex');
const ALPHA = `Alpha Role ${suffix}`;
const BETA = `Beta Role ${suffix}`;
/** More than one page of 50 on the first job. */
const ALPHA_APPLICANTS = 55;
const alpha = (index: number) => `Alpha ${String(index).padStart(2, '0')}`;
const BETA_NAMES = ['Beta Uno', 'Beta Dos', 'Beta Tres'];
const BETA_PHONE = '+994 50 777 12 34';

let browser: Browser;
let page: Page;
const jobIds: Record<string, number> = {};

async function seed(setup: Page) {
  const headers = await adminHeaders(setup);
  for (const title of [ALPHA, BETA]) {
    const created = await setup.request.post('/api/jobs', {
      headers,
      data: {
        title,
        department: 'Operations',
        location: 'Baku, Azerbaijan',
        description: 'Applicants across jobs.',
        requirements: 'Patience',
        responsibilities: 'Sorting',
      },
    });
    expect(created.status()).toBe(201);
    jobIds[title] = ((await created.json()) as { id: number }).id;
  }
  const apply = async (jobId: number, first: string, last: string, email: string, phone = '') => {
    const response = await setup.request.post('/api/jobs/applications/upload', {
      headers: { 'X-Forwarded-For': visitorAddress() },
      multipart: {
        first_name: first,
        last_name: last,
        email,
        phone,
        consent: 'true',
        job_id: String(jobId),
      },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  // One at a time (oldest first), each from its own address: at most 10 per hour from one.
  for (let index = 1; index <= ALPHA_APPLICANTS; index += 1) {
    const [first, last] = alpha(index).split(' ') as [string, string];
    await apply(jobIds[ALPHA]!, first, last, `alpha${index}.${suffix}@example.com`);
  }
  const betaIds: number[] = [];
  for (const [index, full] of BETA_NAMES.entries()) {
    const [first, last] = full.split(' ') as [string, string];
    betaIds.push(
      await apply(
        jobIds[BETA]!,
        first,
        last,
        `beta${index}.${suffix}@example.com`,
        index === 1 ? BETA_PHONE : '',
      ),
    );
  }
  // Beta Uno is under review.
  const response = await setup.request.put(`/api/job-applications/${betaIds[0]}/status`, {
    headers,
    data: { status: 'reviewing' },
  });
  expect(response.status()).toBe(200);
}

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page();
  await seed(page);
  await signIn(page);
}, 180_000);

afterAll(async () => {
  await browser.close();
});

async function openAllApplicants(target: Page, query = '') {
  await target.goto(`/manager/applicants${query}`);
  await target.getByRole('heading', { level: 1, name: 'All Applicants' }).waitFor();
}

const rowNames = (target: Page) => target.getByTestId('applicant-name').allTextContents();

/** Waits until the table shows these names, in this order. */
async function expectRows(target: Page, names: string[]) {
  await expect.poll(() => rowNames(target), { timeout: 10_000 }).toEqual(names);
}

const count = (target: Page, key: string) =>
  target.getByTestId(`count-${key}`).locator('[data-slot="count"]').textContent();

async function chooseJob(target: Page, title: string) {
  await target.getByRole('combobox', { name: 'Filter by job', exact: true }).click();
  await target.getByRole('option', { name: title, exact: true }).click();
}

describe('all applicants, across jobs', () => {
  it('is in the sidebar, lists every job’s applicants newest first and filters by job', async () => {
    await page.goto('/manager/jobs');
    await page.getByRole('link', { name: 'Applicants', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'All Applicants' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/manager/applicants');
    await page.getByTestId('applicants-table').waitFor();

    const total = ALPHA_APPLICANTS + BETA_NAMES.length;
    expect(await count(page, 'total')).toBe(String(total));
    expect(await count(page, 'reviewing')).toBe('1');
    const names = await rowNames(page);
    expect(names).toHaveLength(50);
    expect(names.slice(0, 4)).toEqual(['Beta Tres', 'Beta Dos', 'Beta Uno', alpha(55)]);
    expect(await page.getByTestId('row-job').first().textContent()).toBe(BETA);
    expect(await page.getByTestId('filter-summary').textContent()).toBe(
      `Showing ${total} of ${total}`,
    );

    await chooseJob(page, BETA);
    await expectRows(page, ['Beta Tres', 'Beta Dos', 'Beta Uno']);
    expect(new URL(page.url()).searchParams.get('job')).toBe(String(jobIds[BETA]));
    expect(await count(page, 'total')).toBe('3');
    expect(await page.getByText('Page 1 of 2').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'manager-all-applicants');

    // The job's title leads to that job's applicants.
    await page.getByTestId('row-job').first().getByRole('link').click();
    await page.waitForURL(`**/manager/${jobIds[BETA]}/applicants`);
    await page.getByRole('heading', { level: 1, name: BETA }).waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('filters by status from a count card and finds a phone number', async () => {
    await openAllApplicants(page, `?job=${jobIds[BETA]}`);
    await page.getByTestId('applicants-table').waitFor();
    const reviewing = page.getByTestId('count-reviewing').getByRole('button');
    await reviewing.click();
    await expectRows(page, ['Beta Uno']);
    expect(await reviewing.getAttribute('aria-pressed')).toBe('true');
    expect(page.url()).toContain('status=reviewing');
    // The other cards still count under the job.
    expect(await count(page, 'pending')).toBe('2');

    await page.getByRole('button', { name: 'Clear Filters', exact: true }).click();
    expect(new URL(page.url()).search).toBe('');
    await page
      .getByTestId('filter-summary')
      .getByText(/of 58$/)
      .waitFor();
    await page
      .getByRole('searchbox', { name: 'Search applicants by name, email or phone' })
      .fill('  777 12 ');
    await expectRows(page, ['Beta Dos']);
    expect(await count(page, 'total')).toBe('1');
    await page
      .getByRole('searchbox', { name: 'Search applicants by name, email or phone' })
      .fill('  ALPHA 0');
    await page.getByTestId('filter-summary').getByText('Showing 9 of').waitFor();
    await page
      .getByRole('searchbox', { name: 'Search applicants by name, email or phone' })
      .fill('nobody-like-this');
    await page.getByText('No applications match your filters.').waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('pages on the server, keeps job and page across a reload, and reviews across the pages', async () => {
    await openAllApplicants(page);
    await page.getByTestId('applicants-table').waitFor();
    await chooseJob(page, ALPHA);
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await expectRows(page, [alpha(5), alpha(4), alpha(3), alpha(2), alpha(1)]);
    expect(page.url()).toContain('page=2');
    expect(page.url()).toContain(`job=${jobIds[ALPHA]}`);

    await page.reload();
    await page.getByTestId('applicants-table').waitFor();
    await page.getByText('Page 2 of 2').waitFor();
    await expectRows(page, [alpha(5), alpha(4), alpha(3), alpha(2), alpha(1)]);
    expect(
      await page.getByRole('combobox', { name: 'Filter by job', exact: true }).textContent(),
    ).toBe(ALPHA);
    expect(await page.getByTestId('filter-summary').textContent()).toBe('Showing 55 of 55');

    // Sorting by name asks the server again, from the first page.
    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    await nameHeader.getByRole('button').click();
    await page.getByText('Page 1 of 2').waitFor();
    await expect
      .poll(async () => (await rowNames(page)).slice(0, 3))
      .toEqual([alpha(1), alpha(2), alpha(3)]);
    await page.goBack();
    await page.getByText('Page 2 of 2').waitFor();
    await expectRows(page, [alpha(5), alpha(4), alpha(3), alpha(2), alpha(1)]);

    await page.getByRole('button', { name: alpha(3), exact: true }).click();
    const dialog = page.getByRole('dialog');
    const shown = dialog.getByRole('heading', { level: 2 });
    const position = dialog.getByTestId('review-position');
    await dialog.getByText(`alpha3.${suffix}@example.com`).first().waitFor();
    expect(await position.textContent()).toBe('53 of 55');
    await page.keyboard.press('j');
    await dialog.getByText('54 of 55').waitFor();
    expect(await shown.textContent()).toBe(alpha(2));
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await dialog.getByText('52 of 55').waitFor();
    // Before the first of page 2 comes the last of page 1, and back.
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await dialog.getByText('50 of 55').waitFor();
    expect(await shown.textContent()).toBe(alpha(6));
    await page.getByText('Page 1 of 2').waitFor();
    await page.keyboard.press('j');
    await dialog.getByText('51 of 55').waitFor();
    await page.keyboard.press('j');
    await dialog.getByText('52 of 55').waitFor();
    expect(await shown.textContent()).toBe(alpha(4));

    await dialog.getByRole('combobox', { name: `Status of ${alpha(4)}` }).click();
    await page.getByRole('option', { name: 'Accepted', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Change the status to “Accepted”?' });
    await confirm.getByRole('button', { name: 'Change status', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Application status updated successfully').first().waitFor();
    expect(await dialog.locator('[data-status]').first().getAttribute('data-status')).toBe(
      'accepted',
    );
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => count(page, 'accepted')).toBe('1');
    expect(browser.errors).toEqual([]);
  });

  it('selects across jobs for a bulk status change, and shows each card’s job', async () => {
    await openAllApplicants(page);
    await page.getByTestId('applicants-table').waitFor();
    const total = ALPHA_APPLICANTS + BETA_NAMES.length;
    await page.getByTestId('select-page').click();
    expect(await page.getByTestId('bulk-count').textContent()).toBe('50 selected');
    await page.getByRole('button', { name: `Select all ${total} matching applicants` }).click();
    await page.getByText(`${total} selected`).waitFor();
    // The export is a job's: across jobs the bar offers the status change only.
    expect(await page.getByTestId('bulk-bar').getByRole('button', { name: 'Export' }).count()).toBe(
      0,
    );
    await page.getByRole('button', { name: 'Clear selection' }).click();
    expect(await page.getByTestId('bulk-bar').count()).toBe(0);

    await page.getByRole('button', { name: 'Cards', exact: true }).click();
    const first = page.getByTestId('applicant-card').first();
    expect(await first.getByTestId('card-job').textContent()).toBe(BETA);
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await page.getByTestId('applicants-table').waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('fits a 390 px phone without sideways scrolling', async () => {
    const phone = await browser.page({ width: 390, height: 844 });
    await openAllApplicants(phone, `?job=${jobIds[BETA]}`);
    await phone.getByTestId('applicants-table').waitFor();
    await expectRows(phone, ['Beta Tres', 'Beta Dos', 'Beta Uno']);
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'manager-all-applicants-390');
    await phone.close();
    expect(browser.errors).toEqual([]);
  });
});
