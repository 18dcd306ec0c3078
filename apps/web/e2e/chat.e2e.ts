import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, expectAccessible, openBrowser, screenshot } from './browser';
import { ask, botMessages, openChat } from './chat-widget';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

/**
 * Counts the chat requests a page sends: the widget asks on the streaming route, and on
 * `POST /api/chat` only when the stream fails, which it must not here.
 */
function countChatRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'POST') return;
    if (pathname === '/api/chat/stream') sent.push(request.postData() ?? '');
    if (pathname === '/api/chat') sent.push(`unexpected POST /api/chat: ${request.postData()}`);
  });
  return sent;
}

const userMessages = (panel: Locator) => panel.locator('li[data-sender="user"]');

describe('the chat widget', () => {
  it('opens from the header, its code fetched only then, and is not on the staff login page', async () => {
    const page = await browser.page({ width: 390, height: 844 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const launcher = page.getByTestId('chat-launcher');
    expect(await launcher.evaluate((element) => element.closest('header') !== null)).toBe(true);
    // The page is idle and scrolled: still nothing of the chat was fetched.
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(1500);
    const chatCode = () => scripts.filter((path) => /chat-(widget|panel)/.test(path));
    expect(chatCode()).toEqual([]);
    await openChat(page);
    expect(chatCode().length).toBeGreaterThan(0);

    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('chat-launcher').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it('greets and answers how to reach the office, with Dubai and clickable links', async () => {
    const page = await browser.page();
    const sent = countChatRequests(page);
    await page.goto('/');
    const panel = await openChat(page);
    expect(await botMessages(panel).first().textContent()).toContain("Hi, I'm Vera!");
    const input = panel.getByRole('textbox', { name: 'Your message' });
    await expect
      .poll(() => input.evaluate((element) => element === document.activeElement))
      .toBe(true);

    const reply = await ask(panel, 'How can I reach you?');
    expect(await reply.textContent()).toContain('Dubai');
    expect(sent).toHaveLength(1);
    const body = JSON.parse(sent[0]!) as { message: string; sessionId: string };
    expect(body.message).toBe('How can I reach you?');
    expect(body.sessionId).toMatch(/^session-[0-9a-z]+-[0-9a-z]{12}$/);
    await screenshot(page, 'chat-open-desktop');

    expect(await reply.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0);
    const link = reply.locator('a[href^="/"]').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\//);
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    expect(await panel.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => document.activeElement?.textContent?.includes("Let's talk!")),
    ).toBe(true);
    expect(browser.errors).toEqual([]);
  });

  it('answers a German question in German', async () => {
    const page = await browser.page();
    await page.goto('/');
    const panel = await openChat(page);
    const reply = await ask(panel, 'Wo befindet sich Ihr Büro?');
    const text = (await reply.textContent()) ?? '';
    expect(text).toContain('Dubai');
    expect(text).toMatch(/Büro|Telefon|Kontaktformular/);
    expect(text).not.toContain('You can reach');
    expect(browser.errors).toEqual([]);
  });

  it('sends with Enter, makes a new line with Shift+Enter, never sends a blank message and passes axe', async () => {
    const page = await browser.page();
    const sent = countChatRequests(page);
    await page.goto('/terms');
    const panel = await openChat(page);
    const input = panel.getByRole('textbox', { name: 'Your message' });

    await input.fill('   ');
    await input.press('Enter');
    expect(await panel.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    expect(await userMessages(panel).count()).toBe(0);

    await input.fill('');
    await input.pressSequentially('Hello');
    await input.press('Shift+Enter');
    await input.pressSequentially('what do you do?');
    expect(await input.inputValue()).toBe('Hello\nwhat do you do?');
    expect(sent).toHaveLength(0);

    await input.press('Enter');
    await userMessages(panel).first().waitFor();
    expect(await userMessages(panel).first().textContent()).toContain('Hello\nwhat do you do?');
    expect(await input.inputValue()).toBe('');
    await botMessages(panel).nth(1).waitFor();
    expect(sent).toHaveLength(1);
    await expectAccessible(page);
    expect(browser.errors).toEqual([]);
  });

  it('is 90vw by 80vh and not resizable on a 390 px phone', async () => {
    const page = await browser.page({ width: 390, height: 844 });
    await page.goto('/');
    await screenshot(page, 'chat-closed-mobile');
    const panel = await openChat(page);
    const box = (await panel.boundingBox())!;
    expect(Math.abs(box.width - 390 * 0.9)).toBeLessThan(2);
    expect(Math.abs(box.height - 844 * 0.8)).toBeLessThan(2);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await panel.getByTestId('chat-resize-handle').isVisible()).toBe(false);
    await ask(panel, 'What services do you offer?');
    await screenshot(page, 'chat-open-mobile');
    expect(browser.errors).toEqual([]);
  });

  it('resizes on desktop by dragging the top-left corner, within 300–600 by 400–700', async () => {
    const page = await browser.page({ width: 1280, height: 800 });
    await page.goto('/');
    const panel = await openChat(page);
    const size = async () => {
      const box = (await panel.boundingBox())!;
      return { width: Math.round(box.width), height: Math.round(box.height) };
    };
    expect(await size()).toEqual({ width: 384, height: 500 });

    const handle = panel.getByRole('button', { name: /Resize the chat window/ });
    const drag = async (dx: number, dy: number) => {
      const box = (await handle.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
      await page.mouse.move(x + dx, y + dy, { steps: 4 });
      await page.mouse.up();
    };

    await drag(-100, -80);
    expect(await size()).toEqual({ width: 484, height: 580 });
    await drag(-1000, -1000);
    expect(await size()).toEqual({ width: 600, height: 700 });
    await drag(1000, 1000);
    expect(await size()).toEqual({ width: 300, height: 400 });

    await handle.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    expect(await size()).toEqual({ width: 320, height: 420 });
    expect(browser.errors).toEqual([]);
  });
});
