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

const suffix = randomBytes(4).toString('hex');
/** A word nobody else's conversation holds, so the search finds exactly ours. */
const WORD = `quokka${suffix}`;
const SESSION_ID = `e2e-${Date.now()}-${suffix}`;
const QUESTIONS = [
  `Which jobs are open right now? (${WORD})`,
  `Tell me about your projects please, ${WORD}`,
];

let browser: Browser;

let ip = '';

beforeAll(async () => {
  browser = await openBrowser();
  // Two exchanges of one session, sent from this browser's visitor address.
  const page = await browser.page();
  for (const message of QUESTIONS) {
    const response = await page.request.post('/api/chat', {
      data: { message, sessionId: SESSION_ID },
    });
    expect(response.status()).toBe(200);
  }
  const recorded = await page.request.get(
    `/api/chat/conversations?query=${encodeURIComponent(WORD)}`,
    { headers: await adminHeaders(page) },
  );
  const [first] = (await recorded.json()) as { user_ip: string }[];
  ip = first?.user_ip ?? '';
  expect(ip).toMatch(/^10\./);
  await page.close();
});

afterAll(async () => {
  await browser.close();
});

const openChats = (page: Page, search = '') =>
  openScreen(page, `/manager/chats${search ? `?query=${encodeURIComponent(search)}` : ''}`, {
    heading: 'Chat Conversations',
  });

/** Today's heading as the page writes it: the viewer's day in the English long form. */
const todayHeading = (page: Page, locale = 'en-GB') =>
  page.evaluate(
    (tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'full' }).format(new Date()),
    locale,
  );

describe('chat conversations', () => {
  it('shows the recorded exchanges by day, visitor address and session, and searches them', async () => {
    const page = await browser.page();
    await signIn(page);
    await openChats(page);
    expect(await page.title()).toBe('Chat Conversations | Veltrix Consulting');
    const today = page.getByTestId('chat-day').first();
    await today.waitFor();
    expect(await today.getByRole('heading', { level: 2 }).textContent()).toBe(
      await todayHeading(page),
    );
    const visitor = today
      .getByTestId('chat-visitor')
      .filter({ has: page.getByRole('heading', { level: 3, name: ip }) });
    const session = visitor.locator(`[data-session-id="${SESSION_ID}"]`);
    await session.waitFor();
    expect(await session.getByText('2 messages', { exact: true }).isVisible()).toBe(true);
    expect(await session.getByText(SESSION_ID, { exact: true }).isVisible()).toBe(true);
    const exchanges = session.getByRole('listitem');
    expect(await exchanges.count()).toBe(2);
    // The exchanges read in the order they happened, each with its time and the reply.
    for (const [index, question] of QUESTIONS.entries()) {
      const exchange = exchanges.nth(index);
      expect(await exchange.getByText(question, { exact: true }).isVisible()).toBe(true);
      expect(await exchange.locator('time').textContent()).toMatch(/^\d{1,2}:\d{2}/);
      expect(await exchange.getByText('Assistant', { exact: true }).isVisible()).toBe(true);
    }
    // The assistant's "[Title](/path)" links are links, opening beside the back office.
    const link = exchanges.first().getByRole('link').first();
    expect(await link.getAttribute('href')).toMatch(/^\/careers/);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await session.getByText('](/').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'manager-chats-light');

    // The search narrows the list to the matching exchanges.
    await page.getByRole('searchbox', { name: 'Search conversations' }).fill(WORD);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\?query=/);
    await page.getByText(`2 exchanges match “${WORD}”`).waitFor();
    expect(await page.getByTestId('chat-session').count()).toBe(1);
    expect(await page.getByTestId('chat-day').count()).toBe(1);
    await page.locator(`[data-session-id="${SESSION_ID}"]`).waitFor();

    // A search without any match says so, and Clear search brings everything back.
    await page.getByRole('searchbox', { name: 'Search conversations' }).fill(`nomatch${suffix}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { name: 'No conversations found' }).waitFor();
    expect(await page.getByTestId('chat-session').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'manager-chats-empty');
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await page.locator(`[data-session-id="${SESSION_ID}"]`).waitFor();
    expect(await page.getByRole('searchbox').inputValue()).toBe('');

    await usePreferences(page, { theme: 'dark' });
    await page.locator(`[data-session-id="${SESSION_ID}"]`).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'manager-chats-dark');
    await usePreferences(page, { theme: 'light' });

    // In German, the texts and the day heading follow the language.
    await page.evaluate(() => localStorage.setItem('language', 'de'));
    await page.goto(`/manager/chats?query=${WORD}`);
    await page.getByRole('heading', { level: 1, name: 'Chat-Verläufe' }).waitFor();
    expect(
      await page.getByTestId('chat-day').first().getByRole('heading', { level: 2 }).textContent(),
    ).toBe(await todayHeading(page, 'de-DE'));
    expect(await page.getByText('2 Nachrichten', { exact: true }).isVisible()).toBe(true);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    expect(browser.errors).toEqual([]);
  });

  it('is not open to recruiters', async () => {
    const page = await browser.page();
    await signIn(page, await createStaff(page, 4));
    await page.goto('/manager/chats');
    await page.getByTestId('forbidden').waitFor();
    expect(await page.getByRole('heading', { name: 'Not allowed' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Chat Conversations' }).count()).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Back office navigation' });
    expect(await nav.getByRole('link', { name: 'Chat Conversations' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Jobs' }).isVisible()).toBe(true);
    expect(browser.errors).toEqual([]);
  });

  it('opens the navigation drawer on a phone and closes it on navigating', async () => {
    const page = await browser.page({ width: 390, height: 844 });
    await signIn(page);
    await openChats(page, WORD);
    await page.locator(`[data-session-id="${SESSION_ID}"]`).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'manager-chats-390');

    await page.getByTestId('manager-menu-button').click();
    const drawer = page.getByTestId('manager-drawer');
    await drawer.waitFor();
    const links = await drawer.getByRole('navigation').getByRole('link').allTextContents();
    expect(links.map((text) => text.trim())).toEqual([
      'Dashboard',
      'Chat Conversations',
      'Contact Inbox',
      'Jobs',
      'Applicants',
      'News',
      'Projects',
      'Team',
      'Media Library',
      'Testimonials',
      'Users',
      'Audit Log',
      'Privacy',
      'E-mail Templates',
      'E-mail Outbox',
      'Go to Website',
    ]);
    await screenshot(page, 'manager-chats-390-drawer');
    await drawer.getByRole('link', { name: 'Jobs' }).click();
    await drawer.waitFor({ state: 'detached' });
    await page.waitForURL(/\/manager\/jobs$/);
    await page.getByRole('heading', { level: 1, name: 'Job Management' }).waitFor();
    expect(browser.errors).toEqual([]);
  });
});
