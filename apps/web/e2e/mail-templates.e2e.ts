import { randomBytes } from 'node:crypto';
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
} from './browser';

const suffix = randomBytes(3).toString('hex');
const JOB_TITLE = `Cloud Architect ${suffix}`;
const JOB_TITLE_DE = `Cloud-Architektin ${suffix}`;
const GRETE = { first_name: 'Grete', last_name: 'Weber', email: `grete.${suffix}@example.com` };
const SUBJECT = 'Zusage für {job_title}';
const BODY = `Guten Tag {name},\n\nwir freuen uns sehr auf Sie (${suffix}).`;

let browser: Browser;
let page: Page;
let jobId: number;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page();
  const created = await page.request.post('/api/jobs', {
    headers: await adminHeaders(page),
    data: {
      title: JOB_TITLE,
      department: 'Engineering',
      location: 'Berlin',
      description: 'Design cloud platforms.',
      requirements: 'AWS',
      responsibilities: 'Architecture',
      translations: { de: { title: JOB_TITLE_DE } },
    },
  });
  expect(created.status()).toBe(201);
  jobId = ((await created.json()) as { id: number }).id;
  // Grete applies from the German careers page: her e-mails are in German.
  const applied = await page.request.post('/api/jobs/applications/upload?lang=de', {
    multipart: { ...GRETE, consent: 'true', job_id: String(jobId) },
  });
  expect(applied.status()).toBe(201);
});

afterAll(async () => {
  await browser.close();
});

describe('the status e-mail templates', () => {
  it('lets an admin edit a template with the placeholder chips, preview it and save it', async () => {
    await signIn(page);
    await page.goto('/manager/dashboard');
    const nav = page.getByRole('navigation', { name: 'Back office navigation' });
    await nav.getByRole('link', { name: 'E-mail Templates', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'E-mail Templates' }).waitFor();

    await page.getByRole('tab', { name: 'Accepted' }).click();
    await page.getByRole('tab', { name: 'German' }).click();
    const form = page.getByRole('form', { name: 'Accepted e-mail in German' });
    await form.getByTestId('template-origin').getByText('Built-in text').waitFor();
    const subject = form.getByLabel(/^Subject/);
    const body = form.getByLabel(/^Message/);
    expect(await subject.inputValue()).toBe('Gute Nachrichten zu Ihrer Bewerbung: {job_title}');

    // The chips insert at the cursor of the field last used.
    await subject.fill('Zusage für ');
    await form.getByRole('button', { name: 'Insert the job title' }).click();
    expect(await subject.inputValue()).toBe(SUBJECT);
    await body.fill(BODY.replace('{name}', ''));
    await body.press('Control+Home');
    for (let i = 0; i < 'Guten Tag '.length; i++) await body.press('ArrowRight');
    await form.getByRole('button', { name: "Insert the candidate's name" }).click();
    expect(await body.inputValue()).toBe(BODY);
    await form.getByTestId('template-state').getByText('Unsaved changes').waitFor();

    // The live preview, with the sample values.
    const preview = page.getByTestId('template-preview');
    await preview.getByText('Zusage für Senior Backend Engineer').waitFor();
    await preview.getByText('Guten Tag Alex Morgan,').waitFor();

    // An unknown placeholder is refused in the form, as the server would.
    await body.fill(`${BODY}\n\n{salary}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await form
      .getByText('Only the placeholders {name} and {job_title} can be used.', { exact: true })
      .waitFor();
    await body.fill(BODY);

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/mail-templates/accepted/de') &&
        response.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await form.getByTestId('template-state').getByText('Saved', { exact: true }).waitFor();
    await form.getByTestId('template-origin').getByText('Edited').waitFor();
    await form.getByRole('button', { name: 'Reset to default' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'mail-templates-1280');

    // Kept: a reload shows the saved text; at 390 px nothing overflows the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('tab', { name: 'Accepted' }).click();
    await page.getByRole('tab', { name: 'German' }).click();
    expect(await page.getByLabel(/^Subject/).inputValue()).toBe(SUBJECT);
    expect(await page.getByRole('tab', { name: 'German' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.getByRole('tab', { name: 'English' }).getAttribute('aria-selected')).toBe(
      'false',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(page, 'mail-templates-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(browser.errors).toEqual([]);
  });

  it("lets a recruiter change a status with the e-mail, previewed in the candidate's language", async () => {
    const recruiter = await createStaff(page, 4);
    await signIn(page, recruiter);
    await page.goto(`/manager/${jobId}/applicants`);
    const card = page.getByTestId('applicant-card').filter({ hasText: 'Grete Weber' });
    await card.waitFor();

    await card.getByRole('combobox', { name: 'Status of Grete Weber' }).click();
    await page.getByRole('option', { name: 'Accepted', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the status to “Accepted”?' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: 'Send the e-mail to the candidate' }).click();
    const preview = dialog.getByTestId('status-email-preview');
    await preview.getByText(`Zusage für ${JOB_TITLE_DE}`, { exact: true }).waitFor();
    expect(await preview.textContent()).toContain('Guten Tag Grete Weber,');
    expect(await preview.textContent()).toContain(`wir freuen uns sehr auf Sie (${suffix}).`);
    expect(await preview.textContent()).toContain(GRETE.email);
    await expectAccessible(page);
    await screenshot(page, 'status-change-with-email', { viewport: true });

    const changed = page.waitForResponse((response) => /\/status$/.test(response.url()));
    await dialog.getByRole('button', { name: 'Change status and send e-mail' }).click();
    expect((await changed).status()).toBe(200);
    await page
      .getByText('Status updated. The e-mail to the candidate is on its way.', { exact: true })
      .waitFor();
    await card.locator('[data-status="accepted"]').waitFor();

    // The e-mail waits in the outbox, tied to the application.
    const outbox = await page.request.get('/api/mail-outbox', {
      headers: await adminHeaders(page),
    });
    expect(outbox.status()).toBe(200);
    const entries = (await outbox.json()) as {
      kind: string;
      recipient: string;
      subject: string;
      application_id: number | null;
    }[];
    const sent = entries.filter(
      (entry) => entry.kind === 'application-status' && entry.recipient === GRETE.email,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      subject: `Zusage für ${JOB_TITLE_DE}`,
      application_id: expect.any(Number),
    });
    expect(browser.errors).toEqual([]);
  });
});
