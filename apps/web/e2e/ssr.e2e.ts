import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, type Browser, openBrowser } from './browser';

/**
 * The public site as crawlers, link previews and visitors without JavaScript get it: every
 * public page in every language arrives as HTML with its content, metadata and structured
 * data; and in the browser every page comes alive without a hydration error.
 */

const LANGUAGES = ['en', 'de', 'az'] as const;
type Language = (typeof LANGUAGES)[number];

type Texts = Record<string, Record<string, unknown>>;
const texts = (language: Language, area: string): Texts[string] =>
  JSON.parse(
    readFileSync(new URL(`../src/i18n/locales/${language}/${area}.json`, import.meta.url), 'utf8'),
  ) as Texts[string];
const text = (language: Language, key: string): string => {
  const [area, ...path] = key.split('.');
  const value = path.reduce<unknown>(
    (node, part) => (node as Record<string, unknown>)[part],
    texts(language, area!),
  );
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${language}`);
  return value;
};

const prefix = (language: Language, path: string) =>
  language === 'en' ? path : path === '/' ? `/${language}` : `/${language}${path}`;

let browser: Browser;
let origin: string;
type Item = { id: number };
/** The demo content as each language's pages show it (each item in its translation). */
type Content = {
  projects: (Item & { name: string })[];
  articles: (Item & { title: string })[];
  members: (Item & { name: string })[];
  jobs: (Item & {
    title: string;
    salary_range: string | null;
    application_deadline: string | null;
  })[];
};
let data: Record<Language, Content>;

beforeAll(async () => {
  browser = await openBrowser();
  origin = baseURL();
  const json = async <T>(path: string) => (await (await fetch(`${origin}${path}`)).json()) as T;
  const content = async (language: Language): Promise<Content> => ({
    projects: (
      await json<{ projects: never[] }>(`/api/projects?page=1&per_page=100&lang=${language}`)
    ).projects,
    articles: (await json<{ articles: never[] }>(`/api/news?lang=${language}`)).articles,
    members: (await json<{ members: never[] }>(`/api/team/team-members?lang=${language}`)).members,
    jobs: (await json<{ jobs: never[] }>(`/api/jobs?lang=${language}`)).jobs,
  });
  data = { en: await content('en'), de: await content('de'), az: await content('az') };
});
afterAll(async () => browser.close());

/** The page's HTML as a crawler gets it (no JavaScript), parsed. */
async function load(path: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  const html = await response.text();
  const { document } = new JSDOM(html).window;
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');
  const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
  );
  return {
    status: response.status,
    document,
    body: document.getElementById('root')?.textContent ?? '',
    title: document.title,
    description: meta('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    og: (property: string) => meta(`meta[property="og:${property}"]`),
    twitter: (name: string) => meta(`meta[name="twitter:${name}"]`),
    robots: meta('meta[name="robots"]'),
    structured: (type: string) => structured.find((item) => item['@type'] === type),
  };
}

/** What every public page's <head> says: title, description, canonical, alternates, cards. */
function expectMetadata(page: Awaited<ReturnType<typeof load>>, language: Language, path: string) {
  expect(page.document.documentElement.lang).toBe(language);
  expect(page.title).toMatch(/ \| Veltrix Consulting$|^Veltrix Consulting$/);
  expect(page.description?.length).toBeGreaterThan(20);
  expect(page.canonical).toBe(`${origin}${prefix(language, path)}`);
  expect(page.alternates).toEqual({
    en: `${origin}${path}`,
    de: `${origin}${prefix('de', path)}`,
    az: `${origin}${prefix('az', path)}`,
    'x-default': `${origin}${path}`,
  });
  expect(page.og('title')).toBe(page.title.replace(/ \| Veltrix Consulting$/, ''));
  expect(page.og('description')).toBe(page.description);
  expect(page.og('url')).toBe(page.canonical);
  expect(page.og('image')).toMatch(new RegExp(`^${origin}/.+\\.(png|jpe?g|webp)$`));
  expect(page.twitter('card')).toBe('summary_large_image');
  expect(page.twitter('image')).toBe(page.og('image'));
  // The navigation is in the page's language, with links within it.
  expect(page.body).toContain(text(language, 'nav.portfolio'));
  const portfolio = [...page.document.querySelectorAll('header a')].find(
    (link) => link.textContent === text(language, 'nav.portfolio'),
  );
  expect(portfolio?.getAttribute('href')).toBe(prefix(language, '/projects'));
}

describe.each(LANGUAGES)('every public page in %s, as HTML', (language) => {
  const titles = new Set<string>();
  const at = (path: string) => load(prefix(language, path));

  it('the landing page: its sections, the portfolio and the company as an Organization', async () => {
    const page = await at('/');
    expect(page.status).toBe(200);
    expectMetadata(page, language, '/');
    expect(page.title).toBe(`${text(language, 'home.title')} | Veltrix Consulting`);
    expect(page.body).toContain(text(language, 'home.hero.headline'));
    expect(page.body).toContain(text(language, 'home.services.title'));
    for (const project of data[language].projects.slice(0, 3))
      expect(page.body).toContain(project.name);
    const organization = page.structured('Organization')!;
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Veltrix Consulting',
      url: `${origin}/`,
      logo: `${origin}/logo.png`,
      address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
    });
    expect(organization.contactPoint).toEqual([
      expect.objectContaining({ '@type': 'ContactPoint', telephone: '+971 4 555 0142' }),
    ]);
    expect(organization.sameAs).toHaveLength(3);
    titles.add(page.title);
  });

  it('the lists: portfolio, news, team and careers, each with all its items', async () => {
    const lists = [
      ['/projects', 'projects.title', data[language].projects.map((item) => item.name)],
      ['/news', 'news.title', data[language].articles.map((item) => item.title)],
      ['/team', 'team.title', data[language].members.map((item) => item.name)],
      ['/careers', 'careers.meta.title', data[language].jobs.map((item) => item.title)],
    ] as const;
    for (const [path, titleKey, names] of lists) {
      const page = await at(path);
      expect(page.status, path).toBe(200);
      expectMetadata(page, language, path);
      expect(page.title).toBe(`${text(language, titleKey)} | Veltrix Consulting`);
      expect(names.length, path).toBeGreaterThan(0);
      for (const name of names) expect(page.body, `${path}: ${name}`).toContain(name);
      titles.add(page.title);
    }
  });

  it('the items: a project, an article, a member and a job, with breadcrumbs', async () => {
    const items = [
      [
        `/project/${data[language].projects[0]!.id}`,
        data[language].projects[0]!.name,
        'nav.portfolio',
      ],
      [`/news/${data[language].articles[0]!.id}`, data[language].articles[0]!.title, 'nav.news'],
      [`/team/${data[language].members[0]!.id}`, data[language].members[0]!.name, 'nav.team'],
      [`/careers/${data[language].jobs[0]!.id}`, data[language].jobs[0]!.title, 'nav.careers'],
    ] as const;
    for (const [path, name, section] of items) {
      const page = await at(path);
      expect(page.status, path).toBe(200);
      expectMetadata(page, language, path);
      expect(page.title).toContain(name);
      expect(page.document.querySelector('h1')?.textContent).toContain(name);
      const crumbs = page.structured('BreadcrumbList')!.itemListElement as { name: string }[];
      expect(crumbs.map((crumb) => crumb.name)).toEqual([
        text(language, 'nav.home'),
        text(language, section),
        name,
      ]);
      titles.add(page.title);
    }
  });

  it('the support, privacy and terms pages', async () => {
    for (const key of ['support', 'privacy', 'terms']) {
      const page = await at(`/${key}`);
      expect(page.status).toBe(200);
      expectMetadata(page, language, `/${key}`);
      const title = text(language, `legal.${key}.title`);
      expect(page.title).toBe(`${title} | Veltrix Consulting`);
      expect(page.document.querySelector('h1')?.textContent).toBe(title);
      titles.add(page.title);
    }
  });

  it('gives every page a title of its own', () => {
    expect(titles.size).toBe(1 + 4 + 4 + 3);
  });

  it('answers a missing page, project, article, member or job with 404, never indexed', async () => {
    const missing = [
      ['/no-such-page', 'notFound.title'],
      ['/project/999999', 'projects.detail.notFound'],
      ['/news/999999', 'news.detail.notFound'],
      ['/team/999999', 'team.detail.notFound'],
      ['/careers/999999', 'careers.job.notFoundTitle'],
      ['/careers/not-a-number', 'careers.job.notFoundTitle'],
    ] as const;
    for (const [path, titleKey] of missing) {
      const page = await at(path);
      expect(page.status, path).toBe(404);
      expect(page.document.documentElement.lang).toBe(language);
      expect(page.document.querySelector('h1')?.textContent).toBe(text(language, titleKey));
      expect(page.robots).toBe('noindex');
      expect(page.canonical).toBeUndefined();
      expect(page.structured('JobPosting')).toBeUndefined();
    }
  });
});

describe('structured data for search results', () => {
  it('an open job is a JobPosting with every field Google requires, and those the job holds', async () => {
    for (const job of data.en.jobs) {
      const page = await load(`/careers/${job.id}`);
      const posting = page.structured('JobPosting')!;
      expect(posting, job.title).toMatchObject({
        '@context': 'https://schema.org',
        title: job.title,
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        employmentType: expect.stringMatching(/^(FULL_TIME|PART_TIME|CONTRACTOR|INTERN)$/),
        hiringOrganization: expect.objectContaining({ name: 'Veltrix Consulting' }),
        directApply: true,
      });
      // The description is the job's sections as HTML.
      expect(posting.description).toMatch(/^<p>.+<\/p>.*<h2>.+<\/h2><ul><li>/);
      const location = posting.jobLocation as { address: Record<string, string> };
      expect(location.address.addressLocality).toBeTruthy();
      if (posting.jobLocationType !== 'TELECOMMUTE') {
        expect(location.address.addressCountry).toMatch(/^[A-Z]{2}$/);
      }
      if (job.application_deadline) {
        expect(posting.validThrough).toBe(`${job.application_deadline}T23:59:59Z`);
      } else {
        expect(posting.validThrough).toBeUndefined();
      }
      if (job.salary_range) {
        expect(posting.baseSalary, job.salary_range).toMatchObject({
          '@type': 'MonetaryAmount',
          currency: expect.stringMatching(/^[A-Z]{3}$/),
          value: expect.objectContaining({ '@type': 'QuantitativeValue' }),
        });
      }
    }
  });

  it('a closed job has no page and no JobPosting', async () => {
    const all = (await (
      await browser.context.request.post(`${origin}/api/auth/login`, {
        data: { email: 'admin@example.com', password: 'e2e-admin-password' },
      })
    ).json()) as { access_token: string };
    const staffJobs = (await (
      await fetch(`${origin}/api/jobs`, {
        headers: { Authorization: `Bearer ${all.access_token}` },
      })
    ).json()) as { jobs: { id: number; is_active: boolean }[] };
    const closed = staffJobs.jobs.find((job) => !job.is_active)!;
    expect(closed).toBeDefined();
    const page = await load(`/careers/${closed.id}`);
    expect(page.status).toBe(404);
    expect(page.structured('JobPosting')).toBeUndefined();
  });

  it('an article is a NewsArticle with headline, image, dates and author', async () => {
    const article = data.de.articles[0]!;
    const page = await load(`/de/news/${article.id}`);
    expect(page.structured('NewsArticle')).toMatchObject({
      headline: article.title,
      image: [expect.stringMatching(new RegExp(`^${origin}/media/`))],
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      author: [{ '@type': 'Person', name: expect.any(String) }],
      publisher: expect.objectContaining({ name: 'Veltrix Consulting' }),
      mainEntityOfPage: `${origin}/de/news/${article.id}`,
      inLanguage: 'de',
    });
    expect(page.og('type')).toBe('article');
  });
});

describe('in the browser', () => {
  const pages = () => [
    '/',
    '/projects',
    `/project/${data.en.projects[0]!.id}`,
    '/news',
    `/news/${data.en.articles[0]!.id}`,
    '/team',
    `/team/${data.en.members[0]!.id}`,
    '/careers',
    `/careers/${data.en.jobs[0]!.id}`,
    '/support',
    '/privacy',
    '/terms',
    '/no-such-page',
  ];

  it.each(LANGUAGES)(
    'every public page in %s comes alive with no hydration error',
    async (language) => {
      const page = await browser.page();
      for (const path of pages()) {
        await page.goto(prefix(language, path));
        // The header's menu answers a click only once React has taken over the page.
        await page.getByTestId('language-select').click();
        await page.locator('header a[hreflang="en"]').waitFor();
        await page.keyboard.press('Escape');
      }
      expect(browser.errors).toEqual([]);
      await page.close();
    },
  );

  it('starts the code of a page the server leaves empty (the back office) at once, not after a paint', async () => {
    const page = await browser.page();
    for (const path of ['/login', '/manager/dashboard']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // Added by the page's inline script while the document was read: nothing waits for a
      // first paint that an empty page never makes.
      const entry = await page.evaluate(
        () => document.querySelectorAll('head script[type="module"][src^="/assets/"]').length,
      );
      expect([path, entry]).toEqual([path, 1]);
    }
    await page.close();
  });

  it('the language menu moves to the same page in the other language, and remembers it', async () => {
    const page = await browser.page();
    const job = data.en.jobs[0]!;
    await page.goto(`/careers/${job.id}`);
    await page.getByTestId('language-select').click();
    await page.locator('header a[hreflang="de"]').click();
    await page.waitForURL(`**/de/careers/${job.id}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.getByRole('heading', { name: text('de', 'careers.job.responsibilities') }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');

    // Back on an English address, the stored choice moves the visitor to their language.
    await page.goto('/projects');
    await page.waitForURL('**/de/projects');
    await page.getByTestId('language-select').click();
    await page.locator('header a[hreflang="en"]').click();
    await page.waitForURL((url) => url.pathname === '/projects');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect(browser.errors).toEqual([]);
    await page.close();
  });

  it('moving between pages keeps the language and writes the new page head', async () => {
    const page = await browser.page();
    await page.goto('/az/projects');
    const project = data.az.projects[0]!;
    await page.getByRole('link', { name: project.name }).first().click();
    await page.waitForURL(`**/az/project/${project.id}`);
    await page.waitForFunction((name) => document.title.startsWith(name), project.name);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${origin}/az/project/${project.id}`,
    );
    expect(await page.locator('html').getAttribute('lang')).toBe('az');
    expect(browser.errors).toEqual([]);
    await page.close();
  });
});
