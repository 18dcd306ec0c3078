import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, type Browser, expectAccessible, fieldError, openBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => browser.close());

const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** A refused sign-in answers 401, which Chromium reports on the console; that one is expected. */
const unexpectedErrors = () =>
  browser.errors.filter(
    (error) => !/status of 401 \(Unauthorized\).*\/api\/auth\/login/.test(error),
  );

describe('the login page', () => {
  it('passes axe and toggles the password between hidden and shown', async () => {
    const page = await browser.page();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    expect(await page.title()).toBe('Login | Veltrix Consulting');
    await expectAccessible(page);

    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('required')).not.toBeNull();
    expect(await password.getAttribute('required')).not.toBeNull();

    const toggle = page.getByRole('button', { name: 'Show password' });
    expect(await password.getAttribute('type')).toBe('password');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('password');
    expect(browser.errors).toEqual([]);
  });

  it('asks for the missing fields before sending anything', async () => {
    const page = await browser.page();
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) sent += 1;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const email = page.getByLabel('Email');
    await expect.poll(() => fieldError(email)).toBe('This field is required.');
    expect(await fieldError(page.getByLabel('Password', { exact: true }))).toBe(
      'This field is required.',
    );
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => fieldError(email)).toBe('Please enter a valid email address.');
    expect(sent).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it("shows 'Login failed' with the server's detail for a wrong password", async () => {
    const page = await browser.page();
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin().email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const region = toastRegion(page);
    await region.getByText('Login failed').waitFor();
    expect(await region.textContent()).toContain('Incorrect email or password');
    expect(page.url()).toMatch(/\/login$/);
    expect(unexpectedErrors()).toEqual([]);
  });

  it('signs the admin in to the dashboard, keeps them away from /login, and logs out from the header', async () => {
    const page = await browser.page();
    // Hold the answer a moment, so the submitting state can be seen.
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin().email);
    await page.getByLabel('Password', { exact: true }).fill(admin().password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const submitting = page.getByRole('button', { name: 'Signing in...' });
    await submitting.waitFor();
    expect(await submitting.isDisabled()).toBe(true);

    await toastRegion(page).getByText('Login successful').waitFor();
    expect(await toastRegion(page).textContent()).toContain('Welcome back!');
    await page.waitForURL('**/manager/dashboard');
    await page.getByText('Welcome to the Management Dashboard').waitFor();

    await page.goto('/login');
    await page.waitForURL('**/manager/dashboard');
    await page.getByText('Welcome to the Management Dashboard').waitFor();

    await page.goto('/');
    const logout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
    await logout.click();
    await page.waitForURL((url) => url.pathname === '/');
    await logout.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await page.goto('/manager/dashboard');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    expect(unexpectedErrors()).toEqual([]);
  });

  it('sends a signed-out visitor from the dashboard to /login', async () => {
    const page = await browser.page();
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/manager/dashboard');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').waitFor();
    expect(unexpectedErrors()).toEqual([]);
  });
});
