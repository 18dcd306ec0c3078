import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '../src/lib/content-events.js';
import { createTestApp, type Headers, type TestApp } from './helpers.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

/**
 * Several instances on one PostgreSQL database, each with its own read cache, hear about each
 * other's writes through LISTEN/NOTIFY (ADR 0010); an instance whose listening connection is
 * lost answers from the database until it is back, and then drops what it kept.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, for at most `ms`; answers how long that took. */
async function within(ms: number, check: () => Promise<boolean> | boolean) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`Not within ${ms} ms`);
    await sleep(10);
  }
  return Date.now() - started;
}

describe.runIf(process.env.TEST_DB === 'postgres')('instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  /** A third instance, whose connections to the database go through a proxy that can cut them. */
  let c: TestApp;
  let proxy: TcpProxy;
  let editor: Headers;
  let articleId: number;

  beforeAll(async () => {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    a = await createTestApp({ seed: true });
    b = await createTestApp({ sameDatabaseAs: a });
    c = await createTestApp({
      sameDatabaseAs: a,
      databaseUrl: (url) => {
        const through = new URL(url);
        through.hostname = '127.0.0.1';
        through.port = String(proxy.port);
        return through.toString();
      },
    });
    editor = await a.auth(3);
    articleId = (await titledArticles(a))[0]!.id;
  });
  afterAll(async () => {
    await proxy.restore();
    await c?.close();
    await b?.close();
    await a?.close();
    await proxy.close();
  });

  const titledArticles = async (t: TestApp) =>
    (await t.app.inject({ url: '/api/news' })).json<{ articles: { id: number; title: string }[] }>()
      .articles;
  const shows = async (t: TestApp, title: string) =>
    (await titledArticles(t)).some((article) => article.title === title);
  const retitle = async (t: TestApp, title: string) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/news/${articleId}`,
      headers: editor,
      payload: { title },
    });
    expect(res.statusCode).toBe(200);
  };
  /**
   * Shows `title` on `t` and keeps it there: a notification still on its way when `t` read the
   * list would have stopped `t` keeping that answer, so it reads again once they have arrived.
   */
  const keeps = async (t: TestApp, title: string) => {
    await within(1_000, () => shows(t, title));
    await sleep(100);
    expect(await shows(t, title)).toBe(true);
  };
  /** Changes the article behind every instance's back: no instance hears of it. */
  const retitleBehindTheBack = (title: string) =>
    a.ctx.database.raw.query('UPDATE news_articles SET title = $1 WHERE id = $2', [
      title,
      articleId,
    ]);

  it("see each other's writes within a second, in the API and the sitemap", async () => {
    for (const t of [a, b, c]) await titledArticles(t);
    await retitle(a, 'Edited on A');
    expect(await shows(a, 'Edited on A')).toBe(true);
    expect(await within(1_000, () => shows(b, 'Edited on A'))).toBeLessThan(1_000);
    expect(await within(1_000, () => shows(c, 'Edited on A'))).toBeLessThan(1_000);

    const sitemap = async (t: TestApp) => (await t.app.inject({ url: '/sitemap.xml' })).body;
    const before = await sitemap(a);
    const created = await b.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: editor,
      payload: {
        title: 'Written on B',
        excerpt: 'Short.',
        content: 'Long.',
        category: 'Company',
        tags: ['b'],
        author: 'Editor',
      },
    });
    const page = `/news/${created.json<{ id: number }>().id}<`;
    expect(before).not.toContain(page);
    expect(await within(1_000, async () => (await sitemap(a)).includes(page))).toBeLessThan(1_000);
  });

  it('answer from the database while their listening connection is cut, and drop what they kept once it is back', async () => {
    await retitle(a, 'Before the cut');
    await keeps(c, 'Before the cut');
    await retitleBehindTheBack('Unheard of');
    // C answers from memory: it did not hear of that change.
    expect(await shows(c, 'Before the cut')).toBe(true);

    await proxy.cut();
    await within(2_000, () => !c.ctx.content.live);
    // A change C cannot hear of while it is cut off.
    await retitle(b, 'Missed by C');
    expect((await c.app.inject({ url: '/api/news' })).statusCode).toBe(503);

    await proxy.restore();
    await within(5_000, () => c.ctx.content.live);
    expect(await shows(c, 'Missed by C')).toBe(true);
  });

  it('drop what they kept when the listening connection alone is dropped, and listen again', async () => {
    await retitle(a, 'Heard by all');
    await keeps(c, 'Heard by all');
    await retitleBehindTheBack('Unheard of again');
    expect(await shows(c, 'Heard by all')).toBe(true);

    const terminated = await a.ctx.database.raw.query<{ done: boolean }>(
      `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = $1`,
      [LISTENER_NAME],
    );
    expect(terminated).toEqual([{ done: true }, { done: true }, { done: true }]);
    await within(2_000, () => shows(c, 'Unheard of again'));
    for (const t of [a, b, c]) await within(5_000, () => t.ctx.content.live);

    // Listening again: a write on one shows on the others within a second.
    await retitle(b, 'Heard again');
    expect(await within(1_000, () => shows(c, 'Heard again'))).toBeLessThan(1_000);
    expect(await within(1_000, () => shows(a, 'Heard again'))).toBeLessThan(1_000);
  });
});
