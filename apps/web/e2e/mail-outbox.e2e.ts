import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  createStaff,
  expectAccessible,
  openBrowser,
  screenshot,
  signIn,
} from './browser';

const NAME = `Outbox Visitor ${randomBytes(3).toString('hex')}`;

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('the e-mail outbox', () => {
  it('shows an admin the unsent messages, opens one, and switches the notices to a digest', async () => {
    const page = await browser.page();
    const sent = await page.request.post('/api/contact', {
      data: {
        name: NAME,
        email: 'outbox-visitor@example.com',
        message: 'Please send me your brochure.',
        consent: true,
      },
    });
    expect(sent.status()).toBe(201);

    await signIn(page);
    await page.goto('/manager/dashboard');
    const nav = page.getByRole('navigation', { name: 'Back office navigation' });
    await nav.getByRole('link', { name: 'E-mail Outbox', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'E-mail Outbox' }).waitFor();
    await page.getByTestId('outbox-row').first().waitFor();

    // This server has no SMTP_URL: the messages wait here, and the screen says so.
    const banner = page.getByTestId('smtp-banner');
    expect(await banner.textContent()).toContain('messages stay here unsent');

    // Filtered by state, in the address; each filter shows its count.
    const filters = page.getByRole('group', { name: 'Filter by state' });
    await filters.getByRole('button', { name: /^Pending/ }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'pending');
    const row = page
      .getByTestId('outbox-row')
      .filter({ hasText: `New contact message from ${NAME}` });
    await row.first().waitFor();
    expect(await row.count()).toBeGreaterThan(0);
    expect(await row.first().getByText('Pending', { exact: true }).isVisible()).toBe(true);
    expect(
      await filters.getByRole('button', { name: /^Pending/ }).getAttribute('aria-pressed'),
    ).toBe('true');
    await filters.getByRole('button', { name: /^Failed/ }).click();
    await page.getByText('No message is in this state.', { exact: true }).waitFor();
    await filters.getByRole('button', { name: /^All/ }).click();
    await page.waitForURL((url) => !url.searchParams.has('status'));

    // A message opens to its text part, with a link into the inbox.
    await page
      .getByRole('button', { name: `New contact message from ${NAME}`, exact: true })
      .first()
      .click();
    const dialog = page.getByTestId('mail-message-dialog');
    await dialog.getByText('Please send me your brochure.').first().waitFor();
    expect(await dialog.textContent()).toMatch(/\/manager\/inbox\/\d+/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The notices to the staff: one digest a day at 18:00 UTC.
    await page.getByLabel('Send notices').click();
    await page.getByRole('option', { name: 'One daily digest', exact: true }).click();
    await page.getByLabel('Digest time').click();
    await page.getByRole('option', { name: '18:00 UTC', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Notice settings saved', { exact: true }).first().waitFor();
    await page.getByText(/collected into one e-mail a day at 18:00 UTC/).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const settings = await page.request.get('/api/mail-settings', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await settings.json()).toMatchObject({ staff_notices: 'digest', digest_hour: 18 });

    await expectAccessible(page);
    await screenshot(page, 'manager-outbox');
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('is not open to a recruiter', async () => {
    const page = await browser.page();
    const recruiter = await createStaff(page, 4);
    await signIn(page, recruiter);
    await page.goto('/manager/outbox');
    await page.getByTestId('forbidden').waitFor();
    const nav = page.getByRole('navigation', { name: 'Back office navigation' });
    expect(await nav.getByRole('link', { name: 'E-mail Outbox', exact: true }).count()).toBe(0);
    await page.close();
  });
});
