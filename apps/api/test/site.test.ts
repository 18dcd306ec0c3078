import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';
import { standInWebBuild } from './stand-in-web.js';

/**
 * The site around the API: how pages rendered by the web app are served, cached, compressed
 * and dropped when content changes, and the sitemap and robots.txt. The web app's renderer is a
 * stand-in here; the real one is tested against the real build in the browser suite (e2e).
 */

let t: TestApp;
let webDist: string;
let admin: { authorization: string };

beforeAll(async () => {
  webDist = await standInWebBuild();
  t = await createTestApp({ seed: true, env: { WEB_DIST: webDist } });
  admin = await t.auth('superadmin');
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});
beforeEach(() => {
  globalThis.standInRenders = [];
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: 'site.example', ...headers } });
const renders = () => globalThis.standInRenders!.map((render) => render.url);

describe('public pages', () => {
  it('are rendered by the web app with their language, head, preloads and data', async () => {
    const res = await get('/de/projects');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('<title>Page /de/projects</title>');
    // The page's code is listed for the template's loader, which fetches it after the first
    // paint: no script or preload tag competes with the page for the network.
    expect(res.body).not.toContain('<script type="module"');
    // The first paint waits for the stylesheet alone: it is asked for first.
    expect(res.body.indexOf('<link rel="stylesheet"')).toBeLessThan(res.body.indexOf('<script>'));
    expect(res.body).toContain(
      '<script type="application/json" id="app-scripts">{"entry":"/assets/entry-1234.js","preload":["/assets/home-5678.js"]}</script>',
    );
    // The page's data came through the API: the demo content's projects.
    expect(res.body).toMatch(/<div id="root"><main><h1>\/de\/projects<\/h1><p>7 projects: /);
    expect(res.body).toContain(
      '<script id="boot-data" type="application/json">{"language":"de","origin":"http://site.example"}</script>',
    );
  });

  it('answer with the status of the page: 404 when it is missing, 503 when its data could not load', async () => {
    const missing = await get('/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>/missing</h1>');
    expect((await get('/broken')).statusCode).toBe(503);
  });

  it('are rendered once, then served from the cache until the content changes', async () => {
    const first = await get('/team?x=1');
    const second = await get('/team?x=1');
    expect(second.body).toBe(first.body);
    expect(renders()).toEqual(['/team?x=1']);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: admin,
      payload: { name: 'Cache Buster' },
    });
    expect(created.statusCode).toBe(201);
    const after = await get('/team?x=1');
    expect(renders()).toEqual(['/team?x=1', '/team?x=1']);
    expect(after.body).toContain('8 projects');
    expect(after.body).toContain('Cache Buster');
  });

  it('are rendered again each time while their data cannot load', async () => {
    await get('/broken');
    await get('/broken');
    expect(renders()).toEqual(['/broken', '/broken']);
  });

  it('render a page asked for by many visitors at once only once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/news?burst')));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(renders()).toEqual(['/news?burst']);
  });

  it('are compressed with brotli or gzip when the browser accepts it, and revalidated by ETag', async () => {
    await get('/careers');
    const plain = await get('/careers');
    const br = await get('/careers', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/careers', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/careers', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('are compressed on the way the first time too, while they are rendered', async () => {
    const first = await get('/terms', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('<h1>/terms</h1>');
  });

  it('have one address: a trailing slash moves to the page without it, keeping the query', async () => {
    const res = await get('/careers/?page=2');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/careers?page=2');
    expect((await get('/de/')).headers.location).toBe('/de');
  });

  it('take their absolute addresses from PUBLIC_URL when it is set', async () => {
    const site = await createTestApp({
      env: { WEB_DIST: webDist, PUBLIC_URL: 'https://www.veltrix.example/' },
    });
    try {
      const res = await site.app.inject({ url: '/az/team', headers: { host: 'evil.example' } });
      expect(res.body).toContain(
        '<link rel="canonical" href="https://www.veltrix.example/az/team">',
      );
      expect(globalThis.standInRenders!.at(-1)!.origin).toBe('https://www.veltrix.example');
    } finally {
      await site.close();
    }
  });
});

describe('the browser-rendered pages and the API', () => {
  it('/login and the back office get the page the browser renders, never indexed', async () => {
    for (const url of ['/login', '/manager', '/manager/jobs', '/manager/7/applicants']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('boot-data');
    }
    expect(renders()).toEqual([]);
  });

  it('unknown API paths and writes to page addresses answer a JSON 404', async () => {
    const api = await get('/api/nowhere');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found: GET /api/nowhere' });
    const post = await t.app.inject({ method: 'POST', url: '/careers' });
    expect(post.statusCode).toBe(404);
    expect(post.json().detail).toBe('Not found: POST /careers');
  });

  it('compresses JSON answers when the browser accepts it', async () => {
    const res = await get('/api/projects?page=1&per_page=100', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).total).toBeGreaterThan(0);
  });
});

describe('static files', () => {
  it('are sent precompressed with a long cache when they are built assets', async () => {
    const res = await get('/assets/entry-1234.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    const gzip = await get('/assets/entry-1234.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('never include the template, the server renderer or the source maps', async () => {
    // They are page addresses like any other (here the stand-in renders them).
    expect((await get('/server/entry-server.js')).body).not.toContain('standInRenders');
    expect((await get('/index.html')).body).not.toContain('<!--app-head-->');
    expect((await get('/assets/entry-1234.js.map')).body).not.toContain('"mappings"');
  });

  it('the content security policy allows the inline script of the template by its hash only', async () => {
    const res = await get('/');
    const code = "document.documentElement.dataset.ready = 'yes';";
    const hash = createHash('sha256').update(code).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(res.headers['content-security-policy']).not.toContain("unsafe-inline';script");
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt is plain text that keeps crawlers out of the back office and the API', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /manager',
      'Disallow: /api',
      '',
      'Sitemap: http://site.example/sitemap.xml',
      '',
    ]);
  });

  it('sitemap.xml lists every public page in every language, with alternates and changes', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    for (const path of [
      '',
      '/projects',
      '/news',
      '/team',
      '/careers',
      '/support',
      '/privacy',
      '/terms',
    ]) {
      expect(locs).toContain(`http://site.example${path || '/'}`);
      expect(locs).toContain(`http://site.example/de${path}`);
      expect(locs).toContain(`http://site.example/az${path}`);
    }
    // Exactly the items visitors can open: what the public API lists.
    const ids = (pattern: RegExp) =>
      locs
        .flatMap((loc) => pattern.exec(loc)?.[1] ?? [])
        .map(Number)
        .sort((a, b) => a - b);
    const listed = async (url: string, key: string) =>
      ((await get(url)).json()[key] as { id: number }[])
        .map((item) => item.id)
        .sort((a, b) => a - b);
    expect(ids(/^http:\/\/site\.example\/project\/(\d+)$/)).toEqual(
      await listed('/api/projects?page=1&per_page=100', 'projects'),
    );
    expect(ids(/^http:\/\/site\.example\/de\/news\/(\d+)$/)).toEqual(
      await listed('/api/news', 'articles'),
    );
    expect(ids(/^http:\/\/site\.example\/az\/team\/(\d+)$/)).toEqual(
      await listed('/api/team/team-members', 'members'),
    );
    expect(ids(/^http:\/\/site\.example\/careers\/(\d+)$/)).toEqual(
      await listed('/api/jobs', 'jobs'),
    );
    expect(ids(/^http:\/\/site\.example\/careers\/(\d+)$/).length).toBeGreaterThan(0);

    const entry = res.body.match(
      /<url>\s*<loc>http:\/\/site\.example\/de\/careers<\/loc>[\s\S]*?<\/url>/,
    )![0];
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="http://site.example/careers"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="http://site.example/de/careers"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="az" href="http://site.example/az/careers"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://site.example/careers"/>',
    );
  });

  it('sitemap.xml is current as soon as content changes', async () => {
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: admin,
      payload: {
        title: 'Sitemap Engineer',
        department: 'Engineering',
        location: 'Baku',
        description: 'Keeps the map.',
        requirements: 'Maps',
        responsibilities: 'Mapping',
      },
    });
    const { id } = job.json() as { id: number };
    expect((await get('/sitemap.xml')).body).toContain(
      `<loc>http://site.example/az/careers/${id}</loc>`,
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${id}`,
      headers: admin,
      payload: { is_active: false },
    });
    expect((await get('/sitemap.xml')).body).not.toContain(`/careers/${id}<`);
  });
});
