import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { buildApp } from '../../api/src/app.js';
import { createContext } from '../../api/src/bootstrap.js';
import { loadConfig } from '../../api/src/config.js';
import { fromPglite } from '../../api/src/db/client.js';

export const admin = () => ({ email: inject('adminEmail'), password: inject('adminPassword') });

type SiteServer = { url: string; close(): Promise<void> };
let server: Promise<SiteServer> | undefined;
let serverUrl: string | undefined;
let openBrowsers = 0;

/**
 * This test file's own server: the API and the production web build, on a fresh copy of the
 * demo database made by global-setup. Each context sends its own X-Forwarded-For address,
 * which this server trusts, so per-address rate limits never collide.
 */
async function startSiteServer(): Promise<SiteServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-data-'));
  const client = await PGlite.create({
    loadDataDir: new Blob([await readFile(inject('databaseTemplate'))]),
  });
  const database = fromPglite(client);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: inject('webDist'),
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  });
  const app = await buildApp(await createContext(config, database));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The address of this file's server (started by the first `openBrowser`). */
export const baseURL = () => {
  if (!serverUrl) throw new Error('Call openBrowser() before baseURL()');
  return serverUrl;
};

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

export type Browser = {
  context: BrowserContext;
  /** A new page; console errors and failed requests on it are collected in `errors`. */
  page(options?: { width?: number; height?: number }): Promise<Page>;
  errors: string[];
  close(): Promise<void>;
};

/**
 * Debian's Chromium with a fresh profile. Every context gets its own visitor address (sent as
 * X-Forwarded-For, which the test server trusts), so per-address rate limits stay apart.
 */
export async function openBrowser(
  options: { locale?: string; colorScheme?: 'light' | 'dark' } = {},
): Promise<Browser> {
  server ??= startSiteServer();
  serverUrl = (await server).url;
  openBrowsers += 1;
  const profile = await mkdtemp(path.join(tmpdir(), 'e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    baseURL: baseURL(),
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: {
      'X-Forwarded-For': `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`,
    },
    acceptDownloads: true,
  });
  context.setDefaultTimeout(15_000);
  const errors: string[] = [];
  for (const existing of context.pages()) await existing.close();
  return {
    context,
    errors,
    async page({ width = 1280, height = 800 } = {}) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      // A page rendered on the server shows before it answers clicks: moving to one waits until
      // the app has taken it over (<html data-hydrated>), as a person waits for it to respond.
      const interactive = () =>
        page.waitForFunction(
          () => 'hydrated' in document.documentElement.dataset || !document.getElementById('root'),
        );
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await interactive();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await interactive();
        return response;
      };
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The 404 page itself is answered with HTTP 404, which Chromium reports as an error.
        const isDocument = message.location().url === page.url();
        if (isDocument && message.text().includes('status of 404')) return;
        errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      return page;
    },
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
      openBrowsers -= 1;
      if (openBrowsers === 0 && server) {
        const running = server;
        server = undefined;
        serverUrl = undefined;
        await (await running).close();
      }
    },
  };
}

/** axe on the current page: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Saves a full-page screenshot under test-results/screenshots for people to look at. */
export async function screenshot(page: Page, name: string) {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Stores tokens like the login page does, so a test starts signed in. */
export async function signIn(page: Page, credentials = admin()) {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  expect(response.status()).toBe(200);
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  await page.goto('/');
  await page.evaluate(({ access_token, refresh_token }) => {
    localStorage.setItem('access_token', access_token);
    localStorage.setItem('refresh_token', refresh_token);
  }, tokens);
}

/** An admin's bearer header, for setting up data through the API in a test. */
export async function adminHeaders(page: Page) {
  const response = await page.request.post('/api/auth/login', { data: admin() });
  expect(response.status()).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}` };
}

/** A new staff account of the role (2 Admin, 3 Editor, 4 Recruiter), created through the API. */
export async function createStaff(page: Page, roleId: 2 | 3 | 4) {
  const credentials = {
    email: `staff-${roleId}-${randomBytes(4).toString('hex')}@example.com`,
    password: 'staff-password-1',
  };
  const response = await page.request.post('/api/users', {
    headers: await adminHeaders(page),
    data: { first_name: 'Staff', last_name: `Role ${roleId}`, role_id: roleId, ...credentials },
  });
  expect(response.status()).toBe(201);
  return credentials;
}
