import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../api/test/fake-openai.js';
import { type Browser, expectAccessible, openBrowser, screenshot } from './browser';
import { ask, openChat } from './chat-widget';

/**
 * Streaming in the browser: the other files' servers run without an LLM, so this file starts a
 * fake OpenAI-compatible endpoint that writes slowly, and its server is configured to use it.
 */

const REPLY =
  'Yes! We are hiring engineers, designers and a delivery manager right now. Open our [Careers](/careers) page to read each position and apply.';
const TOKENS = REPLY.match(/\S+\s*/g)!;
const TOKEN_GAP_MS = 150;

let fake: FakeOpenAi;
let browser: Browser;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.answer({ kind: 'stream', tokens: TOKENS, delayMs: TOKEN_GAP_MS });
  browser = await openBrowser({
    serverSettings: {
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'e2e-model',
      LLM_API_KEY: 'sk-e2e',
    },
  });
});
afterAll(async () => {
  await browser?.close();
  await fake?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a streamed reply', () => {
  it('appears progressively and ends complete, with a working link', async () => {
    const page = await browser.page();
    await page.goto('/');
    const panel = await openChat(page);

    // The reply shows with its first pieces, while the rest is still being written.
    const reply = await ask(panel, 'Do you have open positions?');
    expect(await panel.getByTestId('chat-thinking').count()).toBe(0);
    const early = (await reply.locator('p').textContent()) ?? '';
    expect(early.length).toBeGreaterThan(0);
    expect(REPLY.startsWith(early.trimEnd())).toBe(true);
    expect(early.trimEnd().length).toBeLessThan(REPLY.length - 40);
    expect(await panel.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    await screenshot(page, 'chat-streaming');

    await sleep(TOKEN_GAP_MS * 4);
    const later = (await reply.locator('p').textContent()) ?? '';
    expect(later.length).toBeGreaterThan(early.length);
    expect(later.startsWith(early.trimEnd())).toBe(true);

    // Complete: the whole text, the link clickable and the caret gone.
    await reply.getByTestId('chat-streaming-caret').waitFor({ state: 'detached' });
    expect(await reply.locator('p').textContent()).toBe(
      REPLY.replace('[Careers](/careers)', 'Careers'),
    );
    await screenshot(page, 'chat-streamed');
    await expectAccessible(page);

    // The endpoint was asked once, with the open positions among its passages.
    expect(fake.requests).toHaveLength(1);
    const system = fake.requests[0]!.body.messages[0]!.content;
    expect(system).toContain('Senior Full-Stack Engineer (TypeScript)');

    const link = reply.getByRole('link', { name: 'Careers' });
    expect(await link.getAttribute('href')).toBe('/careers');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/careers');
    await page.getByRole('heading', { name: 'Open Positions' }).waitFor();
    expect(browser.errors).toEqual([]);
  });
});
