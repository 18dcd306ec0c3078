import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedPage, pageCache } from '../src/site/page-cache.js';
import { siteRepository } from '../src/site/repository.js';
import { createTestApp, type TestApp } from './helpers.js';

const page = (text: string) => cachedPage(200, 'text/html', Buffer.from(text));

describe('the page cache', () => {
  it('drops every page once the next scheduled change has come', async () => {
    let now = 1_000;
    const cache = pageCache({ nextChange: async () => 5_000, now: () => now });
    await cache.track('/news', Promise.resolve(page('before')));
    expect((await cache.get('/news'))?.body.toString()).toBe('before');
    now = 4_999;
    expect(await cache.get('/news')).toBeDefined();
    now = 5_000;
    expect(await cache.get('/news')).toBeUndefined();
  });

  it('keeps pages until the content changes when nothing is scheduled', async () => {
    const cache = pageCache({ nextChange: async () => undefined, now: () => 10 ** 15 });
    await cache.track('/team', Promise.resolve(page('team')));
    expect(await cache.get('/team')).toBeDefined();
    cache.clear();
    expect(await cache.get('/team')).toBeUndefined();
  });

  it('keeps at most so many pages, dropping the least recently read first', async () => {
    const cache = pageCache({ maxEntries: 2, nextChange: async () => undefined });
    await cache.track('/a', Promise.resolve(page('a')));
    await cache.track('/b', Promise.resolve(page('b')));
    await cache.get('/a');
    await cache.track('/c', Promise.resolve(page('c')));
    expect(cache.size).toBe(2);
    expect(await cache.get('/b')).toBeUndefined();
    expect(await cache.get('/a')).toBeDefined();
    expect(await cache.get('/c')).toBeDefined();
  });

  it('does not keep a page rendered while the content changed under it', async () => {
    const cache = pageCache({ nextChange: async () => undefined });
    let finish!: (value: ReturnType<typeof page>) => void;
    const rendering = cache.track('/jobs', new Promise((resolve) => (finish = resolve)));
    expect(cache.pending('/jobs')).toBe(rendering);
    cache.clear();
    finish(page('stale'));
    await rendering;
    expect(await cache.get('/jobs')).toBeUndefined();
  });

  it('does not keep what is not to be cached, nor a failed render', async () => {
    const cache = pageCache({ nextChange: async () => undefined });
    await cache.track('/broken', Promise.resolve(undefined));
    await expect(cache.track('/failed', Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('/broken')).toBeUndefined();
    expect(cache.pending('/failed')).toBeUndefined();
  });

  it('compresses a page once per encoding', async () => {
    const { compressedBody } = await import('../src/site/page-cache.js');
    const cached = page('<p>hello</p>'.repeat(100));
    const first = compressedBody(cached, 'br');
    expect(compressedBody(cached, 'br')).toBe(first);
    expect((await first).length).toBeLessThan(cached.body.length);
  });
});

describe('the next scheduled change of what visitors see', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is the next publication time or the end of the next last day to apply, whichever first', async () => {
    const repo = siteRepository(t.ctx.db);
    const now = new Date('2030-03-10T12:00:00Z');
    expect(await repo.nextScheduledChange(now)).toBeUndefined();

    const admin = await t.auth('superadmin');
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: admin, payload });
    const job = {
      title: 'Engineer',
      department: 'Engineering',
      location: 'Baku',
      description: 'Build.',
      requirements: 'Skill',
      responsibilities: 'Work',
    };
    await post('/api/jobs', { ...job, application_deadline: '2030-03-20' });
    expect(await repo.nextScheduledChange(now)).toBe(Date.parse('2030-03-21T00:00:00Z'));
    // An inactive job's deadline changes nothing visitors see.
    await post('/api/jobs', { ...job, application_deadline: '2030-03-12', is_active: false });
    expect(await repo.nextScheduledChange(now)).toBe(Date.parse('2030-03-21T00:00:00Z'));

    await post('/api/news', {
      title: 'Soon',
      excerpt: 'Soon.',
      content: 'Soon.',
      category: 'Company',
      tags: ['soon'],
      author: 'Editor',
      published_at: '2030-03-15T09:30:00Z',
    });
    expect(await repo.nextScheduledChange(now)).toBe(Date.parse('2030-03-15T09:30:00Z'));
  });
});
