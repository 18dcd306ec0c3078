import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  type Browser,
  createStaff,
  expectAccessible,
  openBrowser,
  openScreen,
  screenshot,
  signIn,
  usePreferences,
} from './browser';

const suffix = randomBytes(3).toString('hex');
const TITLE = `Cloud Platform Engineer ${suffix}`;
const EDITED_TITLE = `Principal Cloud Platform Engineer ${suffix}`;
const REQUIREMENTS = [
  '5+ years running Kubernetes in production',
  'Infrastructure as code with Terraform',
  'Solid PostgreSQL operations',
  'A fourth requirement that the card leaves out',
];

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The manager card of a job, found by its exact title. */
const jobCard = (page: Page, title: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The titles a visitor gets from the public list: a request without any token. */
async function publicJobTitles(page: Page) {
  const response = await page.request.get('/api/jobs');
  expect(response.status()).toBe(200);
  const { jobs } = (await response.json()) as { jobs: { title: string }[] };
  return jobs.map((job) => job.title);
}

const openJobs = (page: Page) =>
  openScreen(page, '/manager/jobs', { heading: 'Job Management', item: 'job-admin-card' });

async function expectToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** Form labels end with a required mark, so they are matched by how they begin. */
async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole('dialog')
    .getByLabel(new RegExp(`^${label}`))
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('job management', () => {
  it('lists every job, inactive ones included, with their details', async () => {
    const page = await browser.page();
    await signIn(page);
    await openJobs(page);
    expect(await page.title()).toBe('Job Management | Veltrix Consulting');

    const inactive = jobCard(page, 'Delivery Manager');
    expect(await inactive.getByText('Inactive', { exact: true }).isVisible()).toBe(true);
    expect(await inactive.getByRole('button', { name: 'Enable' }).isVisible()).toBe(true);

    const intern = jobCard(page, 'Software Engineering Intern');
    for (const text of ['Active', 'Engineering', 'Baku', 'Internship', 'Entry Level']) {
      expect(await intern.getByText(text, { exact: true }).first().isVisible(), text).toBe(true);
    }
    expect(await intern.getByText('AZN 1,200 / month', { exact: true }).isVisible()).toBe(true);
    expect(await intern.getByText('No deadline', { exact: true }).isVisible()).toBe(true);
    expect(await intern.getByRole('heading', { name: 'Key requirements' }).isVisible()).toBe(true);
    expect(await intern.getByRole('listitem').count()).toBeLessThanOrEqual(3);
    const applicants = intern.getByRole('link', { name: 'View Applicants' });
    expect(await applicants.getAttribute('href')).toMatch(/^\/manager\/\d+\/applicants$/);
    const fullStack = jobCard(page, 'Senior Full-Stack Engineer (TypeScript)');
    expect(await fullStack.getByText('30 June 2027', { exact: true }).isVisible()).toBe(true);

    await expectAccessible(page);
    await screenshot(page, 'manager-jobs-light');
    await usePreferences(page, { theme: 'dark' });
    await page.getByTestId('job-admin-card').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'manager-jobs-dark');
    await usePreferences(page, { theme: 'light' });

    // On a phone the cards stack their details and nothing scrolls sideways.
    const phone = await browser.page({ width: 390, height: 844 });
    await openJobs(phone);
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await screenshot(phone, 'manager-jobs-390');
    await phone.close();
    expect(browser.errors).toEqual([]);
  });

  it('creates, edits, disables, enables and deletes a job, and the careers page follows', async () => {
    const page = await browser.page();
    await signIn(page);
    await openJobs(page);

    // Create through the dialog.
    await page.getByRole('button', { name: 'Add Job' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Add Job' }).waitFor();
    await dialog.getByLabel(/^Title/).fill(TITLE);
    await dialog.getByLabel(/^Department/).fill('Cloud & DevOps');
    await dialog.getByLabel(/^Location/).fill('Dubai, UAE (hybrid)');
    await choose(page, 'Type', 'Contract');
    await choose(page, 'Level', 'Senior Level');
    // The description is rich text: a part of it in bold, from the keyboard.
    await dialog.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Build and run ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('the cloud platform');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' our client products ship on.');
    await dialog.getByLabel(/^Requirements/).fill(REQUIREMENTS.join('\n'));
    await dialog.getByLabel(/^Responsibilities/).fill('Own the platform roadmap\nMentor engineers');
    await dialog.getByLabel(/^Benefits/).fill('Private health insurance\nLearning budget');
    await dialog.getByLabel(/^Salary range/).fill('AED 30,000 – 38,000 / month');
    await dialog.getByLabel(/^Application deadline/).fill('31/12/2030');
    expect(
      await dialog.getByRole('checkbox', { name: 'Active' }).getAttribute('aria-checked'),
    ).toBe('true');
    await expectAccessible(page);
    await screenshot(page, 'manager-jobs-dialog', { viewport: true });
    await dialog.getByRole('button', { name: 'Create Job' }).click();
    await expectToast(page, 'Job created successfully');
    await dialog.waitFor({ state: 'detached' });

    const card = jobCard(page, TITLE);
    await card.waitFor();
    for (const text of [
      'Active',
      'Cloud & DevOps',
      'Dubai, UAE (hybrid)',
      'Contract',
      'Senior Level',
      'AED 30,000 – 38,000 / month',
      '31 December 2030',
      ...REQUIREMENTS.slice(0, 3),
    ]) {
      expect(await card.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    expect(await card.getByText(REQUIREMENTS[3]!).count()).toBe(0);
    expect(await publicJobTitles(page)).toContain(TITLE);
    const jobs = (await (await page.request.get('/api/jobs')).json()) as {
      jobs: { title: string; description: string }[];
    };
    // (The space before the bold words may fall inside them or not, as fast typing goes.)
    expect(jobs.jobs.find((job) => job.title === TITLE)?.description).toMatch(
      /^<p>Build and run ?<strong> ?the cloud platform<\/strong> our client products ship on\.<\/p>$/,
    );
    await page.goto('/careers');
    await page.getByRole('heading', { name: TITLE, exact: true }).waitFor();

    // Edit: the dialog opens with the job's values.
    await openJobs(page);
    await jobCard(page, TITLE).getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('heading', { name: 'Edit Job' }).waitFor();
    const title = dialog.getByLabel(/^Title/);
    expect(await title.inputValue()).toBe(TITLE);
    expect(await dialog.getByLabel(/^Application deadline/).inputValue()).toBe('31/12/2030');
    await title.fill(EDITED_TITLE);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Job updated successfully');
    const edited = jobCard(page, EDITED_TITLE);
    await edited.waitFor();
    expect(await jobCard(page, TITLE).count()).toBe(0);
    expect(await publicJobTitles(page)).toContain(EDITED_TITLE);

    // Disable hides it from visitors; Enable brings it back.
    await edited.getByRole('button', { name: 'Disable' }).click();
    await expectToast(page, 'Job status updated successfully');
    await edited.getByRole('button', { name: 'Enable' }).waitFor();
    expect(await edited.getByText('Inactive', { exact: true }).isVisible()).toBe(true);
    expect(await publicJobTitles(page)).not.toContain(EDITED_TITLE);
    await page.goto('/careers');
    await page.getByRole('heading', { name: 'Senior Full-Stack Engineer (TypeScript)' }).waitFor();
    expect(await page.getByRole('heading', { name: EDITED_TITLE }).count()).toBe(0);

    await openJobs(page);
    await edited.getByRole('button', { name: 'Enable' }).click();
    await expectToast(page, 'Job status updated successfully');
    await edited.getByRole('button', { name: 'Disable' }).waitFor();
    expect(await edited.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await publicJobTitles(page)).toContain(EDITED_TITLE);

    // Delete asks first, and says what goes with the job.
    const id = Number(
      /\/manager\/(\d+)\/applicants/.exec(
        (await edited.getByRole('link', { name: 'View Applicants' }).getAttribute('href')) ?? '',
      )?.[1],
    );
    await edited.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this job?' });
    await confirm.waitFor();
    expect(await confirm.getByText(/applications and their uploaded documents/).isVisible()).toBe(
      true,
    );
    await expectAccessible(page);
    await screenshot(page, 'manager-jobs-delete', { viewport: true });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await edited.isVisible()).toBe(true);

    await edited.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete job' }).click();
    await expectToast(page, 'Job deleted successfully');
    await edited.waitFor({ state: 'detached' });
    expect(await publicJobTitles(page)).not.toContain(EDITED_TITLE);
    const gone = await page.request.get(`/api/jobs/${id}`, { headers: await adminHeaders(page) });
    expect(gone.status()).toBe(404);
    expect(browser.errors).toEqual([]);
  });

  it('shows the errors of an incomplete job and sends nothing', async () => {
    const page = await browser.page();
    await signIn(page);
    await openJobs(page);
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/jobs') posted++;
    });

    await page.getByRole('button', { name: 'Add Job' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Department/).fill('Engineering');
    await dialog.getByLabel(/^Location/).fill('Remote');
    await dialog.getByLabel(/^Description/).fill('A role without a title.');
    await dialog.getByLabel(/^Requirements/).fill('Curiosity');
    await dialog.getByLabel(/^Responsibilities/).fill('Asking questions');
    await dialog.getByRole('button', { name: 'Create Job' }).click();

    const title = dialog.getByLabel(/^Title/);
    await dialog.getByText('This field is required.').waitFor();
    expect(await dialog.getByText('This field is required.').count()).toBe(1);
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await title.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(posted).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'manager-jobs-dialog-errors', { viewport: true });

    // Closing keeps the unsaved job: reopening shows what was typed.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add Job' }).click();
    expect(await dialog.getByLabel(/^Department/).inputValue()).toBe('Engineering');
    await page.keyboard.press('Escape');
    expect(posted).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it('opens to recruiters and stays closed to editors', async () => {
    const page = await browser.page();
    await signIn(page, await createStaff(page, 4));
    await openJobs(page);
    const nav = page.getByRole('navigation', { name: 'Back office navigation' });
    expect(await nav.getByRole('link', { name: 'Jobs' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'News' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Users' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Job' }).isVisible()).toBe(true);

    await signIn(page, await createStaff(page, 3));
    await page.goto('/manager/jobs');
    await page.getByTestId('forbidden').waitFor();
    expect(await page.getByRole('heading', { name: 'Not allowed' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Job Management' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Jobs' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'manager-jobs-editor-forbidden');
    expect(browser.errors).toEqual([]);
  });
});
