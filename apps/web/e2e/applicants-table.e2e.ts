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

/** The lists answer from the server: what they show is waited for. */
const POLL = { timeout: 10_000 };

const suffix = randomBytes(3).toString('hex');
const JOB_TITLE = `Volume Role ${suffix}`;
/** More than one page of 50. */
const APPLICANTS = 60;
const name = (index: number) => `Tester ${String(index).padStart(2, '0')}`;
/** Three are rated, two are under review. */
const RATINGS: Record<number, number> = { 5: 5, 10: 4, 15: 2 };
const REVIEWING = [20, 21];

let browser: Browser;
let page: Page;
let jobId: number;

async function seed(setup: Page) {
  const headers = await adminHeaders(setup);
  const created = await setup.request.post('/api/jobs', {
    headers,
    data: {
      title: JOB_TITLE,
      department: 'Operations',
      location: 'Dubai, UAE',
      description: 'Many applicants.',
      requirements: 'Patience',
      responsibilities: 'Sorting',
    },
  });
  expect(created.status()).toBe(201);
  jobId = ((await created.json()) as { id: number }).id;
  // One at a time (oldest first), each from its own address: at most 10 per hour from one.
  for (let index = 1; index <= APPLICANTS; index += 1) {
    const response = await setup.request.post('/api/jobs/applications/upload', {
      headers: { 'X-Forwarded-For': visitorAddress() },
      multipart: {
        first_name: 'Tester',
        last_name: String(index).padStart(2, '0'),
        email: `tester${index}.${suffix}@example.com`,
        consent: 'true',
        job_id: String(jobId),
      },
    });
    expect(response.status()).toBe(201);
  }
  const list = await setup.request.get(`/api/jobs/${jobId}/with-applicants`, { headers });
  const { applications } = (await list.json()) as {
    applications: { id: number; first_name: string; last_name: string }[];
  };
  const idOf = (index: number) =>
    applications.find((one) => `${one.first_name} ${one.last_name}` === name(index))!.id;
  for (const [index, rating] of Object.entries(RATINGS)) {
    const response = await setup.request.put(
      `/api/job-applications/${idOf(Number(index))}/review`,
      {
        headers,
        data: { notes: '', rating },
      },
    );
    expect(response.status()).toBe(200);
  }
  for (const index of REVIEWING) {
    const response = await setup.request.put(`/api/job-applications/${idOf(index)}/status`, {
      headers,
      data: { status: 'reviewing' },
    });
    expect(response.status()).toBe(200);
  }
}

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page();
  await seed(page);
  await signIn(page);
}, 120_000);

afterAll(async () => {
  await browser.close();
});

async function openApplicants(target: Page, query = '') {
  await target.goto(`/manager/${jobId}/applicants${query}`);
  await target.getByRole('heading', { level: 1 }).waitFor();
}

const rowNames = (target: Page) => target.getByTestId('applicant-name').allTextContents();

const summary = (target: Page) => target.getByTestId('filter-summary').textContent();

/** `DD/MM/YYYY` (the English pattern) of today in UTC, moved by `days`. */
const typedDay = (days = 0) => {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
};

describe('the applicants table', () => {
  it('is remembered across a reload, sorts by name and rating, and pages by 50', async () => {
    await openApplicants(page);
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await page.getByTestId('applicants-table').waitFor();
    await page.reload();
    await page.getByTestId('applicants-table').waitFor();
    expect(
      await page.getByRole('button', { name: 'Table', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');

    // Newest first, 50 on the first page.
    const names = await rowNames(page);
    expect(names).toHaveLength(50);
    expect(names[0]).toBe(name(60));
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    // The first page's rows stay until the second's come.
    await expect.poll(async () => (await rowNames(page)).length, POLL).toBe(10);
    expect((await rowNames(page)).at(-1)).toBe(name(1));
    expect(page.url()).toContain('page=2');

    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    await nameHeader.getByRole('button').click();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    // A new sort starts again on the first page.
    await page.getByText('Page 1 of 2').waitFor();
    await expect
      .poll(async () => (await rowNames(page)).slice(0, 3), POLL)
      .toEqual([name(1), name(2), name(3)]);
    await nameHeader.getByRole('button').click();
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await rowNames(page))[0], POLL).toBe(name(60));

    const ratingHeader = page.getByRole('columnheader', { name: 'Rating' });
    await ratingHeader.getByRole('button').click();
    expect(await ratingHeader.getAttribute('aria-sort')).toBe('descending');
    await expect
      .poll(async () => (await rowNames(page)).slice(0, 3), POLL)
      .toEqual([name(5), name(10), name(15)]);
    expect(await page.getByTestId('row-rating').first().textContent()).toBe('5/5');

    // A row opens the details.
    await page.getByRole('button', { name: name(10), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`tester10.${suffix}@example.com`).first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectAccessible(page);
    await screenshot(page, 'manager-applicants-table');
    expect(browser.errors).toEqual([]);
  });

  it('filters by status from a count card, by a date range and by rating, in the address', async () => {
    await openApplicants(page);
    await page.getByTestId('applicants-table').waitFor();
    const reviewing = page.getByTestId('count-reviewing').getByRole('button');
    await reviewing.click();
    await expect.poll(() => reviewing.getAttribute('aria-pressed'), POLL).toBe('true');
    await expect.poll(() => rowNames(page), POLL).toEqual([name(21), name(20)]);
    expect(page.url()).toContain('status=reviewing');
    // Back goes to the unfiltered list.
    await page.goBack();
    await page.getByText('Page 1 of 2').waitFor();
    await expect.poll(() => reviewing.getAttribute('aria-pressed'), POLL).toBe('false');

    await page.getByRole('combobox', { name: 'Filter by application date', exact: true }).click();
    await page.getByRole('option', { name: 'Custom range', exact: true }).click();
    await page.getByLabel('From', { exact: true }).fill(typedDay(0));
    await page.getByLabel('To', { exact: true }).fill(typedDay(0));
    await expect.poll(() => summary(page), POLL).toBe(`Showing ${APPLICANTS} of ${APPLICANTS}`);
    // Tomorrow to the day after: nobody yet.
    await page.getByLabel('To', { exact: true }).fill(typedDay(2));
    await page.getByLabel('From', { exact: true }).fill(typedDay(1));
    await page.getByText('No applications match your filters.').waitFor();
    await page.getByLabel('From', { exact: true }).fill(typedDay(-1));
    await expect.poll(() => summary(page), POLL).toBe(`Showing ${APPLICANTS} of ${APPLICANTS}`);

    await page.getByRole('combobox', { name: 'Filter by rating', exact: true }).click();
    await page.getByRole('option', { name: '4 stars or more', exact: true }).click();
    await expect.poll(() => rowNames(page), POLL).toEqual([name(10), name(5)]);
    await page.getByText('Not reviewed yet').click();
    await page.getByText('No applications match your filters.').waitFor();
    await page.getByText('Not reviewed yet').click();
    await expect.poll(() => rowNames(page), POLL).toHaveLength(2);

    // A reload (or a shared address) keeps every filter.
    await page.reload();
    await page.getByTestId('applicants-table').waitFor();
    await expect.poll(() => rowNames(page), POLL).toEqual([name(10), name(5)]);
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe(typedDay(-1));
    expect(
      await page.getByRole('combobox', { name: 'Filter by rating', exact: true }).textContent(),
    ).toBe('4 stars or more');

    // One action clears them all.
    await expect(page.getByRole('button', { name: /Clear Filters|Reset/ }).count()).resolves.toBe(
      1,
    );
    await page.getByRole('button', { name: 'Clear Filters', exact: true }).click();
    await expect.poll(() => summary(page), POLL).toBe(`Showing ${APPLICANTS} of ${APPLICANTS}`);
    expect(new URL(page.url()).search).toBe('');
    expect(browser.errors).toEqual([]);
  });

  it('fits a 390 px phone without sideways scrolling', async () => {
    const phone = await browser.page({ width: 390, height: 844 });
    await openApplicants(phone, '?status=reviewing');
    await phone.getByTestId('applicants-table').waitFor();
    await expect.poll(() => rowNames(phone), POLL).toEqual([name(21), name(20)]);
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'manager-applicants-table-390');
    await phone.close();
    expect(browser.errors).toEqual([]);
  });

  it('reviews one applicant after another with J and K across pages, and changes a status', async () => {
    await openApplicants(page);
    await page.getByTestId('applicants-table').waitFor();
    // Newest first: Tester 12 is the 49th of 60, two before the end of the first page.
    await page.getByRole('button', { name: name(12), exact: true }).click();
    const dialog = page.getByRole('dialog');
    const shown = dialog.getByRole('heading', { level: 2 });
    const position = dialog.getByTestId('review-position');
    expect(await shown.textContent()).toBe(name(12));
    expect(await position.textContent()).toBe('49 of 60');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await dialog.getByText('51 of 60').waitFor();
    expect(await shown.textContent()).toBe(name(10));
    await dialog.getByText(`tester10.${suffix}@example.com`).first().waitFor();
    await page.keyboard.press('k');
    await dialog.getByText('50 of 60').waitFor();
    expect(await shown.textContent()).toBe(name(11));
    await expectAccessible(page);

    await dialog.getByRole('combobox', { name: `Status of ${name(11)}` }).click();
    await page.getByRole('option', { name: 'Accepted', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Change the status to “Accepted”?' });
    await confirm.getByRole('button', { name: 'Change status', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByText('Application status updated successfully').first().waitFor();
    expect(await dialog.locator('[data-status]').first().getAttribute('data-status')).toBe(
      'accepted',
    );
    expect(await shown.textContent()).toBe(name(11));
    // (Escape would close the toast first.)
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(
      await page.getByTestId('count-accepted').locator('[data-slot="count"]').textContent(),
    ).toBe('1');
    expect(browser.errors).toEqual([]);
  });
});
