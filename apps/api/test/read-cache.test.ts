import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedResponse, compressedBody, readCache } from '../src/cache/read-cache.js';
import { siteRepository } from '../src/site/repository.js';
import { createTestApp, type TestApp } from './helpers.js';

const answer = (text: string) => cachedResponse(200, 'text/html', Buffer.from(text));
const never = async () => undefined;

describe('the read cache', () => {
  it('drops every answer once the next scheduled change has come', async () => {
    let now = 1_000;
    const cache = readCache({ nextChange: async () => 5_000, now: () => now });
    await cache.track('/news', Promise.resolve(answer('before')));
    expect(cache.get('/news')?.body.toString()).toBe('before');
    now = 4_999;
    expect(cache.get('/news')).toBeDefined();
    now = 5_000;
    expect(cache.get('/news')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('asks for the next scheduled change as of the moment it began keeping answers', async () => {
    let now = 1_000;
    const asked: number[] = [];
    const cache = readCache({
      nextChange: async (asOf) => {
        asked.push(asOf);
        return undefined;
      },
      now: () => now,
    });
    now = 2_000;
    await cache.track('/a', Promise.resolve(answer('a')));
    // What it keeps was produced since 1,000: a publication at 1,500 would make it stale.
    expect(asked).toEqual([1_000]);
    now = 3_000;
    cache.clear();
    now = 3_500;
    await cache.track('/a', Promise.resolve(answer('a')));
    expect(asked).toEqual([1_000, 3_000]);
  });

  it('keeps answers until the content changes when nothing is scheduled', async () => {
    const cache = readCache({ nextChange: never, now: () => 10 ** 15 });
    await cache.track('/team', Promise.resolve(answer('team')));
    expect(cache.get('/team')).toBeDefined();
    cache.clear();
    expect(cache.get('/team')).toBeUndefined();
  });

  it('keeps at most so many answers, dropping the least recently read first', async () => {
    const cache = readCache({ maxEntries: 2, nextChange: never });
    await cache.track('/a', Promise.resolve(answer('a')));
    await cache.track('/b', Promise.resolve(answer('b')));
    cache.get('/a');
    await cache.track('/c', Promise.resolve(answer('c')));
    expect(cache.size).toBe(2);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('keeps at most so many bytes, and never an answer larger than all of them', async () => {
    const cache = readCache({ maxBytes: 10, nextChange: never });
    await cache.track('/four', Promise.resolve(answer('1234')));
    await cache.track('/five', Promise.resolve(answer('12345')));
    await cache.track('/three', Promise.resolve(answer('123')));
    expect(cache.get('/four')).toBeUndefined();
    expect(cache.get('/five')).toBeDefined();
    expect(cache.get('/three')).toBeDefined();
    await cache.track('/huge', Promise.resolve(answer('12345678901')));
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('does not keep an answer produced while the content changed under it', async () => {
    const cache = readCache({ nextChange: never });
    let finish!: (value: ReturnType<typeof answer>) => void;
    const producing = cache.track('/jobs', new Promise((resolve) => (finish = resolve)));
    expect(cache.pending('/jobs')).toBe(producing);
    cache.clear();
    expect(cache.pending('/jobs')).toBeUndefined();
    finish(answer('stale'));
    expect((await producing)?.body.toString()).toBe('stale');
    expect(cache.get('/jobs')).toBeUndefined();
  });

  it('does not keep what is not to be kept, nor a failed answer', async () => {
    const cache = readCache({ nextChange: never });
    await cache.track('/broken', Promise.resolve(undefined));
    await expect(cache.track('/failed', Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(cache.get('/broken')).toBeUndefined();
    expect(cache.pending('/failed')).toBeUndefined();
  });

  it('does not keep an answer while it cannot ask until when, and asks again next time', async () => {
    let failing = true;
    const cache = readCache({
      nextChange: async () => {
        if (failing) throw new Error('database down');
        return undefined;
      },
    });
    expect((await cache.track('/a', Promise.resolve(answer('a'))))?.body.toString()).toBe('a');
    expect(cache.get('/a')).toBeUndefined();
    failing = false;
    await cache.track('/a', Promise.resolve(answer('a')));
    expect(cache.get('/a')).toBeDefined();
  });

  it('neither answers nor keeps anything while changes made elsewhere may not reach it', async () => {
    let live = true;
    const cache = readCache({ nextChange: never, live: () => live });
    await cache.track('/a', Promise.resolve(answer('a')));
    live = false;
    expect(cache.get('/a')).toBeUndefined();
    await cache.track('/b', Promise.resolve(answer('b')));
    expect(cache.pending('/b')).toBeUndefined();
    live = true;
    expect(cache.get('/b')).toBeUndefined();
  });

  it('compresses an answer once per encoding', async () => {
    const cached = answer('<p>hello</p>'.repeat(100));
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
