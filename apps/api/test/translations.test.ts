import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { acceptedLanguage } from '../src/lib/translations.js';
import { createJob, createTestApp, type Headers, type TestApp } from './helpers.js';

/**
 * Content in three languages (ADR 0011): visitors read an item in their language where it is
 * translated and in English where not, marked; staff read and write every translation.
 */

let t: TestApp;
let editor: Headers;
let recruiter: Headers;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.auth(3);
  recruiter = await t.auth(4);
});
afterAll(async () => t.close());

type Item = Record<string, unknown> & { id: number };
const read = async (url: string, headers: Headers = {}) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<Item>();
};
const write = async (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) => {
  const res = await t.app.inject({ method, url, headers: editor, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(method === 'POST' ? 201 : 200);
  return res.json<Item>();
};

const article = {
  title: 'We open an office in Baku',
  excerpt: 'Our second office.',
  content: '<p>From March our team works from Baku as well.</p>',
  category: 'Company',
  tags: ['office', 'Baku'],
  author: 'Editor',
};

describe('a visitor read in a language', () => {
  let id: number;
  beforeAll(async () => {
    ({ id } = await write('POST', '/api/news', {
      ...article,
      translations: {
        de: { title: 'Wir eröffnen ein Büro in Baku', tags: ['Büro', 'Baku'] },
        az: {
          title: 'Bakıda ofis açırıq',
          excerpt: 'İkinci ofisimiz.',
          content: '<p>Martdan komandamız Bakıda da işləyir.</p>',
          category: 'Şirkət',
          tags: ['ofis', 'Bakı'],
        },
      },
    }));
  });

  it('serves the translated fields with the language they are in', async () => {
    const az = await read(`/api/news/${id}?lang=az`);
    expect(az).toMatchObject({
      title: 'Bakıda ofis açırıq',
      excerpt: 'İkinci ofisimiz.',
      content: '<p>Martdan komandamız Bakıda da işləyir.</p>',
      category: 'Şirkət',
      tags: ['ofis', 'Bakı'],
      author: 'Editor',
      lang: 'az',
    });
    expect(az).not.toHaveProperty('untranslated');
    expect(az).not.toHaveProperty('translations');
  });

  it('serves a field its translation lacks in English, and names it', async () => {
    const de = await read(`/api/news/${id}?lang=de`);
    expect(de).toMatchObject({
      title: 'Wir eröffnen ein Büro in Baku',
      tags: ['Büro', 'Baku'],
      excerpt: article.excerpt,
      content: article.content,
      lang: 'de',
    });
    expect(de.untranslated).toEqual(['excerpt', 'content', 'category']);
  });

  it('answers in English, marked, where there is no translation', async () => {
    const { id: english } = await write('POST', '/api/news', { ...article, title: 'Only English' });
    expect(await read(`/api/news/${english}?lang=de`)).toMatchObject({
      title: 'Only English',
      lang: 'en',
    });
  });

  it("answers English in the spec's shape: no language, no translations", async () => {
    for (const url of [`/api/news/${id}`, `/api/news/${id}?lang=en`]) {
      const en = await read(url);
      expect(en.title).toBe(article.title);
      expect(Object.keys(en).sort()).toEqual(
        [
          'author',
          'category',
          'content',
          'excerpt',
          'id',
          'image',
          // The media library's image and the publication state (docs/spec-deviations.md).
          'image_media',
          'phase',
          'publication',
          'published_at',
          'tags',
          'title',
          'updated_at',
        ].sort(),
      );
    }
  });

  it('takes the language from Accept-Language when lang is not given, kept apart in the cache', async () => {
    const url = `/api/news/${id}`;
    expect(await read(url, { 'accept-language': 'fr-FR,az;q=0.8,de;q=0.9' })).toMatchObject({
      lang: 'de',
    });
    expect(await read(url, { 'accept-language': 'az-AZ' })).toMatchObject({ lang: 'az' });
    expect(await read(url, { 'accept-language': 'fr' })).not.toHaveProperty('lang');
    expect((await read(url)).title).toBe(article.title);
    // lang wins over the header.
    expect(await read(`${url}?lang=az`, { 'accept-language': 'de' })).toMatchObject({
      lang: 'az',
    });
  });

  it('refuses a language the site does not have', async () => {
    const res = await t.app.inject({ url: `/api/news/${id}?lang=fr` });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/lang/);
  });

  it('localizes every list and item of the four kinds', async () => {
    const { id: project } = await write('POST', '/api/projects', {
      name: 'Ledger',
      description: 'Accounting for small firms.',
      category: 'Finance',
      translations: { de: { description: 'Buchhaltung für kleine Firmen.', category: 'Finanzen' } },
    });
    const { id: member } = await write('POST', '/api/team', {
      name: 'Aysel Mammadova',
      position: 'Designer',
      department: 'Design',
      bio: '<p>Designs things.</p>',
      translations: { az: { position: 'Dizayner', bio: '<p>Dizayn edir.</p>' } },
    });
    const job = await createJob(t, {
      title: 'Tester',
      translations: {
        de: {
          title: 'Tester (m/w/d)',
          location: 'Dubai, VAE',
          description: '<p>APIs bauen.</p>',
          requirements: 'TypeScript',
          responsibilities: 'Entwerfen',
        },
      },
    });

    const projects = await read('/api/projects?page=1&per_page=100&lang=de');
    expect((projects.projects as Item[]).find((p) => p.id === project)).toMatchObject({
      name: 'Ledger',
      description: 'Buchhaltung für kleine Firmen.',
      category: 'Finanzen',
      lang: 'de',
    });
    const ledger = await read(`/api/projects/${project}?lang=de`);
    expect(ledger).toMatchObject({ category: 'Finanzen', lang: 'de' });
    // A name left out is a brand, the same in every language: not "still in English".
    expect(ledger).not.toHaveProperty('untranslated');

    const team = await read('/api/team/team-members?lang=az');
    expect((team.members as Item[]).find((m) => m.id === member)).toMatchObject({
      position: 'Dizayner',
      bio: '<p>Dizayn edir.</p>',
      lang: 'az',
    });
    expect(await read(`/api/team/${member}?lang=az`)).toMatchObject({ position: 'Dizayner' });

    const jobs = await read('/api/jobs?lang=de');
    expect((jobs.jobs as Item[]).find((j) => j.id === job)).toMatchObject({
      title: 'Tester (m/w/d)',
      location: 'Dubai, VAE',
      lang: 'de',
    });
    expect(await read(`/api/jobs/${job}?lang=de`)).toMatchObject({
      description: '<p>APIs bauen.</p>',
    });

    const news = await read('/api/news?lang=az');
    expect((news.articles as Item[]).find((a) => a.id === id)).toMatchObject({ lang: 'az' });
  });
});

describe('staff', () => {
  it('read every translation with include=translations, in English', async () => {
    const { id } = await write('POST', '/api/projects', {
      name: 'Atlas',
      description: 'Maps.',
      translations: { de: { description: 'Karten.' }, az: { description: 'Xəritələr.' } },
    });
    for (const url of [
      `/api/projects/${id}?include=translations`,
      `/api/projects/${id}?include=translations&lang=de`,
    ]) {
      expect(await read(url, editor)).toMatchObject({
        description: 'Maps.',
        translations: { de: { description: 'Karten.' }, az: { description: 'Xəritələr.' } },
      });
    }
    const list = await read('/api/projects?page=1&per_page=100&include=translations', editor);
    expect((list.projects as Item[]).find((p) => p.id === id)?.translations).toEqual({
      de: { description: 'Karten.' },
      az: { description: 'Xəritələr.' },
    });
  });

  it('of another area, and visitors, cannot read every translation', async () => {
    const visitor = await t.app.inject({ url: '/api/news?include=translations' });
    expect(visitor.statusCode).toBe(401);
    const otherArea = await t.app.inject({
      url: '/api/news?include=translations',
      headers: recruiter,
    });
    expect(otherArea.statusCode).toBe(403);
    const jobs = await t.app.inject({ url: '/api/jobs?include=translations', headers: editor });
    expect(jobs.statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/jobs?include=translations', headers: recruiter }))
        .statusCode,
    ).toBe(200);
  });

  it('change one language without touching the others; null or nothing filled removes one', async () => {
    const created = await write('POST', '/api/news', {
      ...article,
      translations: { de: { title: 'Deutsch' }, az: { title: 'Azərbaycanca' } },
    });
    expect(created.translations).toEqual({
      de: { title: 'Deutsch' },
      az: { title: 'Azərbaycanca' },
    });
    const patched = await write('PATCH', `/api/news/${created.id}`, {
      translations: { de: { title: 'Neu', excerpt: 'Kurz.' } },
    });
    expect(patched.translations).toEqual({
      de: { title: 'Neu', excerpt: 'Kurz.' },
      az: { title: 'Azərbaycanca' },
    });
    const removed = await write('PATCH', `/api/news/${created.id}`, {
      translations: { az: null, de: { title: '  ', excerpt: '' } },
    });
    expect(removed.translations).toEqual({});
    expect(await read(`/api/news/${created.id}?lang=de`)).toMatchObject({
      title: article.title,
      lang: 'en',
    });
  });

  it("keep the translations when a write does not give them (a PUT too), and get the spec's answer", async () => {
    const { id } = await write('POST', '/api/projects', {
      name: 'Kept',
      translations: { de: { category: 'Behalten' } },
    });
    const replaced = await write('PUT', `/api/projects/${id}`, { name: 'Kept still' });
    expect(replaced).not.toHaveProperty('translations');
    expect(await read(`/api/projects/${id}?include=translations`, editor)).toMatchObject({
      name: 'Kept still',
      translations: { de: { category: 'Behalten' } },
    });
    const job = await createJob(t, { translations: { az: { title: 'Test mühəndisi' } } });
    const jobs = await t.auth(2);
    const toggled = await t.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${job}`,
      headers: jobs,
      payload: { is_active: false },
    });
    expect(toggled.json()).not.toHaveProperty('translations');
    expect(await read(`/api/jobs/${job}?include=translations`, jobs)).toMatchObject({
      translations: { az: { title: 'Test mühəndisi' } },
    });
  });

  it('are told which language of which field is wrong', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: editor,
      payload: { ...article, translations: { de: { title: 'x'.repeat(301) } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/translations\.de\.title/);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: editor,
      payload: { ...article, translations: { fr: { title: 'Bonjour' } } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toMatch(/translations/);
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/team',
      headers: editor,
      payload: {
        name: 'Someone',
        position: 'Engineer',
        department: 'Engineering',
        translations: { az: { position: 7 } },
      },
    });
    expect(team.statusCode).toBe(400);
    expect(team.json().detail).toMatch(/translations\.az\.position/);
  });

  it('store a translated bio cleaned like the English one', async () => {
    const { id } = await write('POST', '/api/team', {
      name: 'Cleaned',
      position: 'Engineer',
      department: 'Engineering',
      translations: {
        de: { bio: '<p>Hallo<script>alert(1)</script> <a href="javascript:x">Welt</a></p>' },
      },
    });
    const de = await read(`/api/team/${id}?lang=de`);
    expect(de.bio).toContain('Hallo');
    expect(de.bio).not.toMatch(/script|javascript/);
  });

  it('find projects by a word of any language', async () => {
    const { id } = await write('POST', '/api/projects', {
      name: 'Findable',
      translations: { az: { description: 'Anbar uçotu üçün sistem.' } },
    });
    for (const search of ['anbar', 'UÇOTU']) {
      const found = await read(`/api/projects?page=1&per_page=100&search=${encodeURI(search)}`);
      expect((found.projects as Item[]).map((p) => p.id)).toEqual([id]);
    }
  });

  it('see a new translation on the site at once: a cached read in that language is dropped', async () => {
    const { id } = await write('POST', '/api/news', article);
    expect(await read(`/api/news/${id}?lang=az`)).toMatchObject({ lang: 'en' });
    await write('PATCH', `/api/news/${id}`, { translations: { az: { title: 'Yeni' } } });
    expect(await read(`/api/news/${id}?lang=az`)).toMatchObject({ title: 'Yeni', lang: 'az' });
  });
});

describe('the migration', () => {
  it('keeps the content written before it as English', async () => {
    const old = await createTestApp();
    try {
      // The database as it was before: no translations, and an article written then.
      const sql = old.ctx.database.raw;
      for (const table of ['projects', 'news_articles', 'team_members', 'jobs']) {
        await sql.exec(`ALTER TABLE ${table} DROP COLUMN translations`);
      }
      await sql.exec("DELETE FROM schema_migrations WHERE name = '0004_content_translations'");
      await sql.exec(
        "INSERT INTO news_articles (title, excerpt, content, category, tags, author) VALUES ('Before', 'Short', 'Long', 'Company', '{a}', 'Editor')",
      );
      expect(await migrate(old.ctx.database)).toEqual(['0004_content_translations']);
      const rows = await sql.query<{ id: number; translations: unknown }>(
        "SELECT id, translations FROM news_articles WHERE title = 'Before'",
      );
      expect(rows[0]?.translations).toEqual({});
      const id = rows[0]!.id;
      const en = await old.app.inject({ url: `/api/news/${id}` });
      expect(en.json()).toMatchObject({ title: 'Before', content: 'Long', tags: ['a'] });
      expect(en.json()).not.toHaveProperty('lang');
      const de = await old.app.inject({ url: `/api/news/${id}?lang=de` });
      expect(de.json()).toMatchObject({ title: 'Before', lang: 'en' });
    } finally {
      await old.close();
    }
  });
});

describe('Accept-Language', () => {
  it('is read by its weights, by the primary tag, ignoring languages the site lacks', () => {
    expect(acceptedLanguage(undefined)).toBeUndefined();
    expect(acceptedLanguage('')).toBeUndefined();
    expect(acceptedLanguage('fr, it;q=0.5')).toBeUndefined();
    expect(acceptedLanguage('de-CH')).toBe('de');
    expect(acceptedLanguage('en;q=0.1, az;q=0.9')).toBe('az');
    expect(acceptedLanguage('az;q=0, de')).toBe('de');
    expect(acceptedLanguage('*')).toBeUndefined();
  });
});
