import { randomBytes } from 'node:crypto';
import { JSDOM } from 'jsdom';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminHeaders,
  baseURL,
  type Browser,
  expectAccessible,
  openBrowser,
  screenshotBothThemes,
} from './browser';

/**
 * The public site in German and Azerbaijani shows each item's translation, marks what is still
 * served in English with lang="en", says so on the item's page, and describes the translation
 * in its metadata: as HTML from the server, and the same once the browser has taken over.
 */

/** Our own records' names: other files may write to the same kind of content. */
const suffix = randomBytes(3).toString('hex');
const ARTICLE = {
  title: `Cloud migration without downtime ${suffix}`,
  excerpt: 'How we moved a data centre over one weekend.',
  content: '<p>The first English paragraph.</p><p>The second English paragraph.</p>',
  category: 'Engineering',
  tags: ['cloud', 'migration'],
  author: 'Staff',
};
const GERMAN = {
  title: `Cloud-Migration ohne Ausfall ${suffix}`,
  excerpt: 'Wie wir ein Rechenzentrum an einem Wochenende verlegt haben.',
};
const PROJECT = {
  name: `Harbour ledger ${suffix}`,
  description: 'A ledger for harbour fees, written in English only.',
  category: 'Logistics',
  technologies: ['TypeScript'],
  status: 'completed',
};
const JOB = {
  title: `Cloud engineer ${suffix}`,
  department: 'Engineering',
  location: 'Dubai',
  type: 'Full-time',
  level: 'Senior',
  description: 'Run our cloud platforms.',
  requirements: 'Five years with Kubernetes\nTerraform',
  responsibilities: 'Keep the platform running\nMentor the team',
  benefits: 'Flexible hours',
  translations: {
    de: {
      title: `Cloud-Ingenieur ${suffix}`,
      description: 'Betreiben Sie unsere Cloud-Plattformen.',
      responsibilities: 'Die Plattform am Laufen halten\nDas Team begleiten',
    },
  },
};

let browser: Browser;
let page: Page;
let articleId: number;
let projectId: number;
let jobId: number;

async function create(path: string, data: object) {
  const response = await page.request.post(path, { headers: await adminHeaders(page), data });
  expect(response.status(), path).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

beforeAll(async () => {
  browser = await openBrowser();
  page = await browser.page();
  articleId = await create('/api/news', { ...ARTICLE, translations: { de: GERMAN } });
  projectId = await create('/api/projects', PROJECT);
  jobId = await create('/api/jobs', JOB);
});
afterAll(async () => browser.close());

/** The page's HTML as a crawler gets it (no JavaScript), parsed. */
async function serverHtml(path: string) {
  const response = await fetch(`${baseURL()}${path}`);
  expect(response.status, path).toBe(200);
  const { document } = new JSDOM(await response.text()).window;
  const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
  );
  return {
    document,
    main: document.getElementById('main')!,
    meta: (selector: string) => document.querySelector(selector)?.getAttribute('content'),
    structured: (type: string) => structured.find((item) => item['@type'] === type),
  };
}

/** The text of the elements of `root` marked lang="en". */
const englishIn = (root: ParentNode) =>
  [...root.querySelectorAll('[lang="en"]')].map((element) => element.textContent ?? '');

describe('an article translated in part, on its German page', () => {
  it('arrives from the server in German, its English parts marked, with the note', async () => {
    const { document, main, meta, structured } = await serverHtml(`/de/news/${articleId}`);
    expect(document.title).toBe(`${GERMAN.title} | Veltrix Consulting`);
    expect(meta('meta[name="description"]')).toBe(GERMAN.excerpt);
    expect(meta('meta[property="og:title"]')).toBe(GERMAN.title);
    expect(main.querySelector('h1')?.textContent).toBe(GERMAN.title);
    expect(main.querySelector('h1')?.hasAttribute('lang')).toBe(false);
    expect(main.textContent).toContain(GERMAN.excerpt);
    expect(main.textContent).not.toContain(ARTICLE.title);
    // Content, category and tags have no German: they are English, and say so.
    const english = englishIn(main);
    expect(english).toContain('The first English paragraph.The second English paragraph.');
    expect(english).toContain(ARTICLE.category);
    expect(english).toEqual(expect.arrayContaining(['#cloud', '#migration']));
    expect(main.querySelector('[role="note"]')?.textContent).toBe(
      'Teile dieser Seite sind nur auf Englisch verfügbar',
    );
    expect(structured('NewsArticle')).toMatchObject({
      headline: GERMAN.title,
      description: GERMAN.excerpt,
      inLanguage: 'de',
    });
    const crumbs = structured('BreadcrumbList')!.itemListElement as { name: string }[];
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Startseite', 'Neuigkeiten', GERMAN.title]);
  });

  it('stays German in the browser: no English title at any moment, and no second request', async () => {
    const tab = await browser.page();
    // Every text the page's h1 shows, from the first parse to after hydration.
    await tab.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { headings: string[] }).headings = seen;
      new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const reads: string[] = [];
    tab.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/news')) reads.push(request.url());
    });
    await tab.goto(`/de/news/${articleId}`);
    const heading = tab.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe(GERMAN.title);
    expect(await heading.getAttribute('lang')).toBeNull();
    expect(
      await tab.evaluate(() => (window as unknown as { headings: string[] }).headings),
    ).toEqual([GERMAN.title]);
    expect(await tab.getByTestId('article-content').getAttribute('lang')).toBe('en');
    expect(await tab.getByRole('note').textContent()).toBe(
      'Teile dieser Seite sind nur auf Englisch verfügbar',
    );
    expect(await tab.title()).toBe(`${GERMAN.title} | Veltrix Consulting`);
    // The server's data was the browser's: the same query, in the same language.
    expect(reads).toEqual([]);
    await expectAccessible(tab);

    // A move from the list asks for the article in German, and shows it so.
    await tab.goto('/de/news');
    const card = tab.getByRole('link', { name: GERMAN.title });
    expect(await card.getByRole('heading').getAttribute('lang')).toBeNull();
    expect(
      await card
        .getByTestId('article-tag')
        .first()
        .locator('xpath=ancestor-or-self::*[@lang][1]')
        .getAttribute('lang'),
    ).toBe('en');
    await card.click();
    await tab.waitForURL(`**/de/news/${articleId}`);
    await tab.getByRole('note').waitFor();
    expect(await heading.textContent()).toBe(GERMAN.title);
    expect(reads.some((url) => url.endsWith(`/api/news/${articleId}?lang=de`))).toBe(true);
    await tab.waitForFunction((title) => document.title.startsWith(title), GERMAN.title);
    expect(browser.errors).toEqual([]);
    await tab.close();
  });
});

describe('a project with no German translation', () => {
  it('is marked English and says so on its German page, from the server and in the browser', async () => {
    const { main } = await serverHtml(`/de/project/${projectId}`);
    expect(main.querySelector('h1')?.getAttribute('lang')).toBe('en');
    expect(englishIn(main)).toContain(PROJECT.description);
    expect(main.querySelector('[role="note"]')?.textContent).toBe('Nur auf Englisch verfügbar');

    const tab = await browser.page();
    await tab.goto(`/de/project/${projectId}`);
    expect(await tab.getByRole('note').textContent()).toBe('Nur auf Englisch verfügbar');
    const description = tab.getByText(PROJECT.description).first();
    expect(await description.getAttribute('lang')).toBe('en');
    // What the page itself writes (its headings, the facts' names) stays German.
    expect(await tab.getByRole('heading', { name: 'Projektinfo' }).getAttribute('lang')).toBeNull();
    expect(browser.errors).toEqual([]);
    await tab.close();
  });

  it('is marked English in the Azerbaijani portfolio', async () => {
    const { main } = await serverHtml('/az/projects');
    const card = [...main.querySelectorAll('[data-testid="project-card"]')].find(
      (item) => item.querySelector('h2')?.textContent === PROJECT.name,
    )!;
    expect(card.querySelector('h2')?.getAttribute('lang')).toBe('en');
    // Technology names are never translated: English on every page.
    expect(englishIn(card)).toEqual([
      PROJECT.category,
      PROJECT.name,
      ...PROJECT.technologies,
      PROJECT.description,
    ]);
  });
});

describe('a job translated in part', () => {
  it('is a JobPosting in German, its English sections marked, with the note', async () => {
    const { main, structured } = await serverHtml(`/de/careers/${jobId}`);
    expect(main.querySelector('h1')?.textContent).toBe(JOB.translations.de.title);
    expect(structured('JobPosting')).toMatchObject({
      title: JOB.translations.de.title,
      inLanguage: 'de',
      description: expect.stringContaining('<p>Betreiben Sie unsere Cloud-Plattformen.</p>'),
    });
    expect(englishIn(main)).toEqual(
      expect.arrayContaining(['Five years with KubernetesTerraform', 'Flexible hours']),
    );
    expect(englishIn(main).join(' ')).not.toContain('Plattform');
    expect(main.querySelector('[role="note"]')?.textContent).toBe(
      'Teile dieser Seite sind nur auf Englisch verfügbar',
    );
  });
});

describe('the English pages', () => {
  it('show the English item with no note and no language marks', async () => {
    for (const path of [`/news/${articleId}`, `/project/${projectId}`, `/careers/${jobId}`]) {
      const { main } = await serverHtml(path);
      expect(main.querySelector('[role="note"]'), path).toBeNull();
      expect(main.querySelector('[lang]'), path).toBeNull();
    }
    const { main, structured } = await serverHtml(`/news/${articleId}`);
    expect(main.querySelector('h1')?.textContent).toBe(ARTICLE.title);
    expect(structured('NewsArticle')).toMatchObject({ headline: ARTICLE.title, inLanguage: 'en' });

    const tab = await browser.page();
    await tab.goto(`/news/${articleId}`);
    expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe(ARTICLE.title);
    expect(await tab.locator('main [lang]').count()).toBe(0);
    expect(await tab.getByRole('note').count()).toBe(0);
    await tab.close();
  });
});

describe('how the pages look', () => {
  it('at 390 and 1440 px, in both themes', async () => {
    const pages = [
      [`/de/news/${articleId}`, 'translations-article-de'],
      ['/az/projects', 'translations-projects-az'],
      [`/de/project/${projectId}`, 'translations-project-de'],
      [`/de/careers/${jobId}`, 'translations-job-de'],
    ] as const;
    for (const width of [390, 1440]) {
      const tab = await browser.page({ width, height: 900 });
      for (const [path, name] of pages) {
        await tab.goto(path);
        const ready = () => tab.getByRole('heading', { level: 1 }).waitFor();
        await ready();
        await screenshotBothThemes(tab, `${name}-${width}`, ready);
      }
      await tab.close();
    }
    expect(browser.errors).toEqual([]);
  });
});
