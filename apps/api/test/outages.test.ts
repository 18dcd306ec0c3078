import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/lib/logger.js';
import { createTestApp, type TestApp } from './helpers.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

/** Sends the lines the app logs to `lines`. */
const sinkInto = (lines: Record<string, unknown>[]) =>
  new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });

const PROJECTS = '/api/projects?page=1&per_page=10';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.TEST_DB === 'postgres')('a PostgreSQL outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    t = await createTestApp({
      seed: true,
      databaseUrl: (url) => {
        const through = new URL(url);
        through.hostname = '127.0.0.1';
        through.port = String(proxy.port);
        return through.toString();
      },
    });
  });
  afterAll(async () => {
    await proxy.restore();
    await t.close();
    await proxy.close();
  });

  it('answers 503 with Retry-After and a detail while it lasts, then recovers on its own', async () => {
    expect((await t.app.inject({ url: PROJECTS })).statusCode).toBe(200);
    await proxy.cut();
    // Once it notices it cannot hear of changes, the instance stops answering from memory.
    while (t.ctx.content.live) await sleep(10);
    for (const url of [PROJECTS, '/api/news', '/api/jobs', '/api/team/team-members']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('5');
      expect(res.json().detail).toBe(
        'The service is briefly unavailable. Please try again in a moment.',
      );
    }
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Hi',
        message: 'Hello there',
        consent: true,
      },
    });
    expect(write.statusCode).toBe(503);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().database).toEqual({ engine: 'postgres', ok: false });

    await proxy.restore();
    const started = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - started < 5_000) {
      status = (await t.app.inject({ url: '/api/health' })).statusCode;
      if (status !== 200) await sleep(20);
    }
    expect(status).toBe(200);
    expect((await t.app.inject({ url: PROJECTS })).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('a Redis outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const redis = new URL(process.env.TEST_REDIS_URL!);
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    t = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${proxy.port}` },
      log: createLogger({ level: 'info' }, sinkInto(lines)),
    });
  });
  afterAll(async () => {
    await proxy.restore();
    await t.close();
    await proxy.close();
  });

  it('answers 503 on what needs it, reports it in the health check, and logs it once', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.json().redis).toEqual({ ok: true });
    await proxy.cut();
    await sleep(100);
    for (let attempt = 0; attempt < 3; attempt++) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@example.com', password: 'wrong-password-here' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.headers['retry-after']).toBe('5');
      expect(login.json().detail).toMatch(/briefly unavailable/);
    }
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Hi',
        message: 'Hello there',
        consent: true,
      },
    });
    expect(contact.statusCode).toBe(503);
    // What needs no shared counter still answers.
    expect((await t.app.inject({ url: PROJECTS })).statusCode).toBe(200);
    const degraded = await t.app.inject({ url: '/api/health' });
    expect(degraded.statusCode).toBe(503);
    expect(degraded.json().redis).toEqual({ ok: false });
    await sleep(1_000);
    const outageLines = lines.filter((line) => String(line.msg).startsWith('Redis is unreachable'));
    expect(outageLines).toHaveLength(1);

    await proxy.restore();
    await expect
      .poll(async () => (await t.app.inject({ url: '/api/health' })).statusCode, { timeout: 5_000 })
      .toBe(200);
    expect(lines.some((line) => line.msg === 'Redis is reachable again')).toBe(true);
  });
});
