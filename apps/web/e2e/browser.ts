import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import AxeBuilder from '@axe-core/playwright';
import {
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type Request,
  type Route,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { buildApp, createContext, fromPglite, loadConfig } from '../../api/src/testing.js';

export const admin = () => ({ email: inject('adminEmail'), password: inject('adminPassword') });

type SiteServer = { url: string; close(): Promise<void> };
let server: Promise<SiteServer> | undefined;
let serverUrl: string | undefined;
let openBrowsers = 0;

/**
 * This test file's own server: the API and the production web build, on a fresh copy of the
 * demo database made by global-setup, with `settings` added to its environment. Each context
 * sends its own X-Forwarded-For address, which this server trusts, so per-address rate limits
 * never collide.
 */
async function startSiteServer(settings: Record<string, string> = {}): Promise<SiteServer> {
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
    ...settings,
  });
  const context = await createContext(config, database);
  const app = await buildApp(context);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await context.limiter.close();
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

/**
 * A random visitor address, sent as X-Forwarded-For to a server that trusts it, so that
 * per-address rate limits never meet another visitor's (nor another run's, in a shared Redis).
 */
export const visitorAddress = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

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
 * X-Forwarded-For, which the test server trusts), so per-address rate limits stay apart. The
 * first call starts this file's server, with `serverSettings` added to its environment.
 */
export async function openBrowser(
  options: {
    locale?: string;
    colorScheme?: 'light' | 'dark';
    serverSettings?: Record<string, string>;
  } = {},
): Promise<Browser> {
  server ??= startSiteServer(options.serverSettings);
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
    extraHTTPHeaders: { 'X-Forwarded-For': visitorAddress() },
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

/**
 * Saves a screenshot under test-results/screenshots for people to look at: the full page, or
 * with `viewport` what the screen shows (an open dialog is best seen as a person sees it).
 */
export async function screenshot(page: Page, name: string, { viewport = false } = {}) {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: !viewport });
}

/** Stores the visitor's theme and language as the app does, then reloads the page. */
export async function usePreferences(
  page: Page,
  preferences: { theme?: 'light' | 'dark'; language?: 'en' | 'de' | 'az' },
) {
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, preferences);
  await page.reload();
}

/** Scrolls through the page so lazy images load, then waits for every image. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/**
 * Full-page screenshots `<name>-light` and `<name>-dark`, each once its images are in; `ready`
 * waits for the page's content after the reload into the dark theme. Ends in the light theme.
 */
export async function screenshotBothThemes(
  page: Page,
  name: string,
  ready: () => Promise<unknown>,
) {
  await settle(page);
  await screenshot(page, `${name}-light`);
  await usePreferences(page, { theme: 'dark' });
  await ready();
  await settle(page);
  await screenshot(page, `${name}-dark`);
  await usePreferences(page, { theme: 'light' });
}

/** Picks `option` in the select whose test id is `testId` (a list's filter or order). */
export async function chooseOption(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

/** Opens a screen at `path`: waits for its main heading and, when given, its first item. */
export async function openScreen(
  page: Page,
  path: string,
  { heading, item }: { heading: string; item?: string },
) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  if (item) await page.getByTestId(item).first().waitFor();
}

/**
 * Holds back the requests matching `url` until `release()`: then each is answered with `answer`,
 * or without one sent on to the server. `stop()` lets later requests through untouched.
 */
export async function holdRequests(
  page: Page,
  url: string,
  answer?: Parameters<Route['fulfill']>[0],
) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await held;
    await (answer ? route.fulfill(answer) : route.continue());
  };
  await page.route(url, handler);
  return { release, stop: () => page.unroute(url, handler) };
}

/** The error a form control is described by (its field's error), or null when it has none. */
export async function fieldError(control: Locator) {
  const described = (await control.getAttribute('aria-describedby')) ?? '';
  const id = described.split(' ').find((part) => part.endsWith('-error'));
  if (!id) return null;
  return control.page().locator(`[id="${id}"]`).textContent();
}

/** The write calls to an API resource while `action` runs, with their JSON bodies. */
export async function writesDuring(page: Page, resource: string, action: () => Promise<void>) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const listener = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' && pathname.startsWith(resource)) {
      const data = request.postData();
      writes.push({
        method: request.method(),
        path: pathname,
        body: data ? (JSON.parse(data) as unknown) : null,
      });
    }
  };
  page.on('request', listener);
  try {
    await action();
  } finally {
    page.off('request', listener);
  }
  return writes;
}

/** The headings, paragraphs and links wider than their box (long German words on phones). */
export const overflowingText = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main h1, main h2, main h3, main p, main a'))
      .filter(
        (node) =>
          node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).display !== 'inline',
      )
      .map((node) => node.textContent?.slice(0, 40)),
  );

type Credentials = { email: string; password: string };

/** Signs in through the API: the tokens the login page would get. */
async function login(page: Page, credentials: Credentials) {
  const response = await page.request.post('/api/auth/login', { data: credentials });
  expect(response.status()).toBe(200);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/** Stores tokens like the login page does, so a test starts signed in. */
export async function signIn(page: Page, credentials: Credentials = admin()) {
  const tokens = await login(page, credentials);
  await page.goto('/');
  await page.evaluate(({ access_token, refresh_token }) => {
    localStorage.setItem('access_token', access_token);
    localStorage.setItem('refresh_token', refresh_token);
  }, tokens);
}

/** An admin's bearer header, for setting up or reading data through the API in a test. */
export async function adminHeaders(page: Page) {
  const { access_token } = await login(page, admin());
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

/**
 * The browser's local time `ahead` ms from now as a datetime-local field takes it
 * (`YYYY-MM-DDTHH:MM:SS`), and that moment in ms (whole seconds).
 */
export const localTimeAhead = (page: Page, ahead: number) =>
  page.evaluate((ahead) => {
    const when = new Date(Date.now() + ahead);
    const two = (n: number) => String(n).padStart(2, '0');
    return {
      local: `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}T${two(
        when.getHours(),
      )}:${two(when.getMinutes())}:${two(when.getSeconds())}`,
      ms: Math.floor(when.getTime() / 1000) * 1000,
    };
  }, ahead);
