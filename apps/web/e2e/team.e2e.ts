import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM } from '../../api/src/testing.js';
import {
  type Browser,
  expectAccessible,
  holdRequests,
  openBrowser,
  screenshot,
  screenshotBothThemes,
  usePreferences,
} from './browser';

/** The seeded members a visitor sees, by display order; the hidden one stays off the page. */
const VISIBLE = DEMO_TEAM.filter((member) => member.is_visible)
  .sort((a, b) => a.display_order! - b.display_order!)
  .map((member) => member.name);
const HIDDEN = DEMO_TEAM.find((member) => !member.is_visible)!.name;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page();
});
afterAll(async () => browser.close());

const cardNames = () => page.getByTestId('team-card').locator('h2').allTextContents();
const card = (name: string) => page.getByRole('link', { name, exact: true });

describe('team', () => {
  it('shows eight placeholders while loading, then the error with a way home', async () => {
    // Pages arrive rendered with their data; the placeholders show on a move within the site.
    await page.goto('/');
    const members = await holdRequests(page, '**/api/team/team-members?lang=*', {
      status: 500,
      contentType: 'application/json',
      body: '{"detail":"Internal Server Error"}',
    });
    await page.getByRole('link', { name: 'Meet Our Team' }).click();
    await page.waitForURL((url) => url.pathname === '/team');
    await page.getByTestId('team-card-skeleton').first().waitFor();
    expect(await page.getByTestId('team-card-skeleton').count()).toBe(8);
    members.release();
    await page.getByRole('heading', { name: 'Failed to load team members.' }).waitFor();
    await members.stop();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The 500 was answered on purpose by the test.
    const unexpected = browser.errors.filter(
      (error) => !/status of 500.*\/api\/team\/team-members/.test(error),
    );
    expect(unexpected).toEqual([]);
    browser.errors.length = 0;
  });

  it('lists the visible members by display order, with initials when there is no photo', async () => {
    await page.goto('/team');
    await page.getByRole('heading', { level: 1, name: 'Meet Our Team' }).waitFor();
    await page.getByTestId('team-card').first().waitFor();
    const names = await cardNames();
    expect(names.filter((name) => VISIBLE.includes(name))).toEqual(VISIBLE);
    expect(names).not.toContain(HIDDEN);

    const sophie = card('Sophie Laurent');
    const avatar = sophie.getByTestId('initials-avatar');
    expect(await avatar.textContent()).toBe('SL');
    expect(await avatar.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(
      /^rgb/,
    );
    expect(await sophie.locator('img').count()).toBe(0);
    const layla = card('Layla Haddad');
    expect(await layla.locator('img').getAttribute('src')).toBe('/media/team/layla-haddad.svg');
    expect(await layla.textContent()).toContain('Founder & CEO');
    expect(await layla.textContent()).toContain('Leadership');

    await expectAccessible(page);
    await screenshotBothThemes(page, 'team', () => page.getByTestId('team-card').first().waitFor());
    expect(browser.errors).toEqual([]);
  });

  it('opens a member with the bio as HTML and only the links they have', async () => {
    await page.goto('/team');
    await card('Daniel Richter').click();
    await page.waitForURL(/\/team\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Daniel Richter' }).waitFor();
    expect(await page.getByText('Chief Technology Officer').isVisible()).toBe(true);
    const bio = page.getByTestId('member-bio');
    expect(await bio.locator('strong').textContent()).toBe('Intrahub AI');
    expect(await bio.locator('li').allTextContents()).toEqual([
      'MSc in Computer Science',
      'Maintainer of several open-source search tools',
    ]);

    const links = page.getByTestId('member-links');
    expect(await links.getByRole('link', { name: /Email/ }).getAttribute('href')).toBe(
      'mailto:daniel.richter@veltrix.example',
    );
    expect(await links.getByRole('link', { name: /Phone/ }).getAttribute('href')).toBe(
      'tel:+493055501187',
    );
    for (const network of ['LinkedIn', 'GitHub']) {
      const link = links.getByRole('link', { name: new RegExp(network) });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    expect(await links.getByRole('link', { name: /Twitter/ }).count()).toBe(0);
    expect(await links.getByRole('link').count()).toBe(4);

    await expectAccessible(page);
    await screenshotBothThemes(page, 'team-member', () =>
      page.getByRole('heading', { level: 1, name: 'Daniel Richter' }).waitFor(),
    );
    expect(browser.errors).toEqual([]);
  });

  it('gives a member without a photo an initials avatar on their page', async () => {
    await page.goto('/team');
    await card('Priya Nair').click();
    await page.getByRole('heading', { level: 1, name: 'Priya Nair' }).waitFor();
    expect(await page.getByRole('img', { name: 'Priya Nair' }).textContent()).toBe('PN');
    const links = page.getByTestId('member-links');
    expect(await links.getByRole('link', { name: /LinkedIn/ }).count()).toBe(1);
    expect(await links.getByRole('link', { name: /GitHub|Twitter/ }).count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'team-member-initials-light');
    expect(browser.errors).toEqual([]);
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const phone = await browser.page({ width: 360, height: 740 });
    for (const name of ['Daniel Richter', 'Sophie Laurent']) {
      await phone.goto('/team');
      await phone.getByRole('link', { name, exact: true }).click();
      await phone.getByRole('heading', { level: 1, name }).waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    }
    await screenshot(phone, 'team-member-phone');
    await phone.close();
    expect(browser.errors).toEqual([]);
  });

  it('answers an unknown member with "Team Member Not Found"', async () => {
    await page.goto('/team/999999');
    await page.getByRole('heading', { level: 1, name: 'Team Member Not Found' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Team' }).click();
    await page.waitForURL((url) => url.pathname === '/team');
    await page.getByTestId('team-card').first().waitFor();
    const unexpected = browser.errors.filter(
      (error) => !/status of 404.*\/api\/team\/999999/.test(error),
    );
    expect(unexpected).toEqual([]);
    browser.errors.length = 0;
  });

  it('speaks Azerbaijani', async () => {
    await page.goto('/team');
    await usePreferences(page, { theme: 'light', language: 'az' });
    await page.getByRole('heading', { level: 1, name: 'Komandamızla tanış olun' }).waitFor();
    await page.getByTestId('team-card').first().waitFor();
    await card('Daniel Richter').click();
    await page.getByRole('heading', { level: 2, name: 'Haqqında' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Əlaqə' }).waitFor();
    await usePreferences(page, { theme: 'light', language: 'en' });
    expect(browser.errors).toEqual([]);
  });
});
