import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, screenshot, signIn, usePreferences } from './browser';

/**
 * The site's typography in Debian's Chromium: the self-hosted Inter, preloaded and allowed by
 * the content security policy; English words capitalised as English on Azerbaijani screens;
 * Azerbaijani dates although this Chromium has no Azerbaijani of its own; date fields in the
 * interface language; dialogs whose buttons stay in view on short screens; the notification
 * area named in the page's language.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the web font', () => {
  it('is preloaded by the page, cached for a year, and used once loaded', async () => {
    const page = await browser.page();
    const response = await page.goto('/de');
    const html = (await response!.text()) as string;
    const preload =
      /<link\s+rel="preload"\s+href="(\/assets\/inter-latin-[\w-]+\.woff2)"\s+as="font"\s+type="font\/woff2"\s+crossorigin\s*\/?>/.exec(
        html,
      );
    expect(preload, 'a preload of the Latin font file').not.toBeNull();
    const font = await page.request.get(preload![1]!);
    expect(font.status()).toBe(200);
    expect(font.headers()['content-type']).toBe('font/woff2');
    expect(font.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return document.fonts.check('16px Inter', 'Veltrix');
    });
    expect(loaded).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^Inter, "Inter Fallback"/,
    );
    // The Azerbaijani letters come from the second file, fetched by a page that shows them.
    await page.goto('/az');
    expect(
      await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.family === 'Inter')
          .map((face) => face.status);
      }),
    ).toEqual(['loaded', 'loaded']);
    expect(browser.errors).toEqual([]);
  });
});

describe('English words on Azerbaijani screens', () => {
  it('are capitalised as English ("SCHEDULING", never "SCHEDULİNG") in the back office', async () => {
    const page = await browser.page();
    await signIn(page);
    await usePreferences(page, { language: 'az' });
    await page.goto('/manager/projects');
    const cards = page.getByTestId('admin-project-card');
    await cards.first().waitFor();
    const eyebrows = await cards.locator('[data-slot="eyebrow"]').evaluateAll((elements) =>
      elements.map((element) => ({
        shown: (element as HTMLElement).innerText,
        text: element.textContent ?? '',
        transform: getComputedStyle(element).textTransform,
      })),
    );
    expect(eyebrows.length).toBeGreaterThan(0);
    expect(eyebrows.map((eyebrow) => eyebrow.shown)).toContain('SCHEDULING SAAS');
    for (const { shown, text, transform } of eyebrows) {
      expect(transform).toBe('uppercase');
      expect(shown).toBe(text.toUpperCase());
      expect(shown).not.toContain('İ');
    }
    await usePreferences(page, { language: 'en' });
  });

  it('are capitalised as English on the public Azerbaijani pages, and technologies are English', async () => {
    const page = await browser.page();
    await page.goto('/az/projects');
    await page.getByTestId('project-card').first().waitFor();
    const capitalised = await page.locator('main [data-slot="eyebrow"]').evaluateAll((elements) =>
      elements.map((element) => ({
        lang: element.closest('[lang]')!.getAttribute('lang'),
        shown: (element as HTMLElement).innerText,
        text: element.textContent ?? '',
      })),
    );
    // "Banking App Redesign" has no translation: served, and capitalised, in English.
    expect(capitalised).toContainEqual({
      lang: 'en',
      shown: 'BANKING APP REDESIGN',
      text: 'Banking App Redesign',
    });
    for (const { lang, shown, text } of capitalised) {
      expect(shown).toBe(text.toLocaleUpperCase(lang!));
    }
    const technologies = await page
      .getByTestId('technology-badge')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('lang')));
    expect(new Set(technologies)).toEqual(new Set(['en']));
  });
});

describe('dates', () => {
  it('are written with Azerbaijani month names, which this Chromium lacks', async () => {
    const page = await browser.page();
    await page.goto('/az/news');
    await page.getByTestId('news-card').first().waitFor();
    // What Intl writes here: the reason the site writes its own dates.
    const intl = await page.evaluate(() =>
      new Intl.DateTimeFormat('az', { dateStyle: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2026, 10, 14),
      ),
    );
    console.info(`Intl in this Chromium writes 14 November 2026 in Azerbaijani as "${intl}"`);
    const footers = await page.getByTestId('news-card').allInnerTexts();
    const months = 'yanvar|fevral|mart|aprel|may|iyun|iyul|avqust|sentyabr|oktyabr|noyabr|dekabr';
    const short = 'yan|fev|mar|apr|may|iyn|iyl|avq|sen|okt|noy|dek';
    for (const text of footers) {
      expect(text).toMatch(new RegExp(`\\b\\d{1,2} (${months}|${short}) \\d{4}\\b`));
      expect(text).not.toMatch(/\bM\d{1,2}\b/);
    }
  });

  it('are typed in the interface language in the back office, with a calendar', async () => {
    const page = await browser.page({ width: 1440, height: 900 });
    await signIn(page);
    await usePreferences(page, { language: 'de' });
    await page.goto('/manager/jobs');
    await page.getByRole('button', { name: 'Stelle hinzufügen' }).click();
    const dialog = page.getByRole('dialog');
    const deadline = dialog.getByLabel(/^Bewerbungsschluss/);
    expect(await deadline.getAttribute('type')).toBe('text');
    expect(await deadline.getAttribute('placeholder')).toBe('TT.MM.JJJJ');
    await deadline.fill('31.12.2030');
    await dialog.getByRole('button', { name: 'Datum im Kalender wählen' }).waitFor();
    await deadline.scrollIntoViewIfNeeded();
    await screenshot(page, 'typography-date-input-de', { viewport: true });
    expect(await deadline.inputValue()).toBe('31.12.2030');
    await page.keyboard.press('Escape');
    await usePreferences(page, { language: 'en' });
  });
});

describe('dialogs on short screens', () => {
  for (const [width, height] of [
    [390, 600],
    [1440, 600],
  ] as const) {
    it(`keep the application's submit button in view at ${width}×${height}`, async () => {
      const page = await browser.page({ width, height });
      const jobs = await (await page.request.get('/api/jobs')).json();
      await page.goto(`/careers/${jobs.jobs[0].id}`);
      await page.getByRole('button', { name: 'Apply for This Position', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const submit = dialog.getByRole('button', { name: 'Submit Application' });
      const inView = () =>
        submit.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return box.bottom <= window.innerHeight && !!hit && button.contains(hit);
        });
      // Nothing of the form shows below the buttons: they end where the dialog ends.
      const gapBelowButtons = () =>
        dialog.evaluate(
          (content) =>
            content.getBoundingClientRect().bottom -
            content.querySelector('form > :last-child')!.getBoundingClientRect().bottom,
        );
      expect(await inView()).toBe(true);
      expect(await gapBelowButtons()).toBeLessThanOrEqual(2);
      // Still so with the fields scrolled.
      await dialog.getByLabel('Cover Letter').scrollIntoViewIfNeeded();
      expect(await inView()).toBe(true);
      expect(await gapBelowButtons()).toBeLessThanOrEqual(2);
      await screenshot(page, `typography-apply-dialog-${width}x${height}`, { viewport: true });
    });
  }
});

describe('the notification area', () => {
  it('is named in the page’s language', async () => {
    const page = await browser.page();
    await page.goto('/de');
    const region = page.getByRole('region', { name: 'Benachrichtigungen (F8)' });
    await region.waitFor({ state: 'attached' });
    await page.goto('/az');
    await page.getByRole('region', { name: 'Bildirişlər (F8)' }).waitFor({ state: 'attached' });
  });
});
