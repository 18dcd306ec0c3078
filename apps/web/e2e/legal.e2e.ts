import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  expectAccessible,
  openBrowser,
  overflowingText,
  screenshot,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

/** The footer's Support column: link text, address and first section heading, per language. */
const PAGES = [
  {
    path: '/support',
    en: { link: 'Support Center', section: 'Response times' },
    de: { link: 'Support-Center', section: 'Antwortzeiten' },
  },
  {
    path: '/privacy',
    en: { link: 'Privacy Policy', section: 'What we collect' },
    de: { link: 'Datenschutzerklärung', section: 'Welche Daten wir erheben' },
  },
  {
    path: '/terms',
    en: { link: 'Terms of Service', section: 'Governing law' },
    de: { link: 'Nutzungsbedingungen', section: 'Anwendbares Recht' },
  },
] as const;

/** Follows a footer link and checks the page it opens. */
async function openFromFooter(page: Page, entry: (typeof PAGES)[number], language: 'en' | 'de') {
  const texts = entry[language];
  await page.getByRole('contentinfo').getByRole('link', { name: texts.link, exact: true }).click();
  // A German page's links stay under /de.
  await page.waitForURL(
    (url) => url.pathname === (language === 'en' ? entry.path : `/${language}${entry.path}`),
  );
  await page.getByRole('heading', { level: 1, name: texts.link, exact: true }).waitFor();
  expect(
    await page.getByRole('heading', { level: 2, name: texts.section, exact: true }).isVisible(),
  ).toBe(true);
  expect(await page.title()).toBe(`${texts.link} | Veltrix Consulting`);
}

describe('the support, privacy and terms pages', () => {
  it('open from the footer in English, read well and pass axe', async () => {
    const page = await browser.page();
    await page.goto('/');
    for (const entry of PAGES) {
      await openFromFooter(page, entry, 'en');
      await expectAccessible(page);
      await screenshot(page, `legal${entry.path.replace('/', '-')}-en-1280`);
    }

    // The privacy policy names what the site collects and the company's e-mail to use the rights.
    await page.goto('/privacy');
    await page.getByText('Last updated: 1 June 2025').waitFor();
    for (const topic of [
      'Contact messages:',
      'Job applications:',
      'Chat conversations:',
      'Preferences:',
    ]) {
      expect(await page.locator('#privacy-collect').getByText(topic).isVisible()).toBe(true);
    }
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(browser.errors).toEqual([]);
  });

  it('leads from the support page to the contact form', async () => {
    const page = await browser.page();
    await page.goto('/support');
    const email = page
      .getByTestId('support-page')
      .getByRole('link', { name: 'info@veltrix.example' })
      .first();
    expect(await email.getAttribute('href')).toBe('mailto:info@veltrix.example');
    await page.getByRole('link', { name: 'Open the contact form' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#contact');
    await expect
      .poll(
        () => page.evaluate(() => document.getElementById('contact')!.getBoundingClientRect().top),
        {
          timeout: 5000,
        },
      )
      .toBeLessThanOrEqual(70);
    expect(browser.errors).toEqual([]);
  });

  it('switch to German with the language select', async () => {
    const page = await browser.page();
    await page.goto('/support');
    await page.getByTestId('language-select').click();
    await page.getByRole('link', { name: /Deutsch/ }).click();
    await page.waitForURL((url) => url.pathname === '/de/support');
    await page.getByRole('heading', { level: 1, name: 'Support-Center' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');

    for (const entry of PAGES) {
      await openFromFooter(page, entry, 'de');
      await expectAccessible(page);
    }
    expect(await page.getByText('Zuletzt aktualisiert: 1. Juni 2025').isVisible()).toBe(true);
    await screenshot(page, 'legal-terms-de-1280');
    await page.getByTestId('theme-toggle').click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await expectAccessible(page);
    await screenshot(page, 'legal-terms-de-1280-dark');

    const phone = await browser.page({ width: 390, height: 844 });
    await phone.goto('/privacy');
    await phone.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await overflowingText(phone)).toEqual([]);
    await screenshot(phone, 'legal-privacy-de-390');
    expect(browser.errors).toEqual([]);
  });
});
