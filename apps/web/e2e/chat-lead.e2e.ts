import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, expectAccessible, openBrowser, screenshot, signIn } from './browser';
import { ask, openChat } from './chat-widget';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

/** Chromium logs every refused request; the 429s here are the point of the test. */
const unexpectedErrors = () => browser.errors.filter((error) => !error.includes('status of 429'));

/** The session id the widget sends, read from its first chat request. */
function sessionOf(page: Page) {
  let sessionId = '';
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/api/chat/stream')) return;
    sessionId ||= (JSON.parse(request.postData() ?? '{}') as { sessionId: string }).sessionId;
  });
  return () => sessionId;
}

const NAME = 'Lena Fischer';
const EMAIL = `lena.${Date.now()}@example.com`;

describe('lead capture in the chat', () => {
  it('offers the form on buying intent, sends the details, and the staff see the lead', async () => {
    const page = await browser.page();
    const session = sessionOf(page);
    await page.goto('/');
    const panel = await openChat(page);

    const notice = panel.getByTestId('chat-privacy-notice');
    expect(await notice.textContent()).toContain('This conversation is recorded.');
    expect(await notice.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/privacy',
    );

    const reply = await ask(panel, 'Can you build us an intranet with AI search? We need a quote');
    const offer = panel.getByTestId('chat-lead-offer');
    await offer.waitFor();
    expect(await offer.textContent()).toContain('Shall I pass your name and email to our team');
    // The offer comes below the reply, which stays in view.
    const conversation = panel.getByTestId('chat-messages');
    const [listBox, replyBox, offerBox] = await Promise.all(
      [conversation, reply, offer].map((element) => element.boundingBox()),
    );
    expect(replyBox!.y).toBeGreaterThanOrEqual(listBox!.y - 1);
    expect(replyBox!.y).toBeLessThan(listBox!.y + listBox!.height / 2);
    expect(offerBox!.y).toBeGreaterThan(replyBox!.y);
    await offer.getByRole('button', { name: 'Yes, please' }).click();
    const form = panel.getByRole('form', { name: 'Your contact details for our team' });
    await form.waitFor();
    expect(await form.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    await expectAccessible(page);
    await screenshot(page, 'chat-lead-form');

    await form.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await form.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await form
      .getByRole('textbox', { name: 'Note (optional)' })
      .fill('An intranet for 200 people.');
    // Without the consent box nothing is sent, and the form says why.
    let leads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat/lead')) leads += 1;
    });
    await form.getByRole('button', { name: 'Send my details' }).click();
    await form.getByText('Please agree to the processing of your data to continue.').waitFor();
    expect(leads).toBe(0);
    await form.getByRole('checkbox', { name: /I agree to the processing of my data/ }).check();
    const stored = page.waitForResponse((r) => r.url().endsWith('/api/chat/lead'));
    await form.getByRole('button', { name: 'Send my details' }).click();
    expect((await stored).status()).toBe(201);
    await panel
      .getByTestId('chat-messages')
      .getByText("Thank you! I've passed your details to our team.")
      .waitFor();
    await form.waitFor({ state: 'detached' });
    await screenshot(page, 'chat-lead-sent');

    // The notice's link leads to the privacy policy, the chat staying open beside it.
    await notice.getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForURL((url) => url.pathname === '/privacy');
    expect(await panel.isVisible()).toBe(true);

    const sessionId = session();
    expect(sessionId).not.toBe('');
    await signIn(page);
    await page.goto(`/manager/chats?query=${encodeURIComponent(sessionId)}`);
    await page.getByRole('heading', { level: 1, name: 'Chat Conversations' }).waitFor();
    const row = page.locator(`[data-session-id="${sessionId}"]`);
    await row.waitFor();
    const lead = row.getByTestId('chat-lead');
    expect(await lead.textContent()).toContain(NAME);
    expect(await lead.getByRole('link', { name: EMAIL }).getAttribute('href')).toBe(
      `mailto:${EMAIL}`,
    );
    expect(await row.getByTestId('chat-engine').first().textContent()).toContain('Embedded');
    await screenshot(page, 'manager-chats-lead');
    expect(unexpectedErrors()).toEqual([]);
  });

  it('asks the visitor to slow down after too many messages in a minute', async () => {
    const page = await browser.page();
    await page.goto('/');
    // Messages sent quickly from this browser's address, until the API refuses them.
    let status = 200;
    for (let i = 0; i < 30 && status === 200; i++) {
      const response = await page.request.post('/api/chat', {
        data: { message: `hello ${i}`, sessionId: 'e2e-burst-session' },
      });
      status = response.status();
    }
    expect(status).toBe(429);

    const panel = await openChat(page);
    const reply = await ask(panel, 'One more question, please');
    expect(await reply.textContent()).toContain(
      "Whoa, that's a lot of messages at once! Please slow down and try again in a moment.",
    );
    expect(await reply.textContent()).not.toContain('technical difficulties');
    await screenshot(page, 'chat-slow-down');
    expect(unexpectedErrors()).toEqual([]);
  });
});
