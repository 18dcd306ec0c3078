import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  type Browser,
  expectAccessible,
  openBrowser,
  screenshot,
  signIn,
} from './browser';
import { PNG, pdfDocument } from './documents';
import { horizontalScrollProblems } from './layout-checks';

const suffix = randomBytes(3).toString('hex');
const JOB_TITLE = `Preview Role ${suffix}`;
const PDF_NAME = `nadia-cv-${suffix}.pdf`;
const PNG_NAME = `nadia-certificate-${suffix}.png`;
const DOCX_NAME = `nadia-letter-${suffix}.docx`;
const OMAR_PNG = `omar-portfolio-${suffix}.png`;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A 64×48 PNG of one colour: an image with a size to show. */
function bigPng() {
  const [width, height] = [64, 48];
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let browser: Browser;
let page: Page;
let jobId: number;

async function apply(
  setup: Page,
  fields: Record<string, string>,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  // Several files under one field: Playwright's multipart takes one value per name, so the
  // form is built as a browser's FormData is.
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, consent: 'true', job_id: String(jobId) }))
    form.append(name, value);
  for (const file of files) {
    form.append(
      'documents',
      new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }),
      file.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await setup.request.post('/api/jobs/applications/upload', {
    headers: { 'content-type': request.headers.get('content-type')! },
    data: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.status(), await response.text()).toBe(201);
}

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page({ width: 1440, height: 900 });
  const created = await page.request.post('/api/jobs', {
    headers: await adminHeaders(page),
    data: {
      title: JOB_TITLE,
      department: 'Engineering',
      location: 'Baku, Azerbaijan',
      description: 'Build things.',
      requirements: 'TypeScript',
      responsibilities: 'Ship',
    },
  });
  expect(created.status()).toBe(201);
  jobId = ((await created.json()) as { id: number }).id;
  const docx = await readFile(
    new URL('../../api/test/fixtures/cv-libreoffice.docx', import.meta.url),
  );
  // Oldest first: the screen lists Nadia, then Omar.
  await apply(
    page,
    { first_name: 'Omar', last_name: 'Aliyev', email: `omar.${suffix}@example.com` },
    [{ name: OMAR_PNG, mimeType: 'image/png', buffer: PNG }],
  );
  await apply(
    page,
    { first_name: 'Nadia', last_name: 'Huseynova', email: `nadia.${suffix}@example.com` },
    [
      { name: PDF_NAME, mimeType: 'application/pdf', buffer: pdfDocument() },
      { name: PNG_NAME, mimeType: 'image/png', buffer: bigPng() },
      { name: DOCX_NAME, mimeType: DOCX, buffer: docx },
    ],
  );
  await signIn(page);
});

afterAll(async () => browser.close());

async function openDocuments(target: Page, name: string) {
  await target.goto(`/manager/${jobId}/applicants`);
  await target.getByRole('heading', { level: 1 }).waitFor();
  await target
    .getByTestId('applicant-card')
    .filter({ has: target.getByRole('heading', { name, exact: true }) })
    .getByRole('button', { name: /View Details/ })
    .click();
  const dialog = target.getByRole('dialog');
  await dialog.getByRole('heading', { name }).waitFor();
  await dialog.getByRole('tab', { name: 'Documents' }).click();
  return dialog;
}

const inlineResponse = (target: Page, name: string) =>
  target.waitForResponse(
    (response) =>
      response.url().includes('disposition=inline') &&
      response.request().method() === 'GET' &&
      (response.headers()['content-disposition'] ?? '').includes(name),
  );

describe('the document preview in the applicant details', () => {
  it('previews a PDF in a frame and an image, beside the details on a wide screen', async () => {
    const dialog = await openDocuments(page, 'Nadia Huseynova');
    // The Word file can be downloaded but offers no preview.
    await dialog.getByRole('button', { name: new RegExp(DOCX_NAME) }).waitFor();
    expect(await dialog.getByRole('button', { name: `Preview ${DOCX_NAME}` }).count()).toBe(0);

    const answered = inlineResponse(page, PDF_NAME);
    await dialog.getByRole('button', { name: `Preview ${PDF_NAME}` }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^inline; /);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    const preview = dialog.getByTestId('document-preview');
    const frame = preview.locator(`iframe[title="Preview of ${PDF_NAME}"]`);
    await frame.waitFor();
    const source = (await frame.getAttribute('src'))!;
    expect(source).toMatch(/^blob:/);
    // The frame shows the document fetched (its bytes as a local address of the page).
    await expect.poll(() => page.frames().some((frame) => frame.url() === source)).toBe(true);
    expect(await preview.getByRole('heading', { name: PDF_NAME }).isVisible()).toBe(true);
    expect(await preview.getByRole('link', { name: 'Download' }).getAttribute('download')).toBe(
      PDF_NAME,
    );
    const newTab = preview.getByRole('link', { name: 'Open in new tab' });
    expect(await newTab.getAttribute('target')).toBe('_blank');
    expect(await newTab.getAttribute('href')).toBe(source);

    // Beside the details: the dialog is two columns wide.
    const details = await dialog.getByRole('tabpanel').boundingBox();
    const shown = await preview.boundingBox();
    expect(shown!.x).toBeGreaterThan(details!.x + details!.width - 1);
    expect(shown!.height).toBeGreaterThan(400);
    await page.waitForTimeout(1000);
    await screenshot(page, 'manager-applicants-preview-pdf-1440', { viewport: true });

    const image = inlineResponse(page, PNG_NAME);
    await dialog.getByRole('button', { name: `Preview ${PNG_NAME}` }).click();
    expect((await image).headers()['content-type']).toBe('image/png');
    const img = preview.getByRole('img', { name: `Preview of ${PNG_NAME}` });
    await img.waitFor();
    await page.waitForFunction(
      (name) =>
        (document.querySelector(`img[alt="Preview of ${name}"]`) as HTMLImageElement | null)
          ?.naturalWidth === 64,
      PNG_NAME,
    );
    expect(await preview.locator('iframe').count()).toBe(0);
    await expectAccessible(page);

    // J: the next applicant's first document is previewed.
    await page.keyboard.press('j');
    await dialog.getByRole('heading', { name: 'Omar Aliyev' }).waitFor();
    await preview.getByRole('heading', { name: OMAR_PNG }).waitFor();
    await page.waitForFunction(
      (name) =>
        ((document.querySelector(`img[alt="Preview of ${name}"]`) as HTMLImageElement | null)
          ?.naturalWidth ?? 0) > 0,
      OMAR_PNG,
    );

    await preview.getByRole('button', { name: 'Close preview' }).click();
    await preview.waitFor({ state: 'detached' });
    expect(await dialog.getByRole('tab', { name: 'Documents' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(browser.errors).toEqual([]);
  });

  it('says so when the file cannot be found', async () => {
    const dialog = await openDocuments(page, 'Nadia Huseynova');
    await page.route(/disposition=inline/, (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'Document not found' }),
      }),
    );
    await dialog.getByRole('button', { name: `Preview ${PDF_NAME}` }).click();
    const alert = dialog.getByTestId('document-preview').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('This file is missing');
    await page.unroute(/disposition=inline/);
    await page.keyboard.press('Escape');
    browser.errors.length = 0;
  });

  it('shows the preview instead of the details on a phone, without sideways scrolling', async () => {
    const phone = await browser.page({ width: 390, height: 844 });
    await signIn(phone);
    const dialog = await openDocuments(phone, 'Nadia Huseynova');
    const answered = inlineResponse(phone, PDF_NAME);
    await dialog.getByRole('button', { name: `Preview ${PDF_NAME}` }).click();
    expect((await answered).status()).toBe(200);
    const preview = dialog.getByTestId('document-preview');
    await preview.locator('iframe').waitFor();
    expect(await dialog.getByRole('tabpanel').isVisible()).toBe(false);
    expect(await horizontalScrollProblems(phone)).toEqual([]);
    const box = await preview.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await phone.waitForTimeout(1000);
    await screenshot(phone, 'manager-applicants-preview-pdf-390', { viewport: true });
    await preview.getByRole('button', { name: 'Close preview' }).click();
    await dialog.getByRole('tabpanel').waitFor();
    await phone.close();
  });
});
