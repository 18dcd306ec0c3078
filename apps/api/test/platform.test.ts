import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

/** Every call of SPEC §7, as it appears in the OpenAPI document. */
const SPEC_CALLS = [
  ['post', '/api/auth/login'],
  ['get', '/api/auth/user'],
  ['post', '/api/auth/refresh'],
  ['get', '/api/projects/'],
  ['get', '/api/projects/{id}'],
  ['post', '/api/projects/'],
  ['put', '/api/projects/{id}'],
  ['delete', '/api/projects/{id}'],
  ['get', '/api/news/'],
  ['get', '/api/news/{id}'],
  ['post', '/api/news/'],
  ['patch', '/api/news/{id}'],
  ['delete', '/api/news/{id}'],
  ['get', '/api/team/team-members'],
  ['get', '/api/team/{id}'],
  ['post', '/api/team/'],
  ['patch', '/api/team/{id}'],
  ['delete', '/api/team/{id}'],
  ['get', '/api/jobs/'],
  ['get', '/api/jobs/{id}'],
  ['post', '/api/jobs/'],
  ['patch', '/api/jobs/{id}'],
  ['delete', '/api/jobs/{id}'],
  ['get', '/api/jobs/{jobId}/with-applicants'],
  ['post', '/api/jobs/applications/upload'],
  ['put', '/api/job-applications/{id}/status'],
  ['post', '/api/chat/'],
  ['get', '/api/chat/conversations'],
  ['post', '/api/contact/'],
  ['get', '/api/users/'],
  ['post', '/api/users/'],
  ['patch', '/api/users/{id}'],
  ['delete', '/api/users/{id}'],
] as const;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('platform', () => {
  it('answers unknown API paths with a 404 JSON detail', async () => {
    const res = await t.app.inject({ url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().detail).toMatch(/Not found/);
    expect((await t.app.inject({ method: 'POST', url: '/api/projects/1/nope' })).statusCode).toBe(
      404,
    );
  });

  it('sends security headers on every response: the API its own, pages and files theirs', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/projects']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
    for (const url of ['/', '/robots.txt', '/nope']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('keeps CORS closed when CORS_ORIGIN is not set', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reports the database and the file storage in the health check', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: { engine: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite', ok: true },
      storage: { ok: true },
    });
  });

  it('publishes an OpenAPI document with every call of the spec, and a docs page', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const normalise = (p: string) => p.replace(/\/$/, '');
    const paths = new Map(
      Object.entries(doc.paths as Record<string, object>).map(([p, v]) => [normalise(p), v]),
    );
    for (const [method, route] of SPEC_CALLS) {
      expect(Object.keys(paths.get(normalise(route)) ?? {}), `${method} ${route}`).toContain(
        method,
      );
    }
    const docs = await t.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toMatch(/swagger/i);
  });

  it('answers malformed input with 4xx and a detail, never 5xx', async () => {
    const cases = [
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{bad',
      },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '[]',
      },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: 'null',
      },
      { method: 'POST' as const, url: '/api/auth/login', payload: { email: 42, password: ['x'] } },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      },
      { method: 'POST' as const, url: '/api/contact', payload: { name: 'x'.repeat(2_000_000) } },
      { method: 'GET' as const, url: '/api/projects?page=abc&per_page=1' },
      { method: 'GET' as const, url: '/api/projects/99999999999999999999' },
      { method: 'GET' as const, url: '/api/news/%E0%A4%A' },
      { method: 'GET' as const, url: '/api/auth/user', headers: { authorization: 'Bearer a.b.c' } },
    ];
    for (const request of cases) {
      const res = await t.app.inject(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
      expect(res.json().detail, `${request.method} ${request.url}`).toBeTypeOf('string');
    }
  });
});

describe('CORS when configured', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ env: { CORS_ORIGIN: 'https://site.example' } });
  });
  afterAll(async () => open.close());

  it('allows only the configured origin', async () => {
    const allowed = await open.app.inject({
      url: '/api/health',
      headers: { origin: 'https://site.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://site.example');
    const other = await open.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
