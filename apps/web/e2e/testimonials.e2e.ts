import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TESTIMONIALS } from '../../api/src/testing.js';
import {
  adminHeaders,
  baseURL,
  type Browser,
  createStaff,
  expectAccessible,
  openBrowser,
  openScreen,
  screenshot,
  settle,
  signIn,
} from './browser';

const suffix = randomBytes(3).toString('hex');
const PERSON = `E2E Client ${suffix}`;
const COMPANY = `Nordwind Logistik ${suffix}`;
const QUOTE = `They understood our business in a week. ${suffix}`;
const GERMAN_QUOTE = `Sie haben unser Geschäft in einer Woche verstanden. ${suffix}`;

/** The demo quotes by display order (all visible). */
const DEMO = [...DEMO_TESTIMONIALS].sort((a, b) => a.display_order! - b.display_order!);

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page({ width: 1440, height: 900 });
});
afterAll(async () => browser.close());

const section = (on: Page = page) => on.locator('section#testimonials');
const cards = (on: Page = page) => section(on).getByTestId('testimonial-card');
const card = (text: string) => cards().filter({ hasText: text });
const dialog = () => page.getByRole('dialog');
const adminCard = (name: string) =>
  page
    .getByTestId('testimonial-admin-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const toast = (text: string) => page.getByText(text, { exact: true }).first();
const serverHtml = async (path: string) => (await fetch(`${baseURL()}${path}`)).text();

describe('testimonials', () => {
  it('shows the demo quotes after the portfolio, rendered on the server, 3 columns wide', async () => {
    // The page as the server sends it already holds the quotes, before any script runs.
    const html = await serverHtml('/');
    for (const { quote } of DEMO) expect(html).toContain(quote);

    await page.goto('/');
    await section().getByRole('heading', { level: 2, name: 'What Our Clients Say' }).waitFor();
    expect(await cards().locator('blockquote').allTextContents()).toEqual(DEMO.map((d) => d.quote));
    const first = cards().first();
    expect(await first.textContent()).toContain(`${DEMO[0]!.person_name}`);
    expect(await first.textContent()).toContain(`${DEMO[0]!.person_role}, ${DEMO[0]!.company}`);
    expect(await first.getByTestId('company-logo').getAttribute('src')).toBe(DEMO[0]!.logo_url);

    // Between the portfolio and the values.
    const order = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main section[id]')).map((element) => element.id),
    );
    expect(order.indexOf('testimonials')).toBe(order.indexOf('portfolio') + 1);
    expect(order.indexOf('about')).toBe(order.indexOf('testimonials') + 1);

    // Three side by side on a wide screen, one under the other on a phone.
    const tops = await cards().evaluateAll((all) => all.map((c) => c.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const phone = await browser.page({ width: 390, height: 844 });
    await phone.goto('/');
    const lefts = await cards(phone).evaluateAll((all) =>
      all.map((c) => Math.round(c.getBoundingClientRect().left)),
    );
    expect(lefts).toHaveLength(3);
    expect(new Set(lefts).size).toBe(1);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await phone.close();

    await settle(page);
    await expectAccessible(page);
    expect(browser.errors).toEqual([]);
  });

  it('speaks German and Azerbaijani', async () => {
    await page.goto('/de');
    await section().getByRole('heading', { level: 2, name: 'Was unsere Kunden sagen' }).waitFor();
    expect(await cards().first().locator('blockquote').textContent()).toContain(
      'Mobile-Banking-App',
    );
    expect(await cards().first().textContent()).toContain('Leiterin Digital Banking');
    // Every demo quote is translated: nothing is marked as English.
    expect(await section().locator('[lang="en"]').count()).toBe(0);

    await page.goto('/az');
    await section().getByRole('heading', { level: 2, name: 'Müştərilərimiz nə deyir' }).waitFor();
    expect(await cards().first().locator('blockquote').textContent()).toContain('mobil bankçılıq');
    expect(browser.errors).toEqual([]);
  });

  it('lets an editor add a quote in the back office, which then shows on the landing page', async () => {
    await signIn(page, await createStaff(page, 3));
    await page.goto('/manager/dashboard');
    const nav = page.getByRole('navigation', { name: 'Back office navigation' });
    await nav.getByRole('link', { name: 'Testimonials', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Testimonials' }).waitFor();
    await page.getByTestId('testimonial-admin-card').first().waitFor();
    expect(await page.getByTestId('testimonial-admin-card').count()).toBe(DEMO.length);

    await page.getByRole('button', { name: 'Add Testimonial' }).first().click();
    await dialog().getByRole('heading', { name: 'Add Testimonial' }).waitFor();
    // Required fields are checked before anything is sent.
    await dialog().getByRole('button', { name: 'Add Testimonial' }).click();
    await dialog().getByText('This field is required.').first().waitFor();
    expect(await dialog().getByLabel('Quote').getAttribute('aria-invalid')).toBe('true');

    await dialog().getByLabel('Quote').fill(QUOTE);
    await dialog().getByLabel('Name').fill(PERSON);
    await dialog().getByLabel('Role').fill('Head of Operations');
    await dialog().getByLabel('Company').fill(COMPANY);
    await dialog().getByLabel('Display order').fill('4');
    // German: the quote only (the role stays English); no Azerbaijani.
    await dialog()
      .getByRole('tab', { name: /^Deutsch/ })
      .click();
    await dialog().getByRole('tabpanel').getByLabel('Quote', { exact: true }).fill(GERMAN_QUOTE);
    await dialog().getByRole('button', { name: 'Add Testimonial' }).click();
    await toast('Testimonial added successfully.').waitFor();
    await adminCard(PERSON).waitFor();
    expect(await adminCard(PERSON).getByTestId('visibility-badge').textContent()).toBe('Visible');
    expect(await adminCard(PERSON).getByTestId('missing-translation').allTextContents()).toEqual([
      'Missing Azerbaijani',
    ]);
    await settle(page);
    await expectAccessible(page);
    await screenshot(page, 'manager-testimonials-light');

    // On the landing page: last by its order, the company's name standing in for a logo.
    await page.goto('/');
    await card(QUOTE).waitFor();
    expect(await cards().count()).toBe(DEMO.length + 1);
    expect(await cards().last().locator('blockquote').textContent()).toBe(QUOTE);
    expect(await card(QUOTE).getByTestId('company-mark').textContent()).toBe(COMPANY);
    expect(await card(QUOTE).getByTestId('company-logo').count()).toBe(0);
    // On three columns the fourth starts a new row.
    const tops = await cards().evaluateAll((all) => all.map((c) => c.getBoundingClientRect().top));
    expect(tops[3]).toBeGreaterThan(tops[0]!);

    // German: the quote translated, the role still English and marked as such.
    await page.goto('/de');
    await card(GERMAN_QUOTE).waitFor();
    expect(await card(GERMAN_QUOTE).locator('blockquote').getAttribute('lang')).toBeNull();
    expect(
      await card(GERMAN_QUOTE)
        .getByText('Head of Operations', { exact: true })
        .getAttribute('lang'),
    ).toBe('en');
    // Azerbaijani: no translation, the quote in English marked as such.
    await page.goto('/az');
    await card(QUOTE).waitFor();
    expect(await card(QUOTE).locator('blockquote').getAttribute('lang')).toBe('en');
    expect(browser.errors).toEqual([]);
  });

  it('asks before deleting, as for team members', async () => {
    await openScreen(page, '/manager/testimonials', {
      heading: 'Testimonials',
      item: 'testimonial-admin-card',
    });
    await adminCard(PERSON)
      .getByRole('button', { name: `Delete the testimonial of ${PERSON}`, exact: true })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this testimonial?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(PERSON);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Testimonial deleted.').waitFor();
    await adminCard(PERSON).waitFor({ state: 'detached' });

    await page.goto('/');
    await cards().first().waitFor();
    expect(await cards().count()).toBe(DEMO.length);
    expect(await page.getByText(QUOTE).count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it('hides the whole section, heading included, when no testimonial is visible', async () => {
    // One hidden through its dialog, the others through the API.
    await openScreen(page, '/manager/testimonials', {
      heading: 'Testimonials',
      item: 'testimonial-admin-card',
    });
    const firstName = DEMO[0]!.person_name;
    await adminCard(firstName)
      .getByRole('button', { name: `Edit the testimonial of ${firstName}`, exact: true })
      .click();
    await dialog().getByRole('heading', { name: 'Edit Testimonial' }).waitFor();
    await dialog().getByRole('checkbox', { name: 'Visible on the landing page' }).click();
    await dialog().getByRole('button', { name: 'Save Changes' }).click();
    await toast('Testimonial updated successfully.').waitFor();
    expect(await adminCard(firstName).getByTestId('visibility-badge').textContent()).toBe('Hidden');

    const headers = await adminHeaders(page);
    const list = (await (await page.request.get('/api/testimonials', { headers })).json()) as {
      testimonials: { id: number; is_visible: boolean }[];
    };
    for (const { id } of list.testimonials.filter((item) => item.is_visible)) {
      const res = await page.request.patch(`/api/testimonials/${id}`, {
        headers,
        data: { is_visible: false },
      });
      expect(res.status()).toBe(200);
    }

    const html = await serverHtml('/');
    expect(html).not.toContain('What Our Clients Say');
    expect(html).not.toContain('id="testimonials"');
    await page.goto('/');
    await page.locator('section#portfolio').waitFor();
    await page.locator('section#about').waitFor();
    expect(await section().count()).toBe(0);
    expect(await page.getByText('What Our Clients Say').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });
});
