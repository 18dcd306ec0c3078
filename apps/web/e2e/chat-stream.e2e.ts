import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../api/src/app.js';
import { createContext } from '../../api/src/bootstrap.js';
import { loadConfig } from '../../api/src/config.js';
import { type Database, openDatabase } from '../../api/src/db/client.js';
import { migrate } from '../../api/src/db/migrate.js';
import { seedDemoContent } from '../../api/src/seed/seed.js';
import { type FakeOpenAi, startFakeOpenAi } from '../../api/test/fake-openai.js';
import { type Browser, expectAccessible, openBrowser, screenshot } from './browser';

/**
 * Streaming in the browser: the shared e2e server runs without an LLM, so this file starts a
 * fake OpenAI-compatible endpoint that writes slowly, and a second API instance configured to
 * use it (its own embedded database with the demo content, serving the same web build).
 */

const REPLY =
  'Yes! We are hiring engineers, designers and a delivery manager right now. Open our [Careers](/careers) page to read each position and apply.';
const TOKENS = REPLY.match(/\S+\s*/g)!;
const TOKEN_GAP_MS = 150;

let fake: FakeOpenAi;
let server: { url: string; close: () => Promise<void> };
let browser: Browser;

async function startLlmServer(llm: FakeOpenAi) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-llm-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: inject('webDist'),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: 'e2e-model',
    LLM_API_KEY: 'sk-e2e',
  });
  const database: Database = await openDatabase({ dataDir });
  await migrate(database);
  const ctx = await createContext(config, database);
  await seedDemoContent(ctx.db);
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      await ctx.limiter.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.answer({ kind: 'stream', tokens: TOKENS, delayMs: TOKEN_GAP_MS });
  server = await startLlmServer(fake);
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a streamed reply', () => {
  it('appears progressively and ends complete, with a working link', async () => {
    const page = await browser.page();
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: /Let's talk!/ }).click();
    const panel = page.getByRole('dialog', { name: 'Vera, Veltrix assistant' });
    await panel.waitFor();

    const input = panel.getByRole('textbox', { name: 'Your message' });
    await input.fill('Do you have open positions?');
    await input.press('Enter');

    // The reply shows with its first pieces, while the rest is still being written.
    const reply = panel.locator('li[data-sender="bot"]').nth(1);
    await reply.waitFor();
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
