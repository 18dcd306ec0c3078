import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  createStaff,
  expectAccessible,
  openBrowser,
  openScreen,
  screenshot,
  signIn,
} from './browser';

const NAME = `Inbox Visitor ${randomBytes(3).toString('hex')}`;
const EMAIL = `inbox-${randomBytes(3).toString('hex')}@example.com`;
const ADMIN_NAME = 'Site Administrator';
const LEAD_EMAIL = `lead-${randomBytes(3).toString('hex')}@example.com`;

let browser: Browser;

beforeAll(async () => {
  browser = await openBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The number on a status chip ("New 3" → 3). */
const chipCount = async (page: Page, status: string) =>
  Number((await page.getByTestId(`inbox-chip-${status}`).textContent())?.replace(/\D+/g, ''));

/** Waits for the toast with `text` (by its text: an open dialog hides the rest from roles). */
const toastSays = (page: Page, text: string) =>
  page.locator('li').getByText(text, { exact: true }).first().waitFor();

describe('the contact inbox', () => {
  it('shows a message from the contact form; an admin assigns, sets its status, notes and replies', async () => {
    const page = await browser.page();
    const sent = await page.request.post('/api/contact', {
      data: {
        name: NAME,
        email: EMAIL,
        message: 'We need a new booking system.\nCan we talk next week?',
        consent: true,
      },
    });
    expect(sent.status()).toBe(201);

    await signIn(page);
    await openScreen(page, '/manager/inbox', { heading: 'Contact Inbox', item: 'inbox-row' });
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(NAME);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === NAME);
    await page.getByText('1 message', { exact: true }).waitFor();
    const row = page.getByTestId('inbox-row');
    expect(await row.count()).toBe(1);
    expect(await row.getByText(EMAIL).isVisible()).toBe(true);
    expect(await row.getByText('We need a new booking system.', { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await row.getByText('Can we talk next week?').count()).toBe(0);
    expect(await row.getByText('Unassigned').isVisible()).toBe(true);
    expect(await row.getByTestId('inbox-status').textContent()).toBe('New');
    expect(await row.locator('time').textContent()).toMatch(/^\d{1,2} \w+ \d{4}, \d{2}:\d{2}$/);
    expect([await chipCount(page, 'new'), await chipCount(page, 'done')]).toEqual([1, 0]);
    const id = await row.getAttribute('data-id');

    // Open it from the list: the address names it.
    await row.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/manager/inbox/${id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: NAME }).waitFor();
    expect(await dialog.getByTestId('inbox-message-text').textContent()).toBe(
      'We need a new booking system.\nCan we talk next week?',
    );
    expect(await dialog.getByText(/^Agreed to the privacy policy on /).isVisible()).toBe(true);
    expect(await dialog.getByText('No replies yet.').isVisible()).toBe(true);

    // Assign it to themself.
    await dialog.getByRole('button', { name: 'Assign to me' }).click();
    await toastSays(page, 'Changes saved.');
    await dialog.getByRole('button', { name: 'Assign to me' }).waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('Assignee').textContent()).toBe(ADMIN_NAME);

    // Set the status.
    await dialog.getByLabel('Status').click();
    await page.getByRole('option', { name: 'In progress', exact: true }).click();
    await dialog.getByRole('heading', { name: NAME }).getByText('In progress').waitFor();

    // Write a note.
    await dialog.getByLabel('Internal note').fill('Called back on Monday; wants a quote.');
    await dialog.getByRole('button', { name: 'Save note' }).click();
    await toastSays(page, 'Changes saved.');
    await expectDisabled(dialog.getByRole('button', { name: 'Save note' }));

    // Reply by e-mail: the subject is prefilled; an empty reply is refused in the form.
    expect(await dialog.getByLabel(/^Subject/).inputValue()).toBe(
      'Re: Your message to Veltrix Consulting',
    );
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await dialog.getByText('This field is required.').first().waitFor();
    await dialog.getByLabel(/^Your reply/).fill('Dear visitor,\n\nyes, gladly. Monday at 10?');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await toastSays(page, `The reply to ${EMAIL} is in the outbox and will be sent shortly.`);
    const replies = dialog.getByTestId('inbox-replies');
    await replies.getByText('Re: Your message to Veltrix Consulting').waitFor();
    // This server has no SMTP server: the reply waits in the outbox.
    expect(await replies.getByTestId('reply-status').textContent()).toBe('Waiting to be sent');
    expect(await dialog.getByLabel(/^Your reply/).inputValue()).toBe('');
    await expectAccessible(page);
    await screenshot(page, 'manager-inbox-message');

    // Closed, the list shows the message as it stands now, and the counts have moved.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/manager/inbox');
    expect(new URL(page.url()).searchParams.get('q')).toBe(NAME);
    await row.getByTestId('inbox-status').getByText('In progress').waitFor();
    expect(await row.getByText(ADMIN_NAME).isVisible()).toBe(true);
    expect(await row.getByText('1 reply').isVisible()).toBe(true);
    expect([await chipCount(page, 'new'), await chipCount(page, 'in_progress')]).toEqual([0, 1]);
    await screenshot(page, 'manager-inbox');

    // Filters: mine shows it; unassigned and chat leads do not.
    await page.getByLabel('Assignee').click();
    await page.getByRole('option', { name: 'Unassigned', exact: true }).click();
    await page.getByText('Nothing matches these filters. Try fewer of them.').waitFor();
    await page.getByLabel('Assignee').click();
    await page.getByRole('option', { name: 'Assigned to me', exact: true }).click();
    await row.waitFor();
    await page.getByLabel('Kind').click();
    await page.getByRole('option', { name: 'Chat lead', exact: true }).click();
    await page.getByText('Nothing matches these filters. Try fewer of them.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.search === '');

    // Opened by its address (as the e-mail notice links to it), it shows what was saved.
    await page.goto(`/manager/inbox/${id}`);
    await dialog.getByRole('heading', { name: NAME }).waitFor();
    expect(await dialog.getByLabel('Internal note').inputValue()).toBe(
      'Called back on Monday; wants a quote.',
    );
    expect(await dialog.getByLabel('Assignee').textContent()).toBe(ADMIN_NAME);
    expect(await dialog.getByTestId('reply-status').count()).toBe(1);

    // Set it done; the status chips count it there.
    await dialog.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Done', exact: true }).click();
    await dialog.getByRole('heading', { name: NAME }).getByText('Done').waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByTestId('inbox-chip-done').click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'done');
    await page.locator(`[data-testid="inbox-row"][data-id="${id}"]`).waitFor();

    // A message that does not exist says so.
    await page.goto('/manager/inbox/999999');
    await dialog.getByText('Message not found').waitFor();
    expect(browser.errors.filter((error) => !error.includes('404'))).toEqual([]);
    await page.close();
  });

  it("shows a chat lead with the chat's transcript", async () => {
    const page = await browser.page();
    const session = `inbox-lead-${randomBytes(4).toString('hex')}`;
    const asked = await page.request.post('/api/chat', {
      data: { message: 'Do you build booking systems?', sessionId: session },
    });
    expect(asked.status()).toBe(200);
    const left = await page.request.post('/api/chat/lead', {
      data: { sessionId: session, name: 'Lead From Chat', email: LEAD_EMAIL, consent: true },
    });
    expect(left.status()).toBe(201);

    await signIn(page);
    await openScreen(page, '/manager/inbox?kind=lead', {
      heading: 'Contact Inbox',
      item: 'inbox-row',
    });
    const row = page.getByTestId('inbox-row').filter({ hasText: LEAD_EMAIL });
    expect(await row.getByText('Chat lead').isVisible()).toBe(true);
    await row.getByRole('link').click();
    const transcript = page.getByRole('dialog').getByTestId('inbox-transcript');
    await transcript.getByText('Do you build booking systems?').waitFor();
    expect(await transcript.getByText('Assistant').count()).toBe(1);
    await page.close();
  });

  it('fits a phone screen, list and message', async () => {
    const page = await browser.page({ width: 390, height: 844 });
    await signIn(page);
    await openScreen(page, '/manager/inbox', { heading: 'Contact Inbox', item: 'inbox-row' });
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await page.getByTestId('inbox-row').first().getByRole('link').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send reply' }).waitFor();
    expect(await fits()).toBe(true);
    const box = await page.getByRole('dialog').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'manager-inbox-phone', { viewport: true });
    // Escape closes the message and goes back to the list's address.
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/manager/inbox');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('is not open to an editor, in the back office nor through the API', async () => {
    const page = await browser.page();
    const editor = await createStaff(page, 3);
    await signIn(page, editor);
    await page.goto('/manager/inbox');
    await page.getByTestId('forbidden').waitFor();
    const nav = page.getByRole('navigation', { name: 'Back office navigation' });
    expect(await nav.getByRole('link', { name: 'Contact Inbox', exact: true }).count()).toBe(0);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const answer = await page.request.get('/api/contact', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(403);
    await page.close();
  });
});

async function expectDisabled(locator: ReturnType<Page['locator']>) {
  await expect.poll(() => locator.isDisabled()).toBe(true);
}
