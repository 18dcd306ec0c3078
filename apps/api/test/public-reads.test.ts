import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../src/http/cached-reads.js';
import { todayUtc } from '../src/lib/dates.js';
import { createJob, createTestApp, type Headers, type TestApp } from './helpers.js';

/**
 * Visitors' reads of the public API (lists and items of projects, news, team members, jobs)
 * come from the read cache: never stale after a write, a publication time or a deadline, never
 * for staff, revalidated by ETag, with a Cache-Control a CDN may use (ADR 0010).
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
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const read = (url: string, headers: Headers = {}) => t.app.inject({ url, headers });
/** Changes rows behind the app's back: an answer that does not show it came from memory. */
const behindTheBack = (sql: string) => t.ctx.database.raw.exec(sql);

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'An article',
  excerpt: 'In short.',
  content: 'At length.',
  category: 'Company',
  tags: ['news'],
  author: 'Editor',
  ...overrides,
});

type Kind = {
  base: string;
  list: string;
  /** The list's field in its answer, and each item's name field. */
  items: string;
  name: string;
  staff: () => Headers;
  create: (name: string) => Record<string, unknown>;
  update: { method: 'PUT' | 'PATCH'; body: (name: string) => Record<string, unknown> };
};

const KINDS: Kind[] = [
  {
    base: '/api/projects',
    list: '/api/projects?page=1&per_page=100',
    items: 'projects',
    name: 'name',
    staff: () => editor,
    create: (name) => ({ name }),
    update: { method: 'PUT', body: (name) => ({ name }) },
  },
  {
    base: '/api/news',
    list: '/api/news',
    items: 'articles',
    name: 'title',
    staff: () => editor,
    create: (title) => article({ title }),
    update: { method: 'PATCH', body: (title) => ({ title }) },
  },
  {
    base: '/api/team',
    list: '/api/team/team-members',
    items: 'members',
    name: 'name',
    staff: () => editor,
    create: (name) => ({ name, position: 'Engineer', department: 'Engineering' }),
    update: { method: 'PATCH', body: (name) => ({ name }) },
  },
  {
    base: '/api/jobs',
    list: '/api/jobs',
    items: 'jobs',
    name: 'title',
    staff: () => recruiter,
    create: (title) => ({
      title,
      department: 'Engineering',
      location: 'Baku',
      description: 'Build.',
      requirements: 'Skill',
      responsibilities: 'Work',
    }),
    update: { method: 'PATCH', body: (title) => ({ title }) },
  },
];

const namesIn = (kind: Kind, body: string) =>
  (JSON.parse(body) as Record<string, Record<string, unknown>[]>)[kind.items]!.map(
    (item) => item[kind.name],
  );

describe('a visitor read', () => {
  it('is answered from memory, with an ETag and a Cache-Control that lets a CDN keep it briefly', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: editor,
      payload: { name: 'Kept in memory' },
    });
    const { id } = created.json<{ id: number }>();
    for (const url of ['/api/projects?page=1&per_page=5', `/api/projects/${id}`]) {
      const first = await read(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe(PUBLIC_CACHE_CONTROL);
      expect(first.headers.vary, url).toBe('Accept-Encoding, Accept-Language, Authorization');
      expect(first.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(first.headers.etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.body, url).toContain('Kept in memory');

      await behindTheBack(`UPDATE projects SET name = 'Changed behind its back' WHERE id = ${id}`);
      const second = await read(url);
      expect(second.body, url).toBe(first.body);
      expect(second.headers.etag, url).toBe(first.headers.etag);
      await behindTheBack(`UPDATE projects SET name = 'Kept in memory' WHERE id = ${id}`);
    }
  });

  it('is produced once for all the visitors who ask for it at the same time', async () => {
    const track = vi.spyOn(t.ctx.cache, 'track');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => read('/api/projects?page=1&per_page=7')),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('is revalidated by its ETag in each encoding, until the content changes', async () => {
    const url = '/api/projects?page=1&per_page=6';
    const plain = await read(url);
    const etag = String(plain.headers.etag);
    const br = await read(url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const brEtag = String(br.headers.etag);
    expect(brEtag).toBe(`${etag.slice(0, -1)}-br"`);

    for (const tag of [etag, brEtag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await read(url, { 'if-none-match': tag });
      expect(again.statusCode, tag).toBe(304);
      expect(again.body, tag).toBe('');
      expect(again.headers.etag, tag).toBe(etag);
    }

    await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: editor,
      payload: { name: 'Changes the list' },
    });
    const changed = await read(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('a read by staff, who send a token', () => {
  it('is never answered from memory nor kept, and is private', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/team',
      headers: editor,
      payload: { name: 'Hidden', position: 'P', department: 'D', is_visible: false },
    });
    const names = (body: string) =>
      (JSON.parse(body) as { members: { name: string }[] }).members.map((m) => m.name);
    // Staff first: what they see is not kept for visitors.
    const staff = await read('/api/team/team-members', editor);
    expect(names(staff.body)).toContain('Hidden');
    expect(staff.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(staff.headers.etag).toBeUndefined();
    const visitor = await read('/api/team/team-members');
    expect(names(visitor.body)).not.toContain('Hidden');
    // Visitors' answer kept: staff still get theirs, and a bad token is still refused.
    expect(names((await read('/api/team/team-members', editor)).body)).toContain('Hidden');
    const forged = await read('/api/team/team-members', { authorization: 'Bearer forged' });
    expect(forged.statusCode).toBe(401);
    expect(forged.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('and every other personal or failed answer are private, no-store', async () => {
    const admin = await t.auth('superadmin');
    for (const [url, headers] of [
      ['/api/auth/user', admin],
      ['/api/users', admin],
      ['/api/jobs', recruiter],
      ['/api/projects/999999', {}],
      ['/api/news/not-a-number', {}],
    ] as const) {
      const res = await read(url, headers);
      expect(res.headers['cache-control'], url).toBe(PRIVATE_CACHE_CONTROL);
    }
  });
});

describe.each(KINDS)('reads of $base', (kind) => {
  it('show every write at once: creation, change and deletion, in the list and the item', async () => {
    const staff = kind.staff();
    const created = await t.app.inject({
      method: 'POST',
      url: kind.base,
      headers: staff,
      payload: kind.create('First name'),
    });
    expect(created.statusCode).toBe(201);
    const item = `${kind.base}/${created.json<{ id: number }>().id}`;
    expect(namesIn(kind, (await read(kind.list)).body)).toContain('First name');
    expect((await read(item)).json()[kind.name]).toBe('First name');

    const updated = await t.app.inject({
      method: kind.update.method,
      url: item,
      headers: staff,
      payload: kind.update.body('Second name'),
    });
    expect(updated.statusCode).toBe(200);
    const list = namesIn(kind, (await read(kind.list)).body);
    expect(list).toContain('Second name');
    expect(list).not.toContain('First name');
    expect((await read(item)).json()[kind.name]).toBe('Second name');

    const removed = await t.app.inject({ method: 'DELETE', url: item, headers: staff });
    expect(removed.statusCode).toBe(200);
    expect(namesIn(kind, (await read(kind.list)).body)).not.toContain('Second name');
    expect((await read(item)).statusCode).toBe(404);
  });
});

describe('time-based visibility while answers are kept', () => {
  it('shows an article at its publication time', async () => {
    const at = new Date(Date.now() + 1_500);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: editor,
      payload: article({ title: 'Scheduled a moment ahead', published_at: at.toISOString() }),
    });
    const item = `/api/news/${created.json<{ id: number }>().id}`;
    const titles = async () =>
      (await read('/api/news'))
        .json<{ articles: { title: string }[] }>()
        .articles.map((a) => a.title);
    expect(await titles()).not.toContain('Scheduled a moment ahead');
    expect(await titles()).not.toContain('Scheduled a moment ahead');
    expect((await read(item)).statusCode).toBe(404);
    expect((await read('/sitemap.xml')).body).not.toContain(`${item.replace('/api', '')}<`);

    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 20));
    expect(await titles()).toContain('Scheduled a moment ahead');
    expect((await read(item)).statusCode).toBe(200);
    expect((await read('/sitemap.xml')).body).toContain(`${item.replace('/api', '')}<`);
  });

  it('takes a job away once its last day to apply has passed', async () => {
    const today = todayUtc();
    const id = await createJob(t, { title: 'Closes tonight', application_deadline: today });
    const titles = async () =>
      (await read('/api/jobs')).json<{ jobs: { title: string }[] }>().jobs.map((j) => j.title);
    expect(await titles()).toContain('Closes tonight');
    expect(await titles()).toContain('Closes tonight');
    expect((await read(`/api/jobs/${id}`)).statusCode).toBe(200);
    expect((await read('/sitemap.xml')).body).toContain(`/careers/${id}<`);

    // The clock moves to the first moment of the next day (UTC).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(`${today}T00:00:00Z`) + 86_400_000 });
    expect(await titles()).not.toContain('Closes tonight');
    expect((await read(`/api/jobs/${id}`)).statusCode).toBe(404);
    expect((await read('/sitemap.xml')).body).not.toContain(`/careers/${id}<`);
  });
});

describe('a visitor read from another origin allowed by CORS_ORIGIN', () => {
  let cors: TestApp;
  beforeAll(async () => {
    cors = await createTestApp({ env: { CORS_ORIGIN: 'https://app.example' } });
  });
  afterAll(async () => cors.close());

  it('keeps its CORS headers, and varies by Origin too, when answered from memory', async () => {
    const headers = { origin: 'https://app.example' };
    for (const attempt of ['produced', 'kept']) {
      const res = await cors.app.inject({ url: '/api/news', headers });
      expect(res.statusCode, attempt).toBe(200);
      expect(res.headers['access-control-allow-origin'], attempt).toBe('https://app.example');
      expect(res.headers.vary, attempt).toBe(
        'Origin, Accept-Encoding, Accept-Language, Authorization',
      );
    }
  });
});
