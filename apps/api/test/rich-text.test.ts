import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, fromPglite, fromPostgres } from '../src/db/client.js';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate.js';
import { sanitizeRichText } from '../src/lib/sanitize-html.js';
import { buildDemoContent } from '../src/seed/demo-content.js';
import { databaseUrl } from './db-url.js';
import { contentTestApp, type Headers } from './helpers.js';
import { expectHarmless, XSS_BODY, XSS_VECTORS } from './xss-vectors.js';

const t = contentTestApp('/api/news');

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Rich text',
  excerpt: 'An article with formatting.',
  content: '<h2>Heading</h2><p>Text with a <a href="https://example.com">link</a>.</p>',
  category: 'Company',
  tags: ['cms'],
  author: 'Editor',
  ...overrides,
});

const member = (overrides: Record<string, unknown> = {}) => ({
  name: 'Amina Aliyeva',
  position: 'Solution Architect',
  department: 'Engineering',
  ...overrides,
});

const send = (
  method: 'POST' | 'PATCH',
  url: string,
  payload: object,
  headers: Headers = t.editor,
) => t.app.inject({ method, url, payload, headers });
const read = async <Item>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Item>();
};

describe('sanitizeRichText: the one allow-list', () => {
  it.each(Object.entries(XSS_VECTORS))('makes "%s" harmless', (_name, vector) => {
    expectHarmless(sanitizeRichText(`<p>Kept.</p>${vector}`) ?? '');
  });

  it('keeps every element the editor writes', () => {
    const html =
      '<h2>Two</h2><h3>Three</h3><h4>Four</h4><p><strong>s</strong> <b>b</b> <em>e</em> ' +
      '<i>i</i> <u>u</u> <s>x</s> <code>c</code><br /></p><ul><li><p>one</p></li></ul>' +
      '<ol><li>two</li></ol><blockquote><p>q</p></blockquote><pre><code>a &lt; b</code></pre><hr />' +
      '<p><img src="/images/7/640.webp" alt="A team" width="640" height="427" /></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps http(s), mailto and site links, always with rel="noopener noreferrer"', () => {
    expect(
      sanitizeRichText(
        '<a href="https://example.com/a?b=1">x</a><a href="mailto:hr@example.com">m</a>' +
          '<a href="/news/3" target="_blank">site</a><a href="//evil.example">p</a>',
      ),
    ).toBe(
      '<a href="https://example.com/a?b=1" rel="noopener noreferrer">x</a>' +
        '<a href="mailto:hr@example.com" rel="noopener noreferrer">m</a>' +
        '<a href="/news/3" rel="noopener noreferrer">site</a>' +
        '<a rel="noopener noreferrer">p</a>',
    );
  });

  it("keeps a library picture's address, alt and size only, and drops any other picture", () => {
    expect(
      sanitizeRichText(
        '<img src="/images/3/original" alt="Office" width="1200" height="800" loading="eager" ' +
          'class="x" style="x" srcset="/images/3/640.webp 640w" sizes="100vw" title="t">' +
          '<img src="/images/3/1280.avif" width="100%" height="auto">' +
          '<img src="https://cdn.example.com/a.png" alt="foreign"><img alt="no address">',
      ),
    ).toBe(
      '<img src="/images/3/original" alt="Office" width="1200" height="800" />' +
        '<img src="/images/3/1280.avif" />',
    );
  });
});

describe('article bodies are sanitised on the server', () => {
  it('stores and serves only the safe part of a body and of each translation', async () => {
    const created = await send(
      'POST',
      '/api/news',
      article({ content: XSS_BODY, translations: { de: { content: XSS_BODY } } }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id, content, translations } = created.json();
    expectHarmless(content);
    expect(content).toMatch(/^<p>Before\.<\/p>.*<p>After\.<\/p>$/);
    expectHarmless(translations.de.content);

    for (const url of [`/api/news/${id}`, `/api/news/${id}?lang=de`]) {
      const served = await read<{ content: string }>(url);
      expectHarmless(served.content);
      expect(served.content).toContain('<p>After.</p>');
    }
    const listed = await read<{ articles: { id: number; content: string }[] }>('/api/news');
    expectHarmless(listed.articles.find((item) => item.id === id)!.content);
  });

  it('sanitises a changed body and a changed translation', async () => {
    const { id } = (await send('POST', '/api/news', article())).json();
    const changed = await send('PATCH', `/api/news/${id}`, {
      content: `<h2>New</h2>${XSS_VECTORS['img onerror']}${XSS_VECTORS['javascript: link']}`,
      translations: { az: { content: `<p>Yeni</p>${XSS_VECTORS.iframe}${XSS_VECTORS.svg}` } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().content).toBe('<h2>New</h2><a rel="noopener noreferrer">click</a>');
    expect((await read<{ content: string }>(`/api/news/${id}?lang=az`)).content).toBe(
      '<p>Yeni</p>',
    );
  });

  it('counts the text, not the markup, and refuses a body with nothing to read', async () => {
    const bold = `<p><strong>${'x'.repeat(60_000)}</strong></p>`.repeat(1);
    expect((await send('POST', '/api/news', article({ content: bold }))).statusCode).toBe(201);
    const tooLong = await send(
      'POST',
      '/api/news',
      article({ content: `<p>${'x'.repeat(100_001)}</p>` }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().detail).toBe(
      'Invalid request: body.content: Too big: expected string to have <=100000 characters',
    );
    const empty = await send('POST', '/api/news', article({ content: '<p></p><p> </p>' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toMatch(/^Invalid request: body\.content: Too small/);
    const onlyScript = await send(
      'POST',
      '/api/news',
      article({ content: '<script>x()</script>' }),
    );
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json()).toEqual({
      detail: 'Invalid request: body.content: nothing is left once unsafe markup is removed',
    });
  });

  it('removes a translation body left as empty paragraphs', async () => {
    const res = await send(
      'POST',
      '/api/news',
      article({ translations: { de: { title: 'Reichtext', content: '<p></p>' } } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().translations.de).toEqual({ title: 'Reichtext' });
  });
});

describe('team bios are sanitised on the server, with the same allow-list', () => {
  it('stores and serves only the safe part of a bio and of each translation', async () => {
    const created = await send(
      'POST',
      '/api/team',
      member({ bio: XSS_BODY, translations: { az: { bio: XSS_BODY } } }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id, bio, translations } = created.json();
    expectHarmless(bio);
    expect(bio).toMatch(/^<p>Before\.<\/p>.*<p>After\.<\/p>$/);
    expectHarmless(translations.az.bio);
    for (const url of [`/api/team/${id}`, `/api/team/${id}?lang=az`]) {
      expectHarmless((await read<{ bio: string }>(url)).bio);
    }
  });

  it('keeps formatting, site links and library pictures in a changed bio', async () => {
    const { id } = (await send('POST', '/api/team', member())).json();
    const bio =
      '<h3>Focus</h3><p><strong>Cloud</strong> and <em>data</em>, see <a href="/projects">projects</a>.</p>' +
      '<p><img src="/images/2/320.webp" alt="Amina" width="320" height="320" /></p>';
    const changed = await send('PATCH', `/api/team/${id}`, {
      bio: bio + XSS_VECTORS['srcset injection'] + XSS_VECTORS.style,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().bio).toBe(
      bio.replace('">projects', '" rel="noopener noreferrer">projects') +
        '<img src="/images/1/640.webp" />',
    );
  });
});

describe('job descriptions are sanitised on the server, with the same allow-list', () => {
  const job = (overrides: Record<string, unknown> = {}) => ({
    title: 'Platform Engineer',
    department: 'Engineering',
    location: 'Baku',
    description: '<p>Build the <strong>platform</strong>.</p>',
    requirements: 'Go\nKubernetes',
    responsibilities: 'Run the clusters',
    ...overrides,
  });

  it('stores and serves only the safe part of a description and of each translation', async () => {
    const created = await send(
      'POST',
      '/api/jobs',
      job({ description: XSS_BODY, translations: { de: { description: XSS_BODY } } }),
      t.recruiter,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id, description, translations } = created.json();
    expectHarmless(description);
    expect(description).toMatch(/^<p>Before\.<\/p>.*<p>After\.<\/p>$/);
    expectHarmless(translations.de.description);
    for (const url of [`/api/jobs/${id}`, `/api/jobs/${id}?lang=de`]) {
      const served = await read<{ description: string }>(url);
      expectHarmless(served.description);
      expect(served.description).toContain('<p>After.</p>');
    }
  });

  it('takes plain text as paragraphs, its line breaks and characters kept', async () => {
    const created = await send(
      'POST',
      '/api/jobs',
      job({
        description: 'Join us.\nIn Baku.\r\n\r\nR&D <teams>.',
        translations: { de: { description: 'Erster.\n\nZweiter.' } },
      }),
      t.recruiter,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().description).toBe(
      '<p>Join us.<br />In Baku.</p><p>R&amp;D &lt;teams&gt;.</p>',
    );
    expect(created.json().translations.de.description).toBe('<p>Erster.</p><p>Zweiter.</p>');
  });

  it('keeps formatting in a changed description, and refuses one with nothing safe left', async () => {
    const { id } = (await send('POST', '/api/jobs', job(), t.recruiter)).json();
    const changed = await send(
      'PATCH',
      `/api/jobs/${id}`,
      {
        description: `<h3>The team</h3><ul><li>Five engineers</li></ul>${XSS_VECTORS['img onerror']}`,
        translations: { az: { description: `<p>Komanda</p>${XSS_VECTORS.iframe}` } },
      },
      t.recruiter,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().description).toBe('<h3>The team</h3><ul><li>Five engineers</li></ul>');
    expect((await read<{ description: string }>(`/api/jobs/${id}?lang=az`)).description).toBe(
      '<p>Komanda</p>',
    );
    const onlyScript = await send(
      'PATCH',
      `/api/jobs/${id}`,
      { description: '<script>x()</script>' },
      t.recruiter,
    );
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json()).toEqual({
      detail: 'Invalid request: body.description: nothing is left once unsafe markup is removed',
    });
  });
});

describe('the demo content', () => {
  const { news, team, jobs } = buildDemoContent(new Date('2026-01-01T00:00:00Z'));
  const bodies = [
    ...news.flatMap((item) => [
      item.content,
      ...Object.values(item.translations).map((fields) => fields?.content),
    ]),
    ...team.flatMap((item) => [
      item.bio,
      ...Object.values(item.translations).map((fields) => fields?.bio),
    ]),
    ...jobs.flatMap((item) => [
      item.description,
      ...Object.values(item.translations ?? {}).map((fields) => fields?.description),
    ]),
  ].filter((body): body is string => typeof body === 'string');

  it('is rich text the allow-list keeps as it is', () => {
    expect(bodies.length).toBeGreaterThan(30);
    for (const body of bodies) {
      expect(body).toMatch(/^<(p|h2|ul|ol)>/);
      // A demo drawing in a body is a library image once the server has made it one.
      const converted = body.replace(
        /<img src="\/media\/[^"]+\.svg"( alt="[^"]*")? \/>/g,
        '<img src="/images/7/1280.webp"$1 width="1280" height="720" />',
      );
      expect(sanitizeRichText(converted)).toBe(converted);
    }
  });

  it('has an article with headings, a list, a picture and a link, in every language', () => {
    const review = news.find((item) => item.title.startsWith('Five questions'))!;
    for (const content of [
      review.content,
      review.translations.de!.content!,
      review.translations.az!.content!,
    ]) {
      expect(content.match(/<h2>/g)).toHaveLength(2);
      expect(content.match(/<li>/g)).toHaveLength(5);
      expect(content).toContain('<a href="https://aws.amazon.com/architecture/well-architected/"');
      expect(content).toMatch(
        /<img src="\/media\/projects\/falcon-freight-dashboard\.svg" alt="[^"]+" \/>/,
      );
    }
    expect(team.filter((member) => /<strong>|<ul>/.test(member.bio ?? '')).length).toBeGreaterThan(
      3,
    );
  });
});

/** An empty database of the suite's kind, and how to drop it. */
async function emptyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    return { database: fromPglite(await PGlite.create()), drop: async () => {} };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `migration_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    database: fromPostgres(databaseUrl(url, name)),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The migrations up to and with `last` only, in a folder of their own. */
async function migrationsThrough(last: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  const journal = JSON.parse(await readFile(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const upTo = journal.entries.findIndex((entry) => entry.tag === last);
  expect(upTo).toBeGreaterThanOrEqual(0);
  const entries = journal.entries.slice(0, upTo + 1);
  await mkdir(path.join(dir, 'meta'));
  await writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) {
    await copyFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  }
  return dir;
}

describe('migration 0008: plain-text bodies become HTML paragraphs', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('turns an article written before it into escaped paragraphs, translations too', async () => {
    const { database, drop } = await emptyDatabase();
    cleanup.push(drop, () => database.close());
    const before = await migrationsThrough('0007_retention_inbox_templates');
    cleanup.push(() => rm(before, { recursive: true, force: true }));
    await migrate(database, before);

    const insert = (content: string, translations: object) =>
      database.raw.query<{ id: number }>(
        `INSERT INTO news_articles (title, excerpt, content, category, tags, author, translations)
         VALUES ('Old', 'Old one', $1, 'Company', '{old}', 'Editor', $2::jsonb) RETURNING id`,
        [content, JSON.stringify(translations)],
      );
    const [plain] = await insert(
      'First paragraph,\nwith a second line.\r\n\r\nR&D <costs> "rose".\n  \n\n  Last.  ',
      {
        de: { title: 'Alt', content: 'Erster Absatz.\n\nZweiter Absatz.' },
        az: { title: 'Köhnə' },
      },
    );
    const [html] = await insert('<p>Already <strong>rich</strong>.</p>', {});

    expect(await migrate(database)).toContain('0008_cms_media_publication');
    const rows = await database.raw.query<{ id: number; content: string; translations: object }>(
      'SELECT id, content, translations FROM news_articles ORDER BY id',
    );
    expect(rows).toEqual([
      {
        id: plain!.id,
        content:
          '<p>First paragraph,<br>with a second line.</p>' +
          '<p>R&amp;D &lt;costs&gt; &quot;rose&quot;.</p><p>Last.</p>',
        translations: {
          de: { title: 'Alt', content: '<p>Erster Absatz.</p><p>Zweiter Absatz.</p>' },
          az: { title: 'Köhnə' },
        },
      },
      { id: html!.id, content: '<p>Already <strong>rich</strong>.</p>', translations: {} },
    ]);
    // What the migration wrote passes the allow-list as it is (but for the spelling of `<br />`
    // and of quotes, which text needs no reference for).
    expect(sanitizeRichText(rows[0]!.content)).toBe(
      rows[0]!.content.replace('<br>', '<br />').replaceAll('&quot;', '"'),
    );
  }, 240_000);
});

describe('migration 0009: plain-text job descriptions become HTML paragraphs', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('turns a job written before it into escaped paragraphs, translations too', async () => {
    const { database, drop } = await emptyDatabase();
    cleanup.push(drop, () => database.close());
    const before = await migrationsThrough('0008_cms_media_publication');
    cleanup.push(() => rm(before, { recursive: true, force: true }));
    await migrate(database, before);

    const insert = (description: string, translations: object) =>
      database.raw.query<{ id: number }>(
        `INSERT INTO jobs (title, department, location, description, requirements,
           responsibilities, translations)
         VALUES ('Old', 'Engineering', 'Baku', $1, 'Go', 'Run', $2::jsonb) RETURNING id`,
        [description, JSON.stringify(translations)],
      );
    const [plain] = await insert('Join us.\nIn Baku.\n\nR&D <teams>.', {
      de: { title: 'Alt', description: 'Erster.\n\nZweiter.' },
      az: { title: 'Köhnə' },
    });
    const [html] = await insert('<p>Already <strong>rich</strong>.</p>', {});

    expect(await migrate(database)).toContain('0009_job_description_rich_text');
    const rows = await database.raw.query<{
      id: number;
      description: string;
      requirements: string;
      translations: object;
    }>('SELECT id, description, requirements, translations FROM jobs ORDER BY id');
    expect(rows).toEqual([
      {
        id: plain!.id,
        description: '<p>Join us.<br>In Baku.</p><p>R&amp;D &lt;teams&gt;.</p>',
        requirements: 'Go',
        translations: {
          de: { title: 'Alt', description: '<p>Erster.</p><p>Zweiter.</p>' },
          az: { title: 'Köhnə' },
        },
      },
      {
        id: html!.id,
        description: '<p>Already <strong>rich</strong>.</p>',
        requirements: 'Go',
        translations: {},
      },
    ]);
  }, 240_000);
});
