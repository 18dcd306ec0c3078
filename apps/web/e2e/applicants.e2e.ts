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
  createStaff,
  expectAccessible,
  holdRequests,
  openBrowser,
  screenshot,
  signIn,
  usePreferences,
} from './browser';
import { pdfDocument } from './documents';

/** The lists answer from the server: what they show is waited for. */
const POLL = { timeout: 10_000 };

const suffix = randomBytes(3).toString('hex');
const JOB_TITLE = `Data Platform Engineer ${suffix}`;
const EMPTY_JOB_TITLE = `Quiet Role ${suffix}`;
const EARLIER_JOB_TITLE = `Earlier Role ${suffix}`;
/** Where Amira's visit came from. */
const AMIRA_SOURCE = {
  utm_source: 'linkedin',
  utm_medium: 'social',
  utm_campaign: 'data-spring',
  referrer: 'https://www.linkedin.com/',
};
const DAY = 86_400_000;

/** Three applicants; the first sends a cover letter longer than the export keeps, and a PDF. */
const AMIRA = {
  first_name: 'Amira',
  last_name: 'Haddad',
  email: `amira.${suffix}@example.com`,
  phone: '+971 50 123 4567',
  cover_letter: `Dear hiring team,\nI build data platforms. ${'Spark and Kafka pipelines. '.repeat(25)}`,
};
const BRUNO = {
  first_name: 'Bruno',
  last_name: 'Keller',
  email: `bruno.${suffix}@example.com`,
  phone: '+49 30 1234567',
  cover_letter: 'I would love to join the Dubai office.',
  linkedin_url: 'https://www.linkedin.com/in/bruno-keller',
  portfolio_url: 'https://bruno-keller.example.com',
};
const CHEN = {
  first_name: 'Chen',
  last_name: 'Wei',
  email: `chen.${suffix}@sample.org`,
};
const PDF_NAME = `amira-cv-${suffix}.pdf`;

let browser: Browser;
let page: Page;
let folder: string;
let jobId: number;
let emptyJobId: number;
let earlierJobId: number;

async function createJob(setup: Page, title: string) {
  const response = await setup.request.post('/api/jobs', {
    headers: await adminHeaders(setup),
    data: {
      title,
      department: 'Data & AI',
      location: 'Dubai, UAE',
      description: 'Build the data platform of our clients.',
      requirements: 'Spark\nKafka',
      responsibilities: 'Design pipelines\nRun them',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function apply(setup: Page, fields: Record<string, string>, withPdf = false, toJob = jobId) {
  const response = await setup.request.post('/api/jobs/applications/upload', {
    multipart: {
      ...fields,
      consent: 'true',
      job_id: String(toJob),
      ...(withPdf
        ? { documents: { name: PDF_NAME, mimeType: 'application/pdf', buffer: pdfDocument() } }
        : {}),
    },
  });
  expect(response.status()).toBe(201);
}

beforeAll(async () => {
  browser = await openBrowser();
  folder = await mkdtemp(path.join(tmpdir(), 'e2e-applicants-'));
  page = await browser.page();
  jobId = await createJob(page, JOB_TITLE);
  emptyJobId = await createJob(page, EMPTY_JOB_TITLE);
  earlierJobId = await createJob(page, EARLIER_JOB_TITLE);
  // Bruno applied for another job before, with his address in capitals.
  await apply(page, { ...BRUNO, email: BRUNO.email.toUpperCase() }, false, earlierJobId);
  // Oldest first: the screen lists the newest first.
  await apply(page, CHEN);
  await apply(page, BRUNO);
  await apply(page, { ...AMIRA, source: JSON.stringify(AMIRA_SOURCE) }, true);
  await signIn(page);
});

afterAll(async () => {
  await browser.close();
  await rm(folder, { recursive: true, force: true });
});

const card = (target: Page, name: string) =>
  target
    .getByTestId('applicant-card')
    .filter({ has: target.getByRole('heading', { name, exact: true }) });

const cardNames = async (target: Page) =>
  target.getByTestId('applicant-card').getByRole('heading').allTextContents();

async function count(target: Page, key: string) {
  return Number(
    await target.getByTestId(`count-${key}`).locator('[data-slot="count"]').textContent(),
  );
}

async function counts(target: Page) {
  return {
    total: await count(target, 'total'),
    pending: await count(target, 'pending'),
    reviewing: await count(target, 'reviewing'),
    accepted: await count(target, 'accepted'),
    rejected: await count(target, 'rejected'),
  };
}

/** Confirms a status change in its dialog, without the e-mail to the candidate. */
async function confirmStatusChange(target: Page) {
  const dialog = target.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Change status', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function openApplicants(target: Page, id = jobId) {
  await target.goto(`/manager/${id}/applicants`);
  await target.getByRole('heading', { level: 1 }).waitFor();
}

async function choose(target: Page, label: string, option: string) {
  await target.getByRole('combobox', { name: label, exact: true }).click();
  await target.getByRole('option', { name: option, exact: true }).click();
}

describe('the applicants screen', () => {
  it('shows the job, the counts and one card per applicant, newest first', async () => {
    await openApplicants(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(JOB_TITLE);
    expect(await page.getByTestId('application-count').textContent()).toBe('3 applications');
    expect(await page.getByText('Data & AI').first().isVisible()).toBe(true);
    expect(await page.getByText('Dubai, UAE').first().isVisible()).toBe(true);
    expect(await page.title()).toContain(JOB_TITLE);
    expect(await counts(page)).toEqual({
      total: 3,
      pending: 3,
      reviewing: 0,
      accepted: 0,
      rejected: 0,
    });
    await expect
      .poll(() => cardNames(page), POLL)
      .toEqual(['Amira Haddad', 'Bruno Keller', 'Chen Wei']);

    const amira = card(page, 'Amira Haddad');
    expect(await amira.getByRole('link', { name: AMIRA.email }).getAttribute('href')).toBe(
      `mailto:${AMIRA.email}`,
    );
    expect(await amira.getByRole('link', { name: AMIRA.phone }).getAttribute('href')).toBe(
      'tel:+971501234567',
    );
    expect(await amira.getByTestId('applied-ago').textContent()).toBe('Applied today');
    expect(await amira.locator('[data-status]').getAttribute('data-status')).toBe('pending');
    const bruno = card(page, 'Bruno Keller');
    const linkedIn = bruno.getByRole('link', { name: /LinkedIn/ });
    expect(await linkedIn.getAttribute('href')).toBe(BRUNO.linkedin_url);
    expect(await linkedIn.getAttribute('target')).toBe('_blank');
    expect(await bruno.getByRole('link', { name: /Portfolio/ }).getAttribute('href')).toBe(
      BRUNO.portfolio_url,
    );

    await expectAccessible(page);
    await screenshot(page, 'manager-applicants-light');
    await usePreferences(page, { theme: 'dark' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await card(page, 'Amira Haddad').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'manager-applicants-dark');
    await usePreferences(page, { theme: 'light' });
    await page.getByRole('heading', { level: 1 }).waitFor();

    const phone = await browser.page({ width: 390, height: 844 });
    await openApplicants(phone);
    await card(phone, 'Chen Wei').waitFor();
    await screenshot(phone, 'manager-applicants-390');
    await phone.close();
    expect(browser.errors).toEqual([]);
  });

  it('filters by name, email, status and date, and clears the filters', async () => {
    await openApplicants(page);
    const search = page.getByRole('searchbox', { name: 'Search applicants by name or email' });
    expect(await search.getAttribute('placeholder')).toBe('Search applicants by name or email...');

    await search.fill('bruno KEL');
    await expect.poll(() => cardNames(page), POLL).toEqual(['Bruno Keller']);
    await search.fill('SAMPLE.org');
    await expect.poll(() => cardNames(page), POLL).toEqual(['Chen Wei']);
    await search.fill('keller bruno');
    await page.getByText('No applications match your filters.').waitFor();
    expect(await page.getByRole('button', { name: 'Export' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Clear Filters', exact: true }).click();
    expect(await search.inputValue()).toBe('');
    await expect
      .poll(() => cardNames(page), POLL)
      .toEqual(['Amira Haddad', 'Bruno Keller', 'Chen Wei']);

    await choose(page, 'Filter by status', 'Reviewing');
    await page.getByText('No applications match your filters.').waitFor();
    await choose(page, 'Filter by status', 'Pending');
    await expect.poll(() => cardNames(page), POLL).toHaveLength(3);
    await choose(page, 'Filter by status', 'All Status');

    await choose(page, 'Filter by application date', 'Today');
    await expect
      .poll(() => cardNames(page), POLL)
      .toEqual(['Amira Haddad', 'Bruno Keller', 'Chen Wei']);
    await search.fill('amira');
    await expect.poll(() => cardNames(page), POLL).toEqual(['Amira Haddad']);
    await page.getByRole('button', { name: 'Clear Filters', exact: true }).click();
    await expect.poll(() => cardNames(page), POLL).toHaveLength(3);
    expect(
      await page.getByRole('combobox', { name: 'Filter by application date' }).textContent(),
    ).toBe('All Dates');
    expect(browser.errors).toEqual([]);
  });

  it('shows a status change in the badge and the counts at once', async () => {
    await openApplicants(page);
    const bruno = card(page, 'Bruno Keller');
    // The server's answer is held back until the screen has shown the change.
    const statusCalls = await holdRequests(page, '**/api/job-applications/*/status');
    await choose(page, 'Status of Bruno Keller', 'Accepted');
    await confirmStatusChange(page);
    await bruno.locator('[data-status="accepted"]').waitFor();
    expect(await counts(page)).toEqual({
      total: 3,
      pending: 2,
      reviewing: 0,
      accepted: 1,
      rejected: 0,
    });
    const saved = page.waitForResponse((response) => /\/status$/.test(response.url()));
    statusCalls.release();
    expect((await saved).status()).toBe(200);
    await page.getByText('Application status updated successfully', { exact: true }).waitFor();
    await statusCalls.stop();

    const chenSaved = page.waitForResponse((response) => /\/status$/.test(response.url()));
    await choose(page, 'Status of Chen Wei', 'Reviewing');
    await confirmStatusChange(page);
    await card(page, 'Chen Wei').locator('[data-status="reviewing"]').waitFor();
    expect(await count(page, 'reviewing')).toBe(1);
    expect((await chenSaved).status()).toBe(200);

    // The change is stored: a reload shows it.
    await page.reload();
    await card(page, 'Bruno Keller').waitFor();
    expect(
      await card(page, 'Bruno Keller').locator('[data-status]').getAttribute('data-status'),
    ).toBe('accepted');
    expect(await counts(page)).toEqual({
      total: 3,
      pending: 1,
      reviewing: 1,
      accepted: 1,
      rejected: 0,
    });
    await choose(page, 'Filter by status', 'Accepted');
    await expect.poll(() => cardNames(page), POLL).toEqual(['Bruno Keller']);
    expect(browser.errors).toEqual([]);
  });

  it('opens a document through the authenticated route', async () => {
    await openApplicants(page);
    const button = card(page, 'Amira Haddad').getByRole('button', { name: new RegExp(PDF_NAME) });
    const [response, popup] = await Promise.all([
      page.waitForResponse((candidate) =>
        /\/api\/job-applications\/\d+\/documents\/\d+$/.test(candidate.url()),
      ),
      page.context().waitForEvent('page'),
      button.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect((await response.request().allHeaders()).authorization).toMatch(/^Bearer \S+$/);
    expect(response.headers()['content-length']).toBe(String(pdfDocument().length));
    expect(response.headers()['content-disposition']).toContain(`filename="${PDF_NAME}"`);
    await popup.waitForURL(/^blob:/);
    await popup.close();

    // Without the token, the same address is refused.
    const anonymous = await page.request.get(response.url());
    expect(anonymous.status()).toBe(401);
    expect(browser.errors).toEqual([]);
  });

  it('shows the details in three tabs, and keeps notes and rating across a reload', async () => {
    await openApplicants(page);
    await card(page, 'Amira Haddad')
      .getByRole('button', { name: /View Details/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Amira Haddad' }).waitFor();
    expect(await dialog.getByRole('link', { name: AMIRA.email }).isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: AMIRA.phone }).isVisible()).toBe(true);
    expect(await dialog.getByTestId('cover-letter').innerText()).toContain(
      'Dear hiring team,\nI build data platforms.',
    );
    await expectAccessible(page);
    await screenshot(page, 'manager-applicants-dialog', { viewport: true });

    await dialog.getByRole('tab', { name: 'Documents' }).click();
    await dialog.getByRole('button', { name: new RegExp(`^Open ${PDF_NAME}`) }).waitFor();

    await dialog.getByRole('tab', { name: 'Notes & Rating' }).click();
    await dialog.getByText('No notes or rating saved yet.').waitFor();
    const notes = dialog.getByLabel('Internal notes');
    await notes.fill('Strong Spark experience.\nInvite to a second interview.');
    await dialog.getByRole('radio', { name: '3 stars' }).click();
    // The stars are a radio group: the arrow keys move the choice.
    await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await dialog.getByRole('tab', { name: 'Details' }).click();
    await dialog.getByRole('tab', { name: 'Notes & Rating' }).click();
    expect(await notes.inputValue()).toBe(
      'Strong Spark experience.\nInvite to a second interview.',
    );
    await expectAccessible(page);
    await screenshot(page, 'manager-applicants-notes', { viewport: true });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Notes and rating saved', { exact: true }).waitFor();
    expect(await dialog.getByTestId('review-meta').textContent()).toMatch(
      /^Last saved by Site Administrator on /,
    );
    await page.keyboard.press('Escape');

    await page.reload();
    await card(page, 'Amira Haddad')
      .getByRole('button', { name: /View Details/ })
      .click();
    await dialog.getByRole('tab', { name: 'Notes & Rating' }).click();
    expect(await dialog.getByLabel('Internal notes').inputValue()).toBe(
      'Strong Spark experience.\nInvite to a second interview.',
    );
    expect(await dialog.getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await dialog.getByTestId('review-meta').textContent()).toMatch(/Site Administrator/);
    await page.keyboard.press('Escape');

    await card(page, 'Chen Wei')
      .getByRole('button', { name: /View Details/ })
      .click();
    await dialog.getByRole('heading', { name: 'Chen Wei' }).waitFor();
    expect(await dialog.getByText('Not provided').isVisible()).toBe(true);
    await dialog.getByRole('tab', { name: 'Documents' }).click();
    await dialog.getByText('No documents attached').waitFor();
    await page.keyboard.press('Escape');
    expect(browser.errors).toEqual([]);
  });

  it('exports the filtered applicants to a spreadsheet', async () => {
    await openApplicants(page);
    await page.getByRole('searchbox').fill('@example.com');
    await expect.poll(() => cardNames(page), POLL).toEqual(['Amira Haddad', 'Bruno Keller']);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${JOB_TITLE.replaceAll(' ', '_')}_Applicants.xlsx`);
    const file = path.join(folder, download.suggestedFilename());
    await download.saveAs(file);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Applicants']);
    const sheet = workbook.getWorksheet('Applicants')!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Status',
      'Applied At',
      'Cover Letter',
      'Resume URL',
      'LinkedIn',
      'Portfolio',
      'UTM Source',
      'UTM Medium',
      'UTM Campaign',
      'Referrer',
    ]);
    expect(sheet.rowCount).toBe(3);
    const [amira, bruno] = [values(2), values(3)];
    expect(amira.slice(0, 5)).toEqual(['Amira', 'Haddad', AMIRA.email, AMIRA.phone, 'pending']);
    expect(amira[5]).toBeInstanceOf(Date);
    expect(Math.abs((amira[5] as Date).getTime() - Date.now())).toBeLessThan(2 * DAY);
    expect(amira[6]).toBe(AMIRA.cover_letter.slice(0, 500));
    expect(amira.slice(10)).toEqual([
      AMIRA_SOURCE.utm_source,
      AMIRA_SOURCE.utm_medium,
      AMIRA_SOURCE.utm_campaign,
      AMIRA_SOURCE.referrer,
    ]);
    expect(bruno).toEqual([
      'Bruno',
      'Keller',
      BRUNO.email,
      BRUNO.phone,
      'accepted',
      expect.any(Date),
      BRUNO.cover_letter,
      undefined,
      BRUNO.linkedin_url,
      BRUNO.portfolio_url,
    ]);
    expect(browser.errors).toEqual([]);
  });

  it('shows the source, filters by it, and flags a repeat applicant with links', async () => {
    await openApplicants(page);
    const amira = card(page, 'Amira Haddad');
    expect(await amira.getByTestId('applicant-source').textContent()).toBe(
      'Source: linkedin / social / data-spring',
    );
    expect(await card(page, 'Chen Wei').getByTestId('applicant-source').count()).toBe(0);

    await choose(page, 'Filter by source', 'linkedin');
    await expect.poll(() => cardNames(page), POLL).toEqual(['Amira Haddad']);
    await choose(page, 'Filter by source', 'No source');
    await expect.poll(() => cardNames(page), POLL).toEqual(['Bruno Keller', 'Chen Wei']);
    await choose(page, 'Filter by source', 'All Sources');
    await expect.poll(() => cardNames(page), POLL).toHaveLength(3);

    // Bruno applied before for another job; the others did not.
    const bruno = card(page, 'Bruno Keller');
    expect(await bruno.getByTestId('repeat-applicant').textContent()).toBe(
      'Repeat applicant (1 other application)',
    );
    expect(await card(page, 'Amira Haddad').getByTestId('repeat-applicant').count()).toBe(0);
    expect(await card(page, 'Chen Wei').getByTestId('repeat-applicant').count()).toBe(0);
    await bruno.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Bruno Keller' }).waitFor();
    const others = dialog.getByTestId('other-applications');
    expect(await others.getByRole('listitem').count()).toBe(1);
    expect(await others.textContent()).toMatch(/Pending/);
    await expectAccessible(page);
    await screenshot(page, 'manager-applicants-repeat', { viewport: true });
    await others.getByRole('link', { name: EARLIER_JOB_TITLE }).click();
    await page.waitForURL((url) => url.pathname === `/manager/${earlierJobId}/applicants`);
    await page.getByRole('heading', { level: 1, name: EARLIER_JOB_TITLE }).waitFor();
    await expect.poll(() => cardNames(page), POLL).toEqual(['Bruno Keller']);
    expect(await card(page, 'Bruno Keller').getByTestId('repeat-applicant').isVisible()).toBe(true);
    expect(browser.errors).toEqual([]);
  });

  it('says when a job has no applicants, or does not exist', async () => {
    await openApplicants(page, emptyJobId);
    await page.getByText('No applications received yet.').waitFor();
    expect(await page.getByTestId('application-count').textContent()).toBe('0 applications');
    expect(await page.getByRole('button', { name: 'Export' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Clear Filters' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'manager-applicants-empty');
    // In German.
    await usePreferences(page, { language: 'de' });
    await page.getByText('Noch keine Bewerbungen eingegangen.').waitFor();
    expect(await page.getByTestId('count-total').textContent()).toContain('Bewerbungen gesamt');
    await expectAccessible(page);
    await screenshot(page, 'manager-applicants-empty-de');
    await page.evaluate(() => localStorage.setItem('language', 'en'));

    await page.goto('/manager/not-a-number/applicants');
    await page.getByRole('heading', { level: 1, name: 'Job not found' }).waitFor();
    await page.goto('/manager/2147483000/applicants');
    await page.getByRole('heading', { level: 1, name: 'Job not found' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'manager-applicants-not-found');
    await page.getByRole('link', { name: 'Back to Jobs' }).click();
    await page.waitForURL('**/manager/jobs');
    // The unknown job's 404 is the one failed request this test provokes.
    const provoked = (error: string) =>
      error.includes('status of 404') && error.includes('/api/jobs/2147483000?lang=en');
    expect(browser.errors.filter((error) => !provoked(error))).toEqual([]);
    browser.errors.length = 0;
  });

  it('shows the not-allowed page to an editor', async () => {
    const editor = await createStaff(page, 3);
    await signIn(page, editor);
    await page.goto(`/manager/${jobId}/applicants`);
    await page.getByTestId('forbidden').waitFor();
    expect(await page.getByTestId('applicant-card').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it('lets a recruiter use the screen, and tells an application’s age in whole days', async () => {
    const recruiter = await createStaff(page, 4);
    await signIn(page, recruiter);
    await openApplicants(page);
    await expect
      .poll(() => cardNames(page), POLL)
      .toEqual(['Amira Haddad', 'Bruno Keller', 'Chen Wei']);
    await choose(page, 'Status of Amira Haddad', 'Rejected');
    await confirmStatusChange(page);
    await card(page, 'Amira Haddad').locator('[data-status="rejected"]').waitFor();
    expect(await count(page, 'rejected')).toBe(1);
    await page.getByText('Application status updated successfully', { exact: true }).waitFor();

    // Ten days later (the browser's clock only), the applications are 10 days old.
    await page.clock.setFixedTime(new Date(Date.now() + 10 * DAY + 60_000));
    await page.reload();
    await card(page, 'Chen Wei').waitFor();
    expect(await card(page, 'Chen Wei').getByTestId('applied-ago').textContent()).toBe(
      'Applied 10 days ago',
    );
    // The date filter counts whole days on the server (apps/api/test/application-list-filters.test.ts).
    expect(browser.errors).toEqual([]);
  });
});
