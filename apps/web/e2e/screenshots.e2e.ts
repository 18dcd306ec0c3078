import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type Language, localizedPath, PAGE_PATHS } from '@app/contracts/site';
import { type Browser, openBrowser, screenshot } from './browser';
import {
  brandProblems,
  horizontalScrollProblems,
  LAUNCHER,
  launcherOverlaps,
} from './layout-checks';

/**
 * Every public page (and the staff login) in each language, theme and width: a full-page
 * screenshot to look at, test-results/screenshots/pages/<page>-<language>-<theme>-<width>.png,
 * and the layout checks of layout-checks.ts, each view a test of its own. The two themes are
 * two browsers, which take their views at the same time.
 */

const THEMES = ['light', 'dark'] as const;
const WIDTHS = [390, 1440] as const;
const LANGUAGES: Language[] = ['en', 'de', 'az'];
type Theme = (typeof THEMES)[number];

/** The demo content's first item of each kind, read from the public API. */
type Ids = { project: number; article: number; member: number; job: number };

/** Each page's address without the language, from the demo content's ids. */
const PAGES = {
  home: () => PAGE_PATHS.home,
  projects: () => PAGE_PATHS.projects,
  project: (ids: Ids) => PAGE_PATHS.project(ids.project),
  news: () => PAGE_PATHS.news,
  article: (ids: Ids) => PAGE_PATHS.article(ids.article),
  team: () => PAGE_PATHS.team,
  member: (ids: Ids) => PAGE_PATHS.member(ids.member),
  careers: () => PAGE_PATHS.careers,
  job: (ids: Ids) => PAGE_PATHS.job(ids.job),
  support: () => PAGE_PATHS.support,
  privacy: () => PAGE_PATHS.privacy,
  terms: () => PAGE_PATHS.terms,
  'not-found': () => '/no-such-page',
  // The staff's page has no language prefix: it shows in the visitor's stored language.
  login: () => '/login',
} satisfies Record<string, (ids: Ids) => string>;
type PageName = keyof typeof PAGES;

/** Each view once; a view's two themes are side by side, so that they run at the same time. */
const VIEWS = (Object.keys(PAGES) as PageName[]).flatMap((page) =>
  LANGUAGES.flatMap((language) =>
    WIDTHS.flatMap((width) =>
      THEMES.map((theme) => ({
        name: `${page}-${language}-${theme}-${width}`,
        page,
        language,
        theme,
        width,
      })),
    ),
  ),
);

/** A browser per theme (stored before any page's script runs), with one tab. */
const tabs = {} as Record<Theme, { browser: Browser; page: Page; free: Promise<unknown> }>;
let ids: Ids;

beforeAll(async () => {
  for (const theme of THEMES) {
    const browser = await openBrowser({ colorScheme: theme });
    await browser.context.addInitScript((theme) => {
      try {
        localStorage.setItem('theme', theme);
      } catch {
        // a page without storage (about:blank)
      }
    }, theme);
    const page = await browser.page();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // On the site's origin, so that its storage can be written before the first view.
    await page.goto('/favicon.svg');
    tabs[theme] = { browser, page, free: Promise.resolve() };
  }
  const { request } = tabs.light.page;
  const first = async (path: string, list: string) => {
    const response = await request.get(path);
    const items = ((await response.json()) as Record<string, { id: number }[]>)[list];
    if (!items?.[0]) {
      throw new Error(`No ${list} from ${path}: ${response.status()} ${await response.text()}`);
    }
    return items[0].id;
  };
  ids = {
    project: await first('/api/projects?per_page=1', 'projects'),
    article: await first('/api/news', 'articles'),
    member: await first('/api/team/team-members', 'members'),
    job: await first('/api/jobs', 'jobs'),
  };
});
afterAll(async () => {
  for (const { browser } of Object.values(tabs)) await browser.close();
});

/** The longest a view may keep its tab: a stuck one fails alone, not every view after it. */
const VIEW_LIMIT_MS = 45_000;

/** A new tab in place of one a stuck view left (closing it ends what still waits there). */
async function freshTab(theme: Theme) {
  const tab = tabs[theme];
  const stuck = tab.page;
  tab.page = await tab.browser.page();
  await tab.page.emulateMedia({ reducedMotion: 'reduce' });
  await tab.page.goto('/favicon.svg');
  await stuck.close().catch(() => undefined);
}

/** Runs `use` with the theme's tab once the views before it there are done. */
function withTab<T>(theme: Theme, use: (page: Page) => Promise<T>): Promise<T> {
  const tab = tabs[theme];
  const done = tab.free.then(async () => {
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The view took over ${VIEW_LIMIT_MS} ms`)),
        VIEW_LIMIT_MS,
      );
    });
    try {
      return await Promise.race([use(tab.page), limit]);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('The view took')) {
        await freshTab(theme);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  });
  tab.free = done.catch(() => undefined);
  return done;
}

/** Until every image in the page is in: lazy ones are fetched at once. */
const imagesLoaded = async (page: Page) => {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
};

/**
 * Opens the view's page in its language and width, and waits until it is complete: its
 * heading, the chat launcher (the chat, if it were to come, on /login), images and fonts.
 */
async function open(page: Page, path: string, language: Language, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
  // A stored language moves English addresses to the visitor's; /login reads it.
  await page.evaluate((language) => localStorage.setItem('language', language), language);
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  if (path === PAGES.login()) {
    // Were the chat to come on this page, it would be fetched once the page is idle: until then
    // and until nothing more has come in for half a second.
    await page.evaluate(async () => {
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 }));
      for (
        let seen = -1, rounds = 0;
        seen !== performance.getEntriesByType('resource').length && rounds < 20;
        rounds++
      ) {
        seen = performance.getEntriesByType('resource').length;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    });
  } else await page.locator(LAUNCHER).waitFor();
  await imagesLoaded(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

describe('every public page in every language, theme and width', () => {
  it.concurrent.for(VIEWS)(
    '$name',
    // Besides its own time, a view waits for the views before it on its theme's tab. A view
    // that gave up its tab (a slow moment of a busy machine) is tried once more, on a new tab.
    { timeout: 120_000, retry: 1 },
    async ({ name, page: pageName, language, theme, width }, { expect }) => {
      const path =
        pageName === 'login' ? PAGES.login() : localizedPath(language, PAGES[pageName](ids));
      const problems = await withTab(theme, async (page) => {
        await open(page, path, language, width);
        const found = await brandProblems(page);
        if (pageName === 'login') {
          if (await page.locator(LAUNCHER).count()) {
            found.push('the chat launcher shows on the staff login page');
          }
        } else found.push(...(await launcherOverlaps(page)));
        if (width < 768) found.push(...(await horizontalScrollProblems(page)));
        // The checks scrolled through the page: anything that came in with that is in too.
        await imagesLoaded(page);
        await screenshot(page, `pages/${name}`);
        return found;
      });
      expect(
        problems,
        `${pageName} page (${path}) in ${language}, ${theme} theme, ${width} px wide`,
      ).toEqual([]);
    },
  );
});
