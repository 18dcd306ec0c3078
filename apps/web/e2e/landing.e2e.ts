import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  expectAccessible,
  holdRequests,
  openBrowser,
  overflowingText,
  screenshot,
  settle,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

/**
 * SPEC §2: the landing page's sections, in order, with their anchors; and the client quotes
 * after the portfolio (docs/spec-deviations.md), shown while any testimonial is visible.
 */
const SECTIONS = [
  'hero',
  'services',
  'process',
  'portfolio',
  'testimonials',
  'about',
  'team',
  'contact',
];
/** The sticky header's height: sections scroll to just below it (scroll-margin-top). */
const HEADER = 64;

/** Where a section's top is in the viewport, in CSS pixels. */
const sectionTop = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);

/** Waits until the section sits just under the sticky header (smooth scrolling takes a moment). */
async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(() => sectionTop(page, id), { timeout: 5000, interval: 100 })
    .toBeGreaterThanOrEqual(HEADER - 4);
  await expect
    .poll(() => sectionTop(page, id), { timeout: 5000, interval: 100 })
    .toBeLessThanOrEqual(HEADER + 4);
}

async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await page.getByTestId('project-card').first().waitFor();
}

describe('the landing page', () => {
  it('shows its sections in order with their anchors and the spec texts', async () => {
    const page = await browser.page();
    await openHome(page);

    const ids = await page
      .locator('main > section[id]')
      .evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(ids).toEqual(SECTIONS);
    expect(await page.title()).toBe(
      'IT Consulting and Software Development in Dubai | Veltrix Consulting',
    );

    const hero = page.locator('#hero');
    expect(await hero.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Digital transformation, engineered to last',
    );
    expect(await hero.getByRole('link', { name: 'Get Started' }).isVisible()).toBe(true);
    expect(await hero.getByRole('link', { name: 'See Portfolio' }).isVisible()).toBe(true);

    const titles = (id: string) => page.locator(`#${id} h3`).allTextContents();
    expect(await titles('services')).toEqual([
      'IT Architecture',
      'UX/UI Product Design',
      'End-to-End Development',
    ]);
    expect(await titles('process')).toEqual(['Discover', 'Design & Develop', 'Deliver & Support']);
    expect(await titles('about')).toEqual(['Integrity', 'Expertise', 'Client Focus', 'Innovation']);
    expect(await page.locator('#process').getByText('Step 2').isVisible()).toBe(true);

    expect(
      await page.locator('#team').getByRole('link', { name: 'Meet Our team' }).getAttribute('href'),
    ).toBe('/team');

    const contact = page.locator('#contact');
    expect(await contact.getByRole('button', { name: 'Send Message' }).isVisible()).toBe(true);
    const details = page.getByTestId('contact-details');
    expect(await details.getByText('Business Bay, Dubai').isVisible()).toBe(true);
    expect(await details.getByRole('link', { name: '+971 4 555 0142' }).getAttribute('href')).toBe(
      'tel:+97145550142',
    );
    expect(
      await details.getByRole('link', { name: 'info@veltrix.example' }).getAttribute('href'),
    ).toBe('mailto:info@veltrix.example');
    expect(await details.getByRole('link', { name: /^Follow us on / }).count()).toBe(3);
    expect(browser.errors).toEqual([]);
  });

  it('scrolls to the contact form and to the portfolio from the hero buttons', async () => {
    const page = await browser.page();
    await openHome(page);

    await page.getByRole('link', { name: 'Get Started' }).click();
    await expectScrolledTo(page, 'contact');
    expect(new URL(page.url()).hash).toBe('#contact');

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'See Portfolio' }).click();
    await expectScrolledTo(page, 'portfolio');
    expect(new URL(page.url()).hash).toBe('#portfolio');
    expect(browser.errors).toEqual([]);
  });

  it('scrolls to the section named in the address on load and when the hash changes', async () => {
    const page = await browser.page();
    await page.goto('/#contact');
    await expectScrolledTo(page, 'contact');
    expect(await page.getByRole('button', { name: 'Send Message' }).isVisible()).toBe(true);

    // The header's About link changes the hash while the page is open.
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expectScrolledTo(page, 'about');

    // From another page, an anchor link goes back to / and scrolls there.
    await page.goto('/privacy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#contact');
    await expectScrolledTo(page, 'contact');
    expect(browser.errors).toEqual([]);
  });

  it('previews at most six projects by order and links to the full portfolio', async () => {
    const page = await browser.page();
    await openHome(page);

    const cards = page.locator('#portfolio').getByTestId('project-card');
    expect(await cards.count()).toBe(6);
    // The demo content has seven projects; the one without an order is left out.
    expect(await cards.locator('h3').allTextContents()).toEqual([
      'SlotWise',
      'Intrahub AI',
      'PeopleClock',
      'LinguaTalent',
      'EventFlow',
      'Falcon Freight Control Tower',
    ]);
    for (const href of await cards.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/project\/\d+$/);
    }
    const first = cards.first();
    expect(await first.getByTestId('technology-badge').count()).toBeLessThanOrEqual(4);
    expect(await first.locator('img').getAttribute('width')).not.toBeNull();

    await page.getByRole('link', { name: 'See Full Portfolio' }).click();
    await page.waitForURL((url) => url.pathname === '/projects');

    await page.goBack();
    await page.locator('#portfolio').getByTestId('project-card').first().click();
    await page.waitForURL(/\/project\/\d+$/);
    expect(browser.errors).toEqual([]);
  });

  it('sends a contact message, shows the success toast and clears the form', async () => {
    const page = await browser.page();
    await page.goto('/#contact');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Name').fill('Mira Stone');
    await form.getByLabel('Email').fill('mira@example.com');
    await form
      .getByLabel('Message')
      .fill('We would like to modernise our booking platform. Can we talk next week?');

    // Without the consent box nothing is sent, and the form says why.
    const consent = form.getByRole('checkbox', { name: /I agree to the processing of my data/ });
    expect(await form.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please agree to the processing of your data to continue.').waitFor();
    expect(await consent.getAttribute('aria-invalid')).toBe('true');
    await consent.check();
    expect(
      await form.getByText('Please agree to the processing of your data to continue.').count(),
    ).toBe(0);

    // Hold the answer back for a moment to see the sending state.
    const sent = await holdRequests(page, '**/api/contact');
    const request = page.waitForRequest(
      (r) => r.url().endsWith('/api/contact') && r.method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    const sending = form.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    expect((await request).postDataJSON()).toEqual({
      name: 'Mira Stone',
      email: 'mira@example.com',
      message: 'We would like to modernise our booking platform. Can we talk next week?',
      website: '',
      consent: true,
    });
    const response = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    sent.release();
    expect((await response).status()).toBe(201);

    const toast = page.getByRole('region', { name: /Notifications/ }).locator('li');
    await toast.getByText("Message sent successfully! We'll get back to you soon.").waitFor();
    expect(await toast.getByText('Success', { exact: true }).isVisible()).toBe(true);
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await form.getByLabel('Email').inputValue()).toBe('');
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    expect(await consent.isChecked()).toBe(false);
    expect(await form.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    await sent.stop();
    expect(browser.errors).toEqual([]);
  });

  it('sends nothing while a field is empty, blank or the address is invalid', async () => {
    const page = await browser.page();
    await page.goto('/#contact');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) sent += 1;
    });
    const form = page.getByTestId('contact-form');
    const submit = form.getByRole('button', { name: 'Send Message' });
    const name = form.getByLabel('Name');
    const email = form.getByLabel('Email');

    // An empty field: the browser points at it and nothing is sent.
    await email.fill('mira@example.com');
    await form.getByLabel('Message').fill('Hello');
    await submit.click();
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );

    // A field of spaces passes the browser's check but is silently ignored (SPEC §5).
    await name.fill('   ');
    await submit.click();

    // An address without @: the email input type blocks it.
    await name.fill('Mira Stone');
    await form.getByRole('checkbox', { name: /I agree to the processing/ }).check();
    await email.fill('not-an-email');
    await submit.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    );

    await page.waitForTimeout(500);
    expect(sent).toBe(0);
    expect(
      await page.getByText("Message sent successfully! We'll get back to you soon.").count(),
    ).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it('is accessible and looks right in both themes on a wide screen', async () => {
    const page = await browser.page();
    await openHome(page);
    await settle(page);
    await expectAccessible(page);
    await screenshot(page, 'landing-light-1280');

    await page.getByTestId('theme-toggle').click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await expectAccessible(page);
    await screenshot(page, 'landing-dark-1280');
    expect(browser.errors).toEqual([]);
  });

  it('fits a 390 px phone in both themes', async () => {
    const phone = await browser.page({ width: 390, height: 844 });
    await phone.goto('/');
    await phone.evaluate(() => localStorage.setItem('theme', 'dark'));
    await openHome(phone);
    await settle(phone);
    expect(await phone.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(phone, 'landing-dark-390');

    await phone.getByTestId('theme-toggle').click();
    await phone.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    await expectAccessible(phone);
    expect(await overflowingText(phone)).toEqual([]);
    await screenshot(phone, 'landing-light-390');
    expect(browser.errors).toEqual([]);
  });

  it('keeps its text on a narrow screen in German and Azerbaijani', async () => {
    const phone = await browser.page({ width: 360, height: 780 });
    for (const [language, headline] of [
      ['de', 'Digitale Transformation, gebaut für die Zukunft'],
      ['az', 'Uzunmüddətli nəticə verən rəqəmsal transformasiya'],
    ] as const) {
      await phone.goto('/');
      await phone.evaluate((value) => localStorage.setItem('language', value), language);
      await openHome(phone);
      expect(await phone.getByRole('heading', { level: 1 }).textContent()).toBe(headline);
      expect(await overflowingText(phone)).toEqual([]);
      await settle(phone);
      await screenshot(phone, `landing-${language}-360`);
    }
    await phone.evaluate(() => localStorage.removeItem('language'));
    expect(browser.errors).toEqual([]);
  });
});
