import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, expectAccessible, openBrowser, screenshot } from './browser';

/** A German browser: with nothing stored, the site starts in German (SPEC §4 "Language"). */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser({ locale: 'de-DE' });
});
afterAll(async () => browser.close());

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation').first();

/** Starts a page with the given choices stored (or nothing stored). */
async function openWith(page: Page, path: string, stored: Record<string, string> = {}) {
  await page.goto('/');
  await page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, stored);
  await page.goto(path);
}

/** Each language is its own address: the menu's choice moves to this page in that language. */
async function chooseLanguage(page: Page, label: 'EN' | 'DE' | 'AZ') {
  const names = { EN: 'English', DE: 'Deutsch', AZ: 'Azərbaycanca' };
  const prefixes = { EN: '', DE: '/de', AZ: '/az' };
  await page.getByTestId('language-select').click();
  await page.getByRole('link', { name: names[label] }).click();
  await page.waitForURL((url) => url.pathname === (prefixes[label] || '/'));
  // Another language is another document: it answers clicks once the app has taken it over.
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
}

describe('the whole site', () => {
  it('starts in the browser language, and the header select switches and remembers the language', async () => {
    const page = await browser.page();
    await openWith(page, '/');
    await mainNav(page).getByRole('link', { name: 'Startseite' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');

    await chooseLanguage(page, 'AZ');
    await mainNav(page).getByRole('link', { name: 'Ana səhifə' }).waitFor();
    expect(await mainNav(page).textContent()).toContain('Xəbərlər');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('az');
    await page.reload();
    await mainNav(page).getByRole('link', { name: 'Ana səhifə' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('az');

    await chooseLanguage(page, 'EN');
    await mainNav(page).getByRole('link', { name: 'Home' }).waitFor();
    await chooseLanguage(page, 'DE');
    await mainNav(page).getByRole('link', { name: 'Neuigkeiten' }).waitFor();
    await page.reload();
    await mainNav(page).getByRole('link', { name: 'Startseite' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');
    expect(browser.errors).toEqual([]);
  });

  it('switches to the dark theme and keeps it across a reload', async () => {
    const page = await browser.page();
    await openWith(page, '/', { language: 'en' });
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    await page.getByTestId('theme-toggle').click();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByTestId('theme-toggle').waitFor();
    expect(await isDark()).toBe(true);
    await page.getByTestId('theme-toggle').click();
    expect(await isDark()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(browser.errors).toEqual([]);
  });

  it('opens the mobile menu at 390 px, and its About link leads from /news to the section on /', async () => {
    const page = await browser.page({ width: 390, height: 844 });
    await openWith(page, '/news', { language: 'en' });
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    for (const name of ['Home', 'Portfolio', 'News', 'About', 'Contact']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await menu.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');

    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#about');
    await menu.waitFor({ state: 'detached' });
    await page.waitForFunction(() => {
      const top = document.getElementById('about')?.getBoundingClientRect().top;
      return top !== undefined && top >= -5 && top < window.innerHeight / 2;
    });
    expect(browser.errors).toEqual([]);
  });

  it('leads from the footer to real Careers, Support Center, Privacy Policy and Terms of Service pages', async () => {
    const page = await browser.page();
    await openWith(page, '/', { language: 'en' });
    const footer = page.getByRole('contentinfo');
    for (const [name, path] of [
      ['Careers', '/careers'],
      ['Support Center', '/support'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).not.toContain('404');
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
    }
    expect(browser.errors).toEqual([]);
  });

  it('focuses the notification area with F8', async () => {
    const page = await browser.page();
    await openWith(page, '/', { language: 'en' });
    await page.getByTestId('theme-toggle').waitFor();
    await page.keyboard.press('F8');
    // The notification area's code comes after the page's: F8 fetches it when it is not in yet.
    const inToasts = await page.waitForFunction(() => {
      const region = document.activeElement?.closest('[role="region"]');
      return region?.getAttribute('aria-label') ?? null;
    });
    expect(await inToasts.jsonValue()).toMatch(/^Notifications/);
    expect(browser.errors).toEqual([]);
  });

  it('answers an unknown path with HTTP 404 and a page that leads home', async () => {
    const page = await browser.page();
    await openWith(page, '/', { language: 'en' });
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(browser.errors).toEqual([]);
  });

  it('looks right in light and dark (screenshots of /login and the 404 page)', async () => {
    const page = await browser.page();
    for (const theme of ['light', 'dark'] as const) {
      await openWith(page, '/login', { language: 'en', theme });
      await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
      await screenshot(page, `login-${theme}`);
      await page.goto('/no-such-page');
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      );
      await screenshot(page, `not-found-${theme}`);
    }
    expect(browser.errors).toEqual([]);
  });
});
