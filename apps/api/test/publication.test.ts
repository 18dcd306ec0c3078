import { rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.js';
import { loadPublishedContent } from '../src/modules/chat/embedded/knowledge.js';
import { previewTokens } from '../src/modules/publication/preview-tokens.js';
import { doc, fields, PDF, applicationUploads } from './application-uploads.js';
import { createJob, createTestApp, type Headers, type TestApp } from './helpers.js';
import { standInWebBuild } from './stand-in-web.js';

/**
 * Drafts, scheduled publication and preview links (issue 16, ADR 0014): what is not public
 * never reaches visitors (lists, items, the sitemap, the assistant's knowledge, applications),
 * a scheduled item appears at its time without a write (the read cache included), and a signed
 * preview link shows one item until it expires.
 */
let t: TestApp;
let webDist: string;
let editor: Headers;
let recruiter: Headers;

beforeAll(async () => {
  webDist = await standInWebBuild();
  t = await createTestApp({ env: { WEB_DIST: webDist } });
  editor = await t.auth(3);
  recruiter = await t.auth(4);
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const { upload } = applicationUploads(() => t);

const article = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  excerpt: 'An excerpt.',
  content: '<p>Body.</p>',
  category: 'Company',
  tags: ['news'],
  author: 'Lena Vogel',
  ...overrides,
});

const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const post = async (url: string, payload: object, headers: Headers = editor) => {
  const res = await call('POST', url, headers, payload);
  expect([url, res.statusCode, res.body.slice(0, 200)]).toEqual([
    url,
    url.endsWith('/api/news') || url.endsWith('/api/projects') ? 201 : 200,
    res.body.slice(0, 200),
  ]);
  return res.json() as { id: number; publication: string; phase: string };
};

const newsTitles = async (headers: Headers = {}) =>
  (
    (await call('GET', '/api/news', headers)).json() as { articles: { title: string }[] }
  ).articles.map((a) => a.title);
const projectNames = async () =>
  (
    (await call('GET', '/api/projects?page=1&per_page=100')).json() as {
      projects: { name: string }[];
    }
  ).projects.map((p) => p.name);
const sitemap = async () => (await call('GET', '/sitemap.xml')).body;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('drafts', () => {
  it('are created on request; without a state an item is published, as the spec expects', async () => {
    const published = await post('/api/news', article('Spec article'));
    expect([published.publication, published.phase]).toEqual(['published', 'published']);
    const draft = await post('/api/news', article('Draft article', { publication: 'draft' }));
    expect([draft.publication, draft.phase]).toEqual(['draft', 'draft']);
  });

  it('never reach visitors: lists, items, the sitemap, the assistant, applications', async () => {
    const draft = await post('/api/news', article('Secret draft', { publication: 'draft' }));
    const archived = await post('/api/news', article('Old archived', { publication: 'archived' }));
    const project = await post('/api/projects', { name: 'Draft project', publication: 'draft' });
    const jobId = await createJob(t, { title: 'Draft position', publication: 'draft' });

    expect(await newsTitles()).not.toContain('Secret draft');
    expect(await newsTitles()).not.toContain('Old archived');
    expect(await projectNames()).not.toContain('Draft project');
    const jobs = (await call('GET', '/api/jobs')).json() as { jobs: { id: number }[] };
    expect(jobs.jobs.map((job) => job.id)).not.toContain(jobId);
    for (const url of [
      `/api/news/${draft.id}`,
      `/api/news/${archived.id}`,
      `/api/projects/${project.id}`,
      `/api/jobs/${jobId}`,
    ]) {
      expect([url, (await call('GET', url)).statusCode]).toEqual([url, 404]);
    }

    const xml = await sitemap();
    expect(xml).not.toContain(`/news/${draft.id}<`);
    expect(xml).not.toContain(`/project/${project.id}<`);
    expect(xml).not.toContain(`/careers/${jobId}<`);

    const knowledge = await loadPublishedContent(t.ctx.db);
    expect(knowledge.newsRows.map((row) => row.title)).not.toContain('Secret draft');
    expect(knowledge.projectRows.map((row) => row.name)).not.toContain('Draft project');
    expect(knowledge.jobRows.map((row) => row.title)).not.toContain('Draft position');
    expect(knowledge.closedJobRows.map((row) => row.title)).not.toContain('Draft position');

    const applied = await upload([...fields(jobId), doc('cv.pdf', PDF)]);
    expect(applied.statusCode).toBe(400);
    expect(applied.json().detail).toBe('This position is no longer accepting applications');

    // Staff who manage them see them, with their phase.
    const managed = (await call('GET', '/api/news', editor)).json() as {
      articles: { title: string; phase: string }[];
    };
    expect(managed.articles.find((a) => a.title === 'Secret draft')?.phase).toBe('draft');
    expect((await call('GET', `/api/jobs/${jobId}`, await t.auth(2))).json().phase).toBe('draft');
  });
});

describe('the publication actions', () => {
  it('publish, unpublish and archive, audited, for the staff of the area only', async () => {
    const draft = await post('/api/news', article('Action article', { publication: 'draft' }));
    const refused = await call('POST', `/api/news/${draft.id}/publish`, recruiter, {});
    expect(refused.statusCode).toBe(403);
    expect((await call('POST', '/api/news/999999/publish', editor, {})).statusCode).toBe(404);
    const bad = await call('POST', `/api/news/${draft.id}/publish`, editor, { publish_at: 'soon' });
    expect(bad.statusCode).toBe(400);

    const published = await post(`/api/news/${draft.id}/publish`, {});
    expect(published.phase).toBe('published');
    expect(await newsTitles()).toContain('Action article');
    const unpublished = await post(`/api/news/${draft.id}/unpublish`, {});
    expect(unpublished.phase).toBe('draft');
    expect(await newsTitles()).not.toContain('Action article');
    const archivedItem = await post(`/api/news/${draft.id}/archive`, {});
    expect(archivedItem.phase).toBe('archived');

    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'news'), eq(auditLog.entity_id, String(draft.id))));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['create', 'publish', 'unpublish', 'archive']),
    );
    const publishEntry = entries.find((entry) => entry.action === 'publish');
    expect(publishEntry?.changed).toContain('publication');

    const jobId = await createJob(t, { title: 'Job to publish', publication: 'draft' });
    const editorOnJob = await call('POST', `/api/jobs/${jobId}/publish`, editor, {});
    expect(editorOnJob.statusCode).toBe(403);
    expect((await post(`/api/jobs/${jobId}/publish`, {}, recruiter)).phase).toBe('published');
    expect((await call('GET', `/api/jobs/${jobId}`)).statusCode).toBe(200);
  });

  it('schedule: the item becomes public at its time, with no write, past the read cache', async () => {
    const project = await post('/api/projects', {
      name: 'Scheduled project',
      publication: 'draft',
    });
    const art = await post('/api/news', article('Scheduled article', { publication: 'draft' }));
    const jobId = await createJob(t, { title: 'Scheduled position', publication: 'draft' });
    const at = new Date(Date.now() + 2_500).toISOString();
    expect((await post(`/api/projects/${project.id}/publish`, { publish_at: at })).phase).toBe(
      'scheduled',
    );
    expect((await post(`/api/news/${art.id}/publish`, { publish_at: at })).phase).toBe('scheduled');
    expect((await post(`/api/jobs/${jobId}/publish`, { publish_at: at }, recruiter)).phase).toBe(
      'scheduled',
    );

    // Read (and kept by the read cache) before the time: not there.
    expect(await projectNames()).not.toContain('Scheduled project');
    expect(await newsTitles()).not.toContain('Scheduled article');
    expect((await call('GET', `/api/jobs/${jobId}`)).statusCode).toBe(404);
    expect(await sitemap()).not.toContain(`/news/${art.id}<`);
    expect(t.ctx.cache.size).toBeGreaterThan(0);
    const countOf = async () =>
      (
        (await call('GET', '/api/dashboard', editor)).json() as {
          content: { scheduled: number };
        }
      ).content.scheduled;
    expect(await countOf()).toBeGreaterThanOrEqual(1);

    await sleep(Date.parse(at) - Date.now() + 50);
    expect(await projectNames()).toContain('Scheduled project');
    expect(await newsTitles()).toContain('Scheduled article');
    expect((await call('GET', `/api/jobs/${jobId}`)).statusCode).toBe(200);
    expect(await sitemap()).toContain(`/news/${art.id}<`);
    const knowledge = await loadPublishedContent(t.ctx.db);
    expect(knowledge.newsRows.map((row) => row.title)).toContain('Scheduled article');
  });
});

describe('preview links', () => {
  const link = (payload: object, headers: Headers = editor) =>
    call('POST', '/api/preview-links', headers, payload);

  it('are made for the staff of the kind’s area, for up to a week', async () => {
    const draft = await post('/api/news', article('Preview rights', { publication: 'draft' }));
    expect((await link({ kind: 'news', id: draft.id }, recruiter)).statusCode).toBe(403);
    expect((await link({ kind: 'job', id: 1 }, editor)).statusCode).toBe(403);
    expect((await link({ kind: 'news', id: 999_999 })).statusCode).toBe(404);
    const tooLong = await link({ kind: 'news', id: draft.id, expires_in_hours: 169 });
    expect(tooLong.statusCode).toBe(400);
    expect((await link({ kind: 'news', id: draft.id }, {})).statusCode).toBe(401);
  });

  it('show the item to anyone holding one until it expires, never from the cache', async () => {
    const draft = await post('/api/news', article('Previewed draft', { publication: 'draft' }));
    const res = await link({ kind: 'news', id: draft.id, language: 'de' });
    expect(res.statusCode).toBe(200);
    const { url, expires_at } = res.json() as { url: string; expires_at: string };
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const parsed = new URL(url);
    expect(parsed.pathname).toBe(`/de/news/${draft.id}`);
    const token = parsed.searchParams.get('preview')!;

    const api = `/api/news/${draft.id}?lang=de`;
    t.ctx.cache.clear();
    const previewed = await call('GET', api, { 'x-preview-token': token });
    expect(previewed.statusCode).toBe(200);
    expect(previewed.json().title).toBe('Previewed draft');
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    expect(t.ctx.cache.size).toBe(0);
    expect((await call('GET', api)).statusCode).toBe(404);

    // A token for another item, a changed one or one signed with another secret: nothing.
    const other = previewTokens('test-secret-that-is-long-enough-for-hs256').sign({
      kind: 'news',
      id: draft.id + 1,
      expiresAt: Date.now() + 60_000,
    });
    const forged = previewTokens('another-secret-of-someone-else-entirely').sign({
      kind: 'news',
      id: draft.id,
      expiresAt: Date.now() + 60_000,
    });
    const tampered = token.replace(/\.(\d+)\./, (_, expiry: string) => `.${Number(expiry) + 1}.`);
    for (const bad of [other, forged, tampered, 'nonsense']) {
      expect([bad, (await call('GET', api, { 'x-preview-token': bad })).statusCode]).toEqual([
        bad,
        404,
      ]);
    }

    // The page: rendered each time, private, not indexed.
    const page = `/de/news/${draft.id}?preview=${encodeURIComponent(token)}`;
    const renders = () => (globalThis.standInRenders ?? []).filter((r) => r.url === page).length;
    for (let i = 0; i < 2; i += 1) {
      const answer = await call('GET', page);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex');
    }
    expect(renders()).toBe(2);
  });

  it('expire', async () => {
    const draft = await post('/api/news', article('Short preview', { publication: 'draft' }));
    const res = await link({ kind: 'news', id: draft.id, expires_in_hours: 2 / 3600 });
    const token = new URL((res.json() as { url: string }).url).searchParams.get('preview')!;
    const api = `/api/news/${draft.id}`;
    expect((await call('GET', api, { 'x-preview-token': token })).statusCode).toBe(200);
    await sleep(Date.parse((res.json() as { expires_at: string }).expires_at) - Date.now() + 50);
    expect((await call('GET', api, { 'x-preview-token': token })).statusCode).toBe(404);
  });
});
