import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type Browser, openBrowser, screenshot, signIn } from './browser';

/**
 * The back office's screens for candidates and leads, as staff see them: in three languages,
 * light and dark, on a phone and on a desktop. Each view is saved under
 * test-results/screenshots (`manager-<screen>-<lang>-<theme>-<width>.png`) and fails when the
 * page scrolls sideways.
 */

let browser: Browser;
let messageId: number;

/** What a screen needs to show once it is open. */
const SCREENS: { name: string; path: () => string; ready: (page: Page) => Promise<unknown> }[] = [
  {
    name: 'dashboard',
    path: () => '/manager/dashboard',
    ready: (page) => page.getByRole('table').waitFor(),
  },
  {
    name: 'inbox',
    path: () => '/manager/inbox',
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'inbox-message',
    path: () => `/manager/inbox/${messageId}`,
    ready: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'all-applicants',
    path: () => '/manager/applicants',
    ready: (page) => page.getByTestId('applicants-table').waitFor(),
  },
  {
    name: 'mail-templates',
    path: () => '/manager/mail-templates',
    ready: (page) => page.getByRole('textbox').first().waitFor(),
  },
  {
    name: 'outbox',
    path: () => '/manager/outbox',
    ready: (page) => page.getByRole('table').waitFor(),
  },
  {
    name: 'retention',
    path: () => '/manager/privacy',
    ready: (page) => page.getByTestId('retention-table').waitFor(),
  },
  {
    name: 'person-data',
    path: () => '/manager/privacy',
    ready: async (page) => {
      await page.getByRole('tab').nth(1).click();
      const address = page.getByRole('textbox').first();
      await address.fill('leyla.screens@example.com');
      await address.press('Enter');
      await page.getByTestId('person-data').waitFor();
    },
  },
  {
    name: 'audit',
    path: () => '/manager/audit',
    ready: (page) => page.getByRole('table').waitFor(),
  },
];

beforeAll(async () => {
  // Contact messages due within the retention list's 14 days.
  browser = await openBrowser({ serverSettings: { CONTACT_RETENTION_DAYS: '7' } });
  const page = await browser.page();
  const sent = await page.request.post('/api/contact', {
    data: {
      name: 'Leyla Əliyeva',
      email: 'leyla.screens@example.com',
      message: 'We need a customer portal for our logistics company. Could you call me next week?',
      consent: true,
    },
  });
  expect(sent.status()).toBe(201);
  // An applicant for the list across jobs, to a job of the demo content.
  const jobs = (await (await page.request.get('/api/jobs')).json()) as { jobs: { id: number }[] };
  const applied = await page.request.post('/api/jobs/applications/upload', {
    multipart: {
      first_name: 'Günel',
      last_name: 'Məmmədova-Schönberger',
      email: 'gunel.screens@example.com',
      phone: '+994 50 123 45 67',
      consent: 'true',
      job_id: String(jobs.jobs[0]!.id),
    },
  });
  expect(applied.status()).toBe(201);
  await signIn(page);
  const inbox = await page.evaluate(async () => {
    const response = await fetch('/api/contact', {
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    return (await response.json()) as { items: { id: number }[] };
  });
  messageId = inbox.items[0]!.id;
  await page.close();
});

afterAll(async () => {
  await browser.close();
});

describe.each(['en', 'de', 'az'] as const)('the back-office screens in %s', (language) => {
  it.each(['light', 'dark'] as const)(
    'read well in the %s theme, on a phone and a desktop',
    async (theme) => {
      for (const width of [390, 1440]) {
        const page = await browser.page({ width, height: 900 });
        await signIn(page);
        await page.evaluate(
          ([lang, scheme]) => {
            localStorage.setItem('language', lang);
            localStorage.setItem('theme', scheme);
          },
          [language, theme] as const,
        );
        for (const screen of SCREENS) {
          await page.goto(screen.path());
          await screen.ready(page);
          await page.waitForLoadState('networkidle');
          await screenshot(page, `manager-${screen.name}-${language}-${theme}-${width}`, {
            viewport: screen.name === 'inbox-message',
          });
          // A page that scrolls sideways, with the outermost elements that reach past the edge.
          const sideways = await page.evaluate(() => {
            const right = (node: Element | null) => node?.getBoundingClientRect().right ?? 0;
            if (document.documentElement.scrollWidth <= innerWidth) return [];
            return [...document.querySelectorAll('body *')]
              .filter(
                (el) => right(el) > innerWidth + 1 && right(el.parentElement) <= innerWidth + 1,
              )
              .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
          });
          expect([screen.name, width, sideways]).toEqual([screen.name, width, []]);
        }
        await page.close();
      }
      expect(browser.errors).toEqual([]);
    },
    // Twelve screens at two widths: two dozen page loads and screenshots.
    240_000,
  );
});
