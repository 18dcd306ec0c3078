import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { TRANSLATED_FIELDS } from '@app/contracts';
import { COMPANY, LANGUAGES } from '@app/contracts/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, newsArticles, projects, teamMembers, testimonials } from '../src/db/schema.js';
import { DEMO_JOBS, DEMO_PROJECTS, DEMO_TEAM } from '../src/seed/demo-content.js';
import { seedDemoContent } from '../src/seed/seed.js';
import { WEB_ROOT } from '../src/site/web-app.js';
import { createTestApp, type TestApp } from './helpers.js';

const MEDIA_DIR = fileURLToPath(new URL('../media/', import.meta.url));
const PRODUCTS = ['SlotWise', 'Intrahub AI', 'PeopleClock', 'LinguaTalent', 'EventFlow'];

let t: TestApp;
let firstRun: boolean;
beforeAll(async () => {
  t = await createTestApp();
  firstRun = await seedDemoContent(t.ctx.db);
});
afterAll(async () => t.close());

const readAll = async () => ({
  projects: await t.ctx.db.select().from(projects).orderBy(asc(projects.id)),
  news: await t.ctx.db.select().from(newsArticles).orderBy(asc(newsArticles.id)),
  team: await t.ctx.db.select().from(teamMembers).orderBy(asc(teamMembers.id)),
  jobs: await t.ctx.db.select().from(jobs).orderBy(asc(jobs.id)),
  testimonials: await t.ctx.db.select().from(testimonials).orderBy(asc(testimonials.id)),
});

const nonEmptyLines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('demo content', () => {
  it('loads into an empty database and answers true', async () => {
    expect(firstRun).toBe(true);
    const data = await readAll();

    expect(data.projects.length).toBeGreaterThanOrEqual(7);
    const names = data.projects.map((p) => p.name);
    for (const product of PRODUCTS) expect(names).toContain(product);
    expect(data.projects.some((p) => p.order === null)).toBe(true);
    expect(new Set(data.projects.map((p) => p.status))).toEqual(
      new Set(['active', 'completed', 'planning', 'on-hold']),
    );

    expect(data.news.length).toBeGreaterThanOrEqual(6);

    expect(data.team.length).toBeGreaterThanOrEqual(8);
    expect(data.team.filter((m) => !m.is_visible)).toHaveLength(1);
    expect(data.team.filter((m) => !m.profile_image).length).toBeGreaterThanOrEqual(2);

    expect(data.jobs.length).toBeGreaterThanOrEqual(5);
    expect(data.jobs.filter((j) => !j.is_active)).toHaveLength(1);
  });

  it('does nothing on a second call and answers false', async () => {
    const before = await readAll();
    expect(await seedDemoContent(t.ctx.db)).toBe(false);
    expect(await readAll()).toEqual(before);
  });

  it('never touches a database that already has content in any one of the tables', async () => {
    const other = await createTestApp();
    try {
      await other.ctx.db.insert(jobs).values({
        title: 'Existing job',
        department: 'Engineering',
        location: 'Dubai',
        description: 'Already here',
        requirements: 'One',
        responsibilities: 'Two',
      });
      expect(await seedDemoContent(other.ctx.db)).toBe(false);
      expect(await other.ctx.db.select().from(projects)).toHaveLength(0);
      expect(await other.ctx.db.select().from(newsArticles)).toHaveLength(0);
      expect(await other.ctx.db.select().from(teamMembers)).toHaveLength(0);
      expect(await other.ctx.db.select().from(jobs)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('loads the content once when two instances start at the same moment', async () => {
    const other = await createTestApp();
    try {
      const results = await Promise.all([
        seedDemoContent(other.ctx.db),
        seedDemoContent(other.ctx.db),
      ]);
      expect(results.sort()).toEqual([false, true]);
      expect(await other.ctx.db.select().from(projects)).toHaveLength(DEMO_PROJECTS.length);
      expect(await other.ctx.db.select().from(jobs)).toHaveLength(DEMO_JOBS.length);
    } finally {
      await other.close();
    }
  });

  it('points every image field at a file under apps/api/media', async () => {
    const data = await readAll();
    const images = [
      ...data.projects.map((p) => p.photo_url),
      ...data.news.map((a) => a.image),
      ...data.team.map((m) => m.profile_image),
    ].filter((value): value is string => value !== null);
    expect(images.length).toBeGreaterThanOrEqual(7 + 6 + 6);
    for (const image of images) {
      expect(image).toMatch(/^\/media\//);
      const file = path.join(MEDIA_DIR, image.slice('/media/'.length));
      expect(existsSync(file), `${image} exists`).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/<svg[^>]*\swidth="\d+"[^>]*\sheight="\d+"[^>]*\sviewBox="0 0 \d+ \d+"/);
    }
    for (const project of data.projects) expect(project.photo_url).not.toBeNull();
    for (const article of data.news) expect(article.image).not.toBeNull();
  });

  it('has every item in German and Azerbaijani but one of each kind, left in English on purpose', async () => {
    const data = await readAll();
    const kinds = [
      { items: data.projects, fields: TRANSLATED_FIELDS.projects, brand: 'name' },
      { items: data.news, fields: TRANSLATED_FIELDS.news },
      { items: data.team, fields: TRANSLATED_FIELDS.team },
      { items: data.jobs, fields: TRANSLATED_FIELDS.jobs },
    ];
    for (const { items, fields, brand } of kinds) {
      const english = items.filter((item) => Object.keys(item.translations).length === 0);
      expect(english).toHaveLength(1);
      for (const item of items.filter((entry) => !english.includes(entry))) {
        const row = item as unknown as Record<string, unknown>;
        for (const language of ['de', 'az'] as const) {
          const translation = (item.translations as Record<string, Record<string, unknown>>)[
            language
          ];
          // Every field the English has is written in the language (a brand name may stay).
          const missing = fields.filter(
            (field) => field !== brand && Boolean(row[field]) && !translation?.[field],
          );
          expect(missing, `${String(row.id)} ${language}`).toEqual([]);
        }
      }
    }
  });

  it('has projects with real content', async () => {
    for (const project of (await readAll()).projects) {
      expect(project.description!.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(project.technologies.length).toBeGreaterThanOrEqual(5);
      expect(project.technologies.length).toBeLessThanOrEqual(8);
      expect(project.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (project.end_date) expect(project.end_date >= project.start_date!).toBe(true);
      expect(project.category).toBeTruthy();
    }
  });

  it('has articles with paragraphs, tags and a past publication date, but a draft and a scheduled one', async () => {
    const now = Date.now();
    const news = (await readAll()).news;
    for (const article of news) {
      // Paragraphs as HTML (rich text), or plain text's blank lines.
      const paragraphs =
        (article.content.match(/<p[\s>]/g) ?? []).length ||
        article.content.split(/\n\s*\n/).filter((p) => p.trim() !== '').length;
      expect(paragraphs).toBeGreaterThanOrEqual(2);
      expect(article.tags.length).toBeGreaterThanOrEqual(2);
      expect(article.tags.length).toBeLessThanOrEqual(5);
    }
    const scheduled = news.filter((article) => article.published_at.getTime() > now);
    expect(scheduled.map((article) => article.publication)).toEqual(['published']);
    expect(scheduled[0]!.published_at.getTime() - now).toBeGreaterThan(2 * 86_400_000);
    expect(news.filter((article) => article.publication === 'draft')).toHaveLength(1);
    expect(news.filter((article) => article.publication === 'archived')).toHaveLength(0);
  });

  it('has team members with HTML bios, site e-mails and ordered display', async () => {
    const team = (await readAll()).team;
    expect(team.map((m) => m.display_order).sort((a, b) => a - b)).toEqual(
      team.map((_, i) => i + 1),
    );
    for (const member of team) {
      expect(member.bio).toMatch(/^<p>/);
      expect(member.email).toMatch(/@veltrix\.example$/);
    }
  });

  it('has jobs with line-based requirements and responsibilities, and rich-text descriptions', async () => {
    const list = (await readAll()).jobs;
    for (const job of list) {
      expect(nonEmptyLines(job.requirements).length).toBeGreaterThanOrEqual(4);
      expect(nonEmptyLines(job.responsibilities).length).toBeGreaterThanOrEqual(4);
      expect(job.description.match(/<p>/g)?.length).toBeGreaterThanOrEqual(2);
      if (job.application_deadline) expect(job.application_deadline >= '2027-05-22').toBe(true);
    }
    expect(list.some((j) => j.application_deadline === null)).toBe(true);
    expect(list.some((j) => j.application_deadline !== null)).toBe(true);
    expect(list.some((j) => j.salary_range === null)).toBe(true);
    expect(list.some((j) => j.benefits === null)).toBe(true);
    expect(new Set(list.map((j) => j.location))).toEqual(
      new Set(['Dubai', 'Remote', 'Baku', 'Berlin']),
    );
  });

  it('has three visible client testimonials with logos, quote and role in German and Azerbaijani', async () => {
    const list = (await readAll()).testimonials;
    expect(list.map((x) => x.display_order)).toEqual([1, 2, 3]);
    for (const item of list) {
      expect(item.is_visible).toBe(true);
      expect(item.quote.length).toBeLessThanOrEqual(1000);
      expect(item.logo_url).toMatch(/^\/media\/testimonials\/[a-z-]+\.svg$/);
      expect(existsSync(path.join(MEDIA_DIR, item.logo_url!.slice('/media/'.length)))).toBe(true);
      for (const language of ['de', 'az'] as const) {
        const translation = item.translations[language];
        expect(translation?.quote, `${item.person_name} ${language}`).toBeTruthy();
        expect(translation?.quote).not.toBe(item.quote);
        expect(translation?.person_role, `${item.person_name} ${language}`).toBeTruthy();
      }
    }
    const logo = await t.app.inject({ url: list[0]!.logo_url! });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('serves the images at /media/ as SVG', async () => {
    const res = await t.app.inject({ url: '/media/projects/slotwise.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<svg');
    const portrait = await t.app.inject({ url: '/media/team/layla-haddad.svg' });
    expect(portrait.statusCode).toBe(200);
  });
});

describe('site copy', () => {
  /** The landing page's texts in a language, as the web app has them (their one copy). */
  const homeTexts = (language: string) =>
    JSON.parse(
      readFileSync(path.join(WEB_ROOT, 'src', 'i18n', 'locales', language, 'home.json'), 'utf8'),
    ) as {
      hero: { headline: string; subheadline: string };
      services: { items: Record<string, { title: string; description: string }> };
      process: { steps: Record<string, { title: string; description: string }> };
      values: { items: Record<string, { title: string; description: string }> };
    };

  it('has the landing page copy in every language, translated', () => {
    const english = homeTexts('en');
    for (const language of LANGUAGES) {
      const copy = homeTexts(language);
      expect(copy.hero.headline).toBeTruthy();
      expect(Object.keys(copy.services.items)).toEqual([
        'itArchitecture',
        'uxUiDesign',
        'endToEndDevelopment',
      ]);
      expect(Object.keys(copy.process.steps)).toEqual([
        'discover',
        'designDevelop',
        'deliverSupport',
      ]);
      expect(Object.keys(copy.values.items)).toHaveLength(4);
      if (language === 'en') continue;
      expect(copy.hero.subheadline).not.toBe(english.hero.subheadline);
      for (const [key, item] of Object.entries(copy.services.items)) {
        expect(item.description).not.toBe(english.services.items[key]!.description);
      }
    }
  });

  it("gives the demo team the company's e-mail domain and phone number", () => {
    expect(COMPANY.email).toBe('info@veltrix.example');
    expect(COMPANY.social.map((s) => s.href)).toEqual([
      'https://www.linkedin.com/company/veltrix',
      'https://x.com/veltrix',
      'https://github.com/veltrix',
    ]);
    const domain = COMPANY.email.split('@')[1]!;
    for (const member of DEMO_TEAM) expect(member.email?.endsWith(`@${domain}`)).toBe(true);
    expect(DEMO_TEAM.map((member) => member.phone)).toContain(COMPANY.phone);
  });
});
