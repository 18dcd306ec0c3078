import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  type Browser,
  expectAccessible,
  openBrowser,
  overflowingText,
  screenshot,
  signIn,
} from './browser';
import { pdfDocument } from './documents';

const TAG = randomBytes(3).toString('hex');
const JOB_TITLE = `Retention Role ${TAG}`;
const DUE = { first_name: 'Dana', last_name: `Due${TAG}`, email: `dana.${TAG}@example.org` };
const PERSON = {
  first_name: 'Pavel',
  last_name: `Person${TAG}`,
  email: `pavel.${TAG}@example.org`,
};

let browser: Browser;
let page: Page;

/** The day `days` from today, as the English date field takes it (DD/MM/YYYY). */
const typedDay = (days: number) => {
  const [year, month, day] = new Date(Date.now() + days * 86_400_000)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${day}/${month}/${year}`;
};

async function apply(setup: Page, jobId: number, fields: Record<string, string>) {
  const response = await setup.request.post('/api/jobs/applications/upload', {
    multipart: {
      ...fields,
      consent: 'true',
      job_id: String(jobId),
      documents: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfDocument() },
    },
  });
  expect(response.status()).toBe(201);
}

beforeAll(async () => {
  // Applications to a closed job go 3 days after they came: a new one is on the 14-day list.
  browser = await openBrowser({ serverSettings: { APPLICATION_RETENTION_DAYS: '3' } });
  page = await browser.page();
  const headers = await adminHeaders(page);
  const created = await page.request.post('/api/jobs', {
    headers,
    data: {
      title: JOB_TITLE,
      department: 'Engineering',
      location: 'Baku',
      description: 'Keep only what is needed.',
      requirements: 'Care',
      responsibilities: 'Delete',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await apply(page, id, DUE);
  await apply(page, id, PERSON);
  const closed = await page.request.patch(`/api/jobs/${id}`, {
    headers,
    data: { is_active: false },
  });
  expect(closed.status()).toBe(200);
  await signIn(page);
});

afterAll(async () => {
  await browser.close();
});

describe('the privacy screen', () => {
  it('lists a due application, and keeping it longer takes it off the list', async () => {
    const nav = page.getByRole('navigation', { name: 'Back office navigation' });
    await page.goto('/manager');
    await nav.getByRole('link', { name: 'Privacy', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: DUE.last_name });
    await row.waitFor();
    expect(await row.getByText(JOB_TITLE).isVisible()).toBe(true);
    expect(await row.getByText('Job closed: kept 3 days after applying').isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'privacy-retention');

    await row.getByRole('button', { name: 'Keep longer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Keep longer' }).waitFor();
    // A reason is required.
    await dialog.getByLabel(/^Keep until/).fill(typedDay(60));
    await dialog.getByRole('button', { name: 'Keep longer' }).click();
    await dialog.getByText(/Give a reason/).waitFor();
    await dialog
      .getByLabel(/^Reason/)
      .fill('The candidate asked to be considered for the next role');
    await dialog.getByRole('button', { name: 'Keep longer' }).click();
    await page
      .getByText(`${DUE.first_name} ${DUE.last_name}'s data is kept longer`)
      .first()
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    // Still there when looking 90 days ahead, with the extension and its reason.
    await page.getByLabel('Show what goes within').click();
    await page.getByRole('option', { name: '90 days', exact: true }).click();
    const kept = page.getByRole('row').filter({ hasText: DUE.last_name });
    await kept.getByText(/The candidate asked to be considered/).waitFor();
  });

  it("finds a person's data, downloads the archive and erases it", async () => {
    await page.getByRole('tab', { name: "A person's data" }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'person');
    await page.getByLabel('E-mail address').fill(PERSON.email.toUpperCase());
    await page.getByRole('button', { name: 'Search' }).click();
    const data = page.getByTestId('person-data');
    await data.waitFor();
    expect(await data.getByTestId('count-applications').textContent()).toBe('1');
    expect(await data.getByTestId('count-documents').textContent()).toBe('1');
    expect(await data.getByText(JOB_TITLE, { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download archive' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-.*\.zip$/);
    const file = path.join(tmpdir(), `privacy-${TAG}.zip`);
    await download.saveAs(file);
    const files = unzipSync(new Uint8Array(await readFile(file)));
    const json = JSON.parse(strFromU8(files['data.json']!)) as {
      applications: { last_name: string; documents: { file: string }[] }[];
    };
    expect(json.applications.map((row) => row.last_name)).toEqual([PERSON.last_name]);
    expect(Buffer.from(files[json.applications[0]!.documents[0]!.file]!)).toEqual(pdfDocument());

    await page.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: "Erase this person's data?" }).waitFor();
    await dialog.getByLabel(/^Type .* to confirm/).fill('someone.else@example.org');
    await dialog.getByRole('button', { name: 'Erase everything' }).click();
    await dialog.getByText('The address does not match').waitFor();
    await dialog.getByLabel(/^Type .* to confirm/).fill(PERSON.email);
    await dialog.getByRole('button', { name: 'Erase everything' }).click();
    await page.getByText('The data was erased').first().waitFor();
    await page.getByText('Nothing is held about this address').waitFor();
    expect(await data.getByTestId('count-applications').textContent()).toBe('0');

    // At a phone's width nothing runs off the screen.
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await overflowingText(page)).toEqual([]);
    await screenshot(page, 'privacy-person-390');
  });

  it('states the periods on the privacy policy, rendered on the server', async () => {
    const response = await page.request.get('/privacy');
    const html = await response.text();
    expect(html).toContain('3 days after you applied');
    expect(html).toContain('90 days after the decision');
    expect(html).toContain('365 days after they reach us');
    const german = await (await page.request.get('/de/privacy')).text();
    expect(german).toContain('3 Tage nach Ihrer Bewerbung');
  });
});
