import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
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
import { horizontalScrollProblems } from './layout-checks';

const suffix = randomBytes(3).toString('hex');
const JOB_TITLE = `Bulk Role ${suffix}`;
/** More than one page of 50. */
const APPLICANTS = 55;
const name = (index: number) => `Bulk ${String(index).padStart(2, '0')}`;

let browser: Browser;
let page: Page;
let jobId: number;
let headers: Record<string, string>;
let folder: string;

async function seed(setup: Page) {
  headers = await adminHeaders(setup);
  const created = await setup.request.post('/api/jobs', {
    headers,
    data: {
      title: JOB_TITLE,
      department: 'Operations',
      location: 'Baku',
      description: 'Many applicants.',
      requirements: 'Patience',
      responsibilities: 'Sorting',
    },
  });
  expect(created.status()).toBe(201);
  jobId = ((await created.json()) as { id: number }).id;
  for (let index = 1; index <= APPLICANTS; index += 1) {
    const response = await setup.request.post('/api/jobs/applications/upload', {
      headers: { 'X-Forwarded-For': visitorAddress() },
      multipart: {
        first_name: 'Bulk',
        last_name: String(index).padStart(2, '0'),
        email: `bulk${index}.${suffix}@example.com`,
        consent: 'true',
        job_id: String(jobId),
      },
    });
    expect(response.status()).toBe(201);
  }
}

/** Each applicant's status by name, as the API has it. */
async function statuses() {
  const list = await page.request.get(`/api/jobs/${jobId}/with-applicants`, { headers });
  const { applications } = (await list.json()) as {
    applications: { first_name: string; last_name: string; status: string }[];
  };
  return new Map(applications.map((one) => [`${one.first_name} ${one.last_name}`, one.status]));
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'bulk-export-'));
  browser = await openBrowser();
  page = await browser.page();
  await seed(page);
  await signIn(page);
}, 120_000);

afterAll(async () => {
  await browser.close();
  await rm(folder, { recursive: true, force: true });
});

async function openTable(target: Page) {
  await target.goto(`/manager/${jobId}/applicants`);
  await target.getByRole('heading', { level: 1 }).waitFor();
  await target.getByRole('button', { name: 'Table', exact: true }).click();
  await target.getByTestId('applicants-table').waitFor();
}

const rowBox = (target: Page, index: number) =>
  target.getByRole('checkbox', { name: `Select ${name(index)}`, exact: true });
const count = (target: Page) => target.getByTestId('bulk-count').textContent();
/** The pending status e-mails (not the staff notices of the applications), as text. */
async function statusEmails() {
  const answer = await page.request.get('/api/mail-outbox?status=pending&per_page=100', {
    headers,
  });
  const mails = (await answer.json()) as { kind: string }[];
  return JSON.stringify(mails.filter((mail) => mail.kind === 'application-status'));
}

const openToasts = (target: Page) => target.locator('li[data-state="open"]');

describe('bulk actions on the applicants', () => {
  it('selects a range with Shift, a page, and every matching applicant', async () => {
    await openTable(page);
    expect(await page.getByTestId('bulk-bar').count()).toBe(0);
    // Newest first: 55, 54, 53, ...
    await rowBox(page, 55).click();
    await rowBox(page, 52).click({ modifiers: ['Shift'] });
    expect(await count(page)).toBe('4 selected');
    for (const index of [55, 54, 53, 52]) {
      expect(await rowBox(page, index).getAttribute('aria-checked')).toBe('true');
    }
    expect(await rowBox(page, 51).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('select-page').getAttribute('aria-checked')).toBe('mixed');
    await expectAccessible(page);

    await page.getByTestId('select-page').click();
    expect(await count(page)).toBe('50 selected');
    await page
      .getByRole('button', { name: `Select all ${APPLICANTS} matching applicants` })
      .click();
    expect(await count(page)).toBe(`${APPLICANTS} selected`);
    await page.getByText('All matching applicants are selected').waitFor();

    // A filter shows only the selected that it keeps; Escape in the bar clears the selection.
    await page.getByRole('searchbox').fill('Bulk 0');
    await page.getByText('9 selected').waitFor();
    await page.getByRole('button', { name: 'Clear selection' }).focus();
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('bulk-bar').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it('rejects the selection with the e-mail, in one toast, and undoes it', async () => {
    await openTable(page);
    await rowBox(page, 50).click();
    await rowBox(page, 48).click({ modifiers: ['Shift'] });
    expect(await count(page)).toBe('3 selected');
    await page.getByTestId('bulk-status-rejected').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Move 3 applicants to “Rejected”?' }).waitFor();
    await dialog.getByLabel('Send the e-mail to the candidates').click();
    await screenshot(page, 'manager-applicants-bulk-dialog');
    await dialog.getByRole('button', { name: 'Move 3 applicants' }).click();

    await openToasts(page).getByText('3 applicants moved to Rejected').waitFor();
    expect(await openToasts(page).count()).toBe(1);
    const now = await statuses();
    expect([48, 49, 50].map((index) => now.get(name(index)))).toEqual([
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(now.get(name(47))).toBe('pending');
    const outbox = await statusEmails();
    for (const index of [48, 49, 50]) expect(outbox).toContain(`bulk${index}.${suffix}`);

    await openToasts(page).getByRole('button', { name: 'Undo' }).click();
    await openToasts(page)
      .getByText('Undone: 3 applicants have their previous status again')
      .waitFor();
    const back = await statuses();
    expect([48, 49, 50].map((index) => back.get(name(index)))).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    const after = await statusEmails();
    for (const index of [48, 49, 50]) expect(after).not.toContain(`bulk${index}.${suffix}`);
    const row = page.getByTestId('applicant-row').filter({ hasText: name(49) });
    await row.getByText('Pending').waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('exports exactly the selected applicants', async () => {
    await openTable(page);
    await page.getByTestId('bulk-bar').waitFor({ state: 'detached' });
    await rowBox(page, 30).click();
    await rowBox(page, 12).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export selection' }).click(),
    ]);
    const file = path.join(folder, download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('Applicants')!;
    expect(sheet.rowCount).toBe(3);
    const names = [2, 3].map((row) => {
      const values = sheet.getRow(row).values as unknown[];
      return `${String(values[1])} ${String(values[2])}`;
    });
    expect(names).toEqual([name(30), name(12)]);
    expect(browser.errors).toEqual([]);
  });

  it('selects cards on a phone, without scrolling sideways', async () => {
    const phone = await browser.page({ width: 390, height: 844 });
    await phone.goto(`/manager/${jobId}/applicants`);
    await phone.getByRole('heading', { level: 1 }).waitFor();
    await phone.getByRole('button', { name: 'Cards', exact: true }).click();
    await phone.getByTestId('applicant-card').first().waitFor();
    await phone.getByRole('checkbox', { name: `Select ${name(55)}`, exact: true }).click();
    await phone
      .getByRole('checkbox', { name: `Select ${name(53)}`, exact: true })
      .click({ modifiers: ['Shift'] });
    expect(await count(phone)).toBe('3 selected');
    await phone.getByTestId('bulk-bar').scrollIntoViewIfNeeded();
    expect(await horizontalScrollProblems(phone)).toEqual([]);
    await screenshot(phone, 'manager-applicants-bulk-390', { viewport: true });
    await phone.close();
    expect(browser.errors).toEqual([]);
  });
});
