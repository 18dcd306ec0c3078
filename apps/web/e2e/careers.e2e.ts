import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  type Browser,
  expectAccessible,
  openBrowser,
  screenshot,
  usePreferences,
} from './browser';
import { PNG, pdfDocument } from './documents';

const FULL_STACK = 'Senior Full-Stack Engineer (TypeScript)';
const OPEN_JOBS = [
  FULL_STACK,
  'Product Designer (UX/UI)',
  'Lead Solutions Architect',
  'QA Automation Engineer',
  'Machine Learning Engineer (Intrahub AI)',
  'Software Engineering Intern',
];
const INACTIVE_JOB = 'Delivery Manager';
const TOTAL_TOO_LARGE = 'Total file size exceeds 10MB. Please remove some files.';

let browser: Browser;
let folder: string;
let pdfPath: string;
let pngPath: string;

beforeAll(async () => {
  browser = await openBrowser();
  folder = await mkdtemp(path.join(tmpdir(), 'e2e-application-'));
  pdfPath = path.join(folder, 'curriculum-vitae.pdf');
  pngPath = path.join(folder, 'portrait.png');
  await writeFile(pdfPath, pdfDocument(50_000));
  await writeFile(pngPath, PNG);
});

afterAll(async () => {
  await browser.close();
  await rm(folder, { recursive: true, force: true });
});

async function jobIdOf(page: Page, title: string) {
  const response = await page.request.get('/api/jobs');
  const { jobs } = (await response.json()) as { jobs: { id: number; title: string }[] };
  const job = jobs.find((candidate) => candidate.title === title);
  if (!job) throw new Error(`no open job titled ${title}`);
  return job.id;
}

async function openDialog(page: Page, button: 'Apply for This Position' | 'Apply Now') {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

const hasNoHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('careers', () => {
  it('lists the open positions with their badges, and not the inactive one', async () => {
    const page = await browser.page();
    await page.goto('/careers');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Open Positions' }).waitFor();
    await page.getByRole('heading', { name: FULL_STACK, exact: true }).waitFor();
    for (const title of OPEN_JOBS) {
      expect(await page.getByRole('heading', { name: title, exact: true }).count(), title).toBe(1);
    }
    expect(await page.getByText(INACTIVE_JOB).count()).toBe(0);
    // Other browser tests add jobs to the shared database, so the count line is checked
    // against the cards on the page rather than a fixed number.
    const cards = await page.getByRole('article').count();
    expect(cards).toBeGreaterThanOrEqual(OPEN_JOBS.length);
    expect(await page.getByText(`${cards} open positions`).isVisible()).toBe(true);
    for (const benefit of ['Flexible & remote work', 'Learning budget', 'International team']) {
      expect(await page.getByRole('heading', { name: benefit }).isVisible(), benefit).toBe(true);
    }

    const card = page.getByRole('article').filter({ hasText: 'Software Engineering Intern' });
    for (const text of ['Engineering', 'Internship', 'Entry Level', 'Baku', 'AZN 1,200 / month']) {
      expect(await card.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
    }
    expect(await page.title()).toBe('Careers | Veltrix Consulting');
    await expectAccessible(page);
    await screenshot(page, 'careers-list-light');

    const id = await jobIdOf(page, 'Lead Solutions Architect');
    await page.getByRole('link', { name: 'View Details: Lead Solutions Architect' }).click();
    await page.waitForURL(`**/careers/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Lead Solutions Architect' }).waitFor();
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('shows a job with its sections, bulleted lists and the date to apply by', async () => {
    const page = await browser.page();
    await page.goto(`/careers/${await jobIdOf(page, FULL_STACK)}`);
    await page.getByRole('heading', { level: 1, name: FULL_STACK }).waitFor();
    expect(await page.getByText('Apply by 30 June 2027').isVisible()).toBe(true);
    expect(await page.getByText('AED 28,000 – 36,000 / month').first().isVisible()).toBe(true);
    for (const badge of ['Engineering', 'Full-time', 'Senior Level']) {
      expect(await page.getByText(badge, { exact: true }).first().isVisible(), badge).toBe(true);
    }

    const section = (name: string) => page.getByRole('region', { name });
    expect(await section('Job Description').locator('p').count()).toBe(3);
    const responsibilities = section('Key Responsibilities').getByRole('listitem');
    expect(await responsibilities.count()).toBe(5);
    expect(await responsibilities.first().textContent()).toBe(
      'Build and ship new product features from design to production',
    );
    const requirements = section('Requirements').getByRole('listitem');
    expect(await requirements.count()).toBe(5);
    expect(await requirements.nth(2).textContent()).toBe(
      'Solid knowledge of PostgreSQL and API design',
    );
    expect(await section('Benefits & Perks').getByRole('listitem').count()).toBe(5);
    expect(await page.title()).toBe(`${FULL_STACK} | Veltrix Consulting`);
    await expectAccessible(page);
    await screenshot(page, 'careers-job-light');

    // A job without deadline and benefits shows neither.
    await page.goto(`/careers/${await jobIdOf(page, 'Product Designer (UX/UI)')}`);
    await page.getByRole('heading', { level: 1, name: 'Product Designer (UX/UI)' }).waitFor();
    expect(await page.getByText(/^Apply by/).count()).toBe(0);
    await page.goto(`/careers/${await jobIdOf(page, 'QA Automation Engineer')}`);
    await page.getByRole('heading', { level: 1, name: 'QA Automation Engineer' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Benefits & Perks' }).count()).toBe(0);

    // Both buttons open the dialog, and it works with the keyboard.
    const applyNow = page.getByRole('button', { name: 'Apply Now', exact: true });
    await applyNow.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Apply for QA Automation Engineer' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'given-name',
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back to the button once the dialog's closing animation has ended.
    await expect
      .poll(() => applyNow.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await openDialog(page, 'Apply for This Position');
    await page.keyboard.press('Escape');
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('sends an application with two documents, and staff find it with its documents', async () => {
    const page = await browser.page();
    const jobId = await jobIdOf(page, 'QA Automation Engineer');
    // The visit starts from a campaign link, from another site: the application says so.
    await page.goto(`/careers/${jobId}?utm_source=linkedin&utm_medium=social&utm_campaign=qa`, {
      referer: 'https://www.linkedin.com/',
    });
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/jobs/applications/upload')) uploads += 1;
    });
    const dialog = await openDialog(page, 'Apply for This Position');
    const lastName = `Quliyeva-${Date.now()}`;
    await dialog.getByLabel('First Name').fill('Leyla');
    await dialog.getByLabel('Last Name').fill(lastName);
    await dialog.getByLabel('Email').fill('leyla.quliyeva@example.com');
    await dialog.getByLabel('Phone').fill('+994 50 123 45 67');
    await dialog
      .getByLabel('Cover Letter')
      .fill('I have five years of Playwright experience.\nI would love to join the Baku hub.');
    await dialog.locator('input[type="file"]').setInputFiles([pdfPath, pngPath]);

    const files = dialog.getByRole('list', { name: 'Attached files' }).getByRole('listitem');
    await files.first().waitFor();
    expect(await files.count()).toBe(2);
    expect(await files.nth(0).textContent()).toContain('curriculum-vitae.pdf');
    expect(await files.nth(0).textContent()).toContain('49 KB');
    expect(await files.nth(1).textContent()).toContain('portrait.png');
    expect(await dialog.getByRole('button', { name: 'Remove portrait.png' }).isEnabled()).toBe(
      true,
    );
    await expectAccessible(page);
    await screenshot(page, 'careers-dialog-light', { viewport: true });

    // Without the consent box nothing is sent, and the form says why.
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.getByText('Please agree to the processing of your data to continue.').waitFor();
    expect(uploads).toBe(0);
    const consent = dialog.getByRole('checkbox', { name: /I agree to the processing of my data/ });
    expect(await consent.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    await consent.check();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application Submitted', { exact: true }).waitFor();
    const notifications = page.getByRole('region', { name: /Notifications/ });
    expect(
      await notifications
        .getByText(
          "Thank you for your interest! We'll review your application and get back to you soon.",
        )
        .isVisible(),
    ).toBe(true);
    await dialog.waitFor({ state: 'hidden' });

    // Opened again, the form and the files are cleared.
    const again = await openDialog(page, 'Apply Now');
    expect(await again.getByLabel('First Name').inputValue()).toBe('');
    expect(await again.getByRole('checkbox', { name: /I agree/ }).isChecked()).toBe(false);
    expect(await again.getByRole('list', { name: 'Attached files' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    const response = await page.request.get(`/api/jobs/${jobId}/with-applicants`, {
      headers: await adminHeaders(page),
    });
    expect(response.status()).toBe(200);
    const { applications } = (await response.json()) as {
      applications: {
        first_name: string;
        last_name: string;
        email: string;
        phone: string | null;
        cover_letter: string | null;
        documents: { name: string; type: string }[];
        source: Record<string, string> | null;
      }[];
    };
    const application = applications.find((candidate) => candidate.last_name === lastName);
    expect(application).toMatchObject({
      first_name: 'Leyla',
      email: 'leyla.quliyeva@example.com',
      phone: '+994 50 123 45 67',
      source: {
        utm_source: 'linkedin',
        utm_medium: 'social',
        utm_campaign: 'qa',
        referrer: 'https://www.linkedin.com/',
      },
    });
    // Browsers send the line breaks of multipart text fields as CRLF.
    expect(application?.cover_letter?.replace(/\r\n/g, '\n')).toBe(
      'I have five years of Playwright experience.\nI would love to join the Baku hub.',
    );
    expect(application?.documents.map(({ name, type }) => ({ name, type }))).toEqual([
      { name: 'curriculum-vitae.pdf', type: 'application/pdf' },
      { name: 'portrait.png', type: 'image/png' },
    ]);
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('refuses files over 10 MB in total and files of other types', async () => {
    const page = await browser.page();
    await page.goto(`/careers/${await jobIdOf(page, 'Lead Solutions Architect')}`);
    const dialog = await openDialog(page, 'Apply Now');
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles(pdfPath);
    const files = dialog.getByRole('list', { name: 'Attached files' }).getByRole('listitem');
    await files.first().waitFor();

    // From a file on disk, which a local browser reads itself: 11 MB sent through the protocol
    // as a buffer takes longer than an action's timeout on a busy machine.
    const big = path.join(folder, 'portfolio-scan.pdf');
    await writeFile(
      big,
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]),
    );
    await input.setInputFiles(big);
    await dialog.getByText(TOTAL_TOO_LARGE, { exact: true }).waitFor();
    expect(await dialog.getByRole('alert').filter({ hasText: TOTAL_TOO_LARGE }).count()).toBe(1);
    expect(await files.count()).toBe(1);
    expect(await dialog.getByText('portfolio-scan.pdf').count()).toBe(0);

    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('plain text'),
    });
    const rejected = dialog.getByRole('alert').filter({ hasText: 'notes.txt' });
    await rejected.waitFor();
    expect(await rejected.textContent()).toContain(
      'File type must be one of PDF, DOC, DOCX, JPG, JPEG, PNG',
    );
    expect(await files.count()).toBe(1);

    await dialog.getByRole('button', { name: 'Remove curriculum-vitae.pdf' }).click();
    expect(await dialog.getByRole('list', { name: 'Attached files' }).count()).toBe(0);
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('shows the field errors and sends nothing while a required field is missing', async () => {
    const page = await browser.page();
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/jobs/applications/upload')) uploads += 1;
    });
    await page.goto(`/careers/${await jobIdOf(page, 'Software Engineering Intern')}`);
    const dialog = await openDialog(page, 'Apply Now');
    await dialog.getByLabel('First Name').fill('Murad');
    await dialog.getByLabel('Email').fill('murad@example');
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog.getByText('This field is required.').waitFor();
    expect(await dialog.getByLabel('Last Name').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByText('Please enter a valid email address.').isVisible()).toBe(true);
    expect(await dialog.getByText('This field is required.').count()).toBe(1);
    expect(uploads).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    await expectAccessible(page);
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it("shows the server's reason when it refuses the application, and keeps the draft", async () => {
    const page = await browser.page();
    await page.goto(`/careers/${await jobIdOf(page, 'Product Designer (UX/UI)')}`);
    const dialog = await openDialog(page, 'Apply Now');
    await dialog.getByLabel('First Name').fill('Kamran');
    await dialog.getByLabel('Last Name').fill('Huseynov');
    await dialog.getByLabel('Email').fill('kamran@example.com');
    // Named like a PDF, but its content is plain text: only the server can tell.
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'disguised.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf'),
    });
    await dialog.getByRole('checkbox', { name: /I agree to the processing/ }).check();
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    // The dialog hides the rest of the page from assistive technology, so find the toast by its text.
    const toastTitle = page.getByText('Submission Failed', { exact: true });
    await toastTitle.waitFor();
    expect(await toastTitle.locator('xpath=..').textContent()).toContain(
      'File "disguised.pdf" is not an accepted type. Accepted: PDF, DOC, DOCX, JPG, JPEG, PNG.',
    );
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('First Name').inputValue()).toBe('Kamran');
    expect(await dialog.getByRole('button', { name: 'Submit Application' }).isEnabled()).toBe(true);
    const unexpected = browser.errors.filter(
      (error) => !/status of 415.*\/api\/jobs\/applications\/upload/.test(error),
    );
    expect(unexpected).toEqual([]);
    browser.errors.length = 0;
    await page.close();
  });

  it("shows 'Job Not Found' for an id that is not a job", async () => {
    const page = await browser.page();
    for (const id of ['abc', '999999', '1.5']) {
      await page.goto(`/careers/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Job Not Found' }).waitFor();
      const back = page.getByRole('link', { name: 'Back to Careers' });
      expect(await back.getAttribute('href')).toBe('/careers');
    }
    await page.getByRole('link', { name: 'Back to Careers' }).click();
    await page.getByRole('heading', { name: 'Open Positions' }).waitFor();
    // The one failed call is the job lookup itself, answered 404 by the API.
    const unexpected = browser.errors.filter(
      (error) => !/status of 404.*\/api\/jobs\/999999/.test(error),
    );
    expect(unexpected).toEqual([]);
    browser.errors.length = 0;
    await page.close();
  });

  it('looks right in the dark theme and on a 390 px screen', async () => {
    for (const variant of ['dark', '390', '390-dark'] as const) {
      const narrow = variant.startsWith('390');
      const page = await browser.page(narrow ? { width: 390, height: 844 } : undefined);
      await page.goto('/careers');
      await usePreferences(page, { theme: variant.endsWith('dark') ? 'dark' : 'light' });
      await page.getByRole('heading', { name: FULL_STACK, exact: true }).waitFor();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      if (variant === 'dark') await expectAccessible(page);
      await screenshot(page, `careers-list-${variant}`);

      await page.goto(`/careers/${await jobIdOf(page, FULL_STACK)}`);
      await page.getByRole('heading', { level: 1, name: FULL_STACK }).waitFor();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      if (variant === 'dark') await expectAccessible(page);
      await screenshot(page, `careers-job-${variant}`);

      const dialog = await openDialog(page, 'Apply for This Position');
      await dialog.locator('input[type="file"]').setInputFiles([pdfPath, pngPath]);
      await dialog.getByRole('list', { name: 'Attached files' }).waitFor();
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await dialog.getByText('This field is required.').first().waitFor();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= (narrow ? 390 : 1280)).toBe(true);
      if (variant === 'dark') await expectAccessible(page);
      await screenshot(page, `careers-dialog-${variant}`, { viewport: true });
      await usePreferences(page, { theme: 'light' });
      await page.close();
    }
    expect(browser.errors).toEqual([]);
  });
});
