import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newsArticles } from '../src/db/schema.js';
import { contentTestApp } from './helpers.js';

const t = contentTestApp('/api/news');
const { create, patch, remove, get } = t;

const FUTURE = '2099-01-01T09:00:00.000Z';

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'We opened a Dubai office',
  excerpt: 'A new home for our team in the Gulf.',
  content: '<p>First paragraph.</p><p>Second paragraph.</p>',
  category: 'Company',
  tags: ['office', 'dubai'],
  author: 'Lena Vogel',
  image: 'https://cdn.example.com/office.jpg',
  ...overrides,
});

const titles = (body: { articles: { title: string }[] }) => body.articles.map((a) => a.title);

describe('GET /api/news', () => {
  beforeAll(async () => {
    await t.ctx.db.delete(newsArticles);
    for (const payload of [
      article({ title: 'Old news', published_at: '2024-03-01T10:00:00Z' }),
      article({ title: 'Scheduled', published_at: FUTURE }),
      article({ title: 'Recent news', published_at: '2025-02-01T10:00:00+02:00' }),
      article({ title: 'Just now' }),
    ]) {
      expect((await create(payload)).statusCode).toBe(201);
    }
  });

  it('shows visitors only published articles, newest first', async () => {
    const res = await get('/api/news');
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(['Just now', 'Recent news', 'Old news']);
  });

  it('shows an editor every article, scheduled ones included, from the same route', async () => {
    const res = await get('/api/news', t.editor);
    expect(res.statusCode).toBe(200);
    expect(titles(res.json())).toEqual(['Scheduled', 'Just now', 'Recent news', 'Old news']);
    expect(res.json().articles[0].published_at).toBe(FUTURE);
  });

  it('shows a recruiter, who does not manage content, only published articles', async () => {
    expect(titles((await get('/api/news', t.recruiter)).json())).toEqual([
      'Just now',
      'Recent news',
      'Old news',
    ]);
  });

  it('refuses a bad token with 401 so the client refreshes it', async () => {
    const res = await get('/api/news', { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Invalid token' });
  });
});

describe('GET /api/news/:id', () => {
  it('answers a published article in wire shape', async () => {
    const created = (await create(article({ published_at: '2025-01-10T08:30:00Z' }))).json();
    const res = await get(`/api/news/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: created.id,
      ...article(),
      image_media: null,
      published_at: '2025-01-10T08:30:00.000Z',
      updated_at: created.updated_at,
      // Published when the request says nothing of it (ADR 0014).
      publication: 'published',
      phase: 'published',
    });
    expect(Date.parse(created.updated_at)).not.toBeNaN();
  });

  it('hides a scheduled article from visitors but not from content staff', async () => {
    const { id } = (await create(article({ title: 'Embargoed', published_at: FUTURE }))).json();
    const visitor = await get(`/api/news/${id}`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json()).toEqual({ detail: 'Article not found' });
    expect((await get(`/api/news/${id}`, t.recruiter)).statusCode).toBe(404);
    const staff = await get(`/api/news/${id}`, t.editor);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().title).toBe('Embargoed');
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    const missing = await get('/api/news/999999', t.editor);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Article not found' });
    const bad = await get('/api/news/latest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^Invalid request: params\.id/);
  });
});

describe('POST /api/news', () => {
  it('publishes now by default and records who created the article', async () => {
    const before = Date.now();
    const res = await create(article({ image: '' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.image).toBeNull();
    const published = Date.parse(body.published_at);
    expect(published).toBeGreaterThanOrEqual(before - 5_000);
    expect(published).toBeLessThanOrEqual(Date.now() + 5_000);
    const [row] = await t.ctx.db
      .select({ created_by: newsArticles.created_by })
      .from(newsArticles)
      .where(eq(newsArticles.id, body.id));
    expect(row!.created_by).toBe(t.editorId);
    expect((await get(`/api/news/${body.id}`)).statusCode).toBe(200);
  });

  it('refuses invalid input with a readable detail', async () => {
    const { tags: _tags, ...withoutTags } = article();
    const cases: [Record<string, unknown>, string][] = [
      [
        article({ title: undefined }),
        'Invalid request: body.title: Invalid input: expected string, received undefined',
      ],
      [
        withoutTags,
        'Invalid request: body.tags: Invalid input: expected array, received undefined',
      ],
      [
        article({ tags: [] }),
        'Invalid request: body.tags: Too small: expected array to have >=1 items',
      ],
      [
        article({ image: 'not a url' }),
        'Invalid request: body.image: Must be an http(s) URL or a path starting with /',
      ],
      [
        article({ published_at: 'tomorrow' }),
        'Invalid request: body.published_at: Invalid ISO datetime',
      ],
      [
        article({ content: 'x'.repeat(100_001) }),
        'Invalid request: body.content: Too big: expected string to have <=100000 characters',
      ],
      [
        article({ tags: 'office' }),
        'Invalid request: body.tags: Invalid input: expected array, received string',
      ],
      [
        article({ title: 123 }),
        'Invalid request: body.title: Invalid input: expected string, received number',
      ],
    ];
    for (const [payload, detail] of cases) {
      const res = await create(payload);
      expect(res.statusCode, detail).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
  });

  it('needs a signed-in member of staff who manages content', async () => {
    const anonymous = await create(article(), {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Not authenticated' });
    const wrongRole = await create(article(), t.recruiter);
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json()).toEqual({ detail: 'You do not have permission to do this' });
  });
});

describe('PATCH /api/news/:id', () => {
  it('changes only the fields sent', async () => {
    const created = (await create(article({ published_at: '2025-01-10T08:30:00Z' }))).json();
    const res = await patch(created.id, { title: 'Renamed', tags: ['news'], image: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...created,
      title: 'Renamed',
      tags: ['news'],
      image: null,
      updated_at: expect.any(String),
    });
    expect(Date.parse(res.json().updated_at)).toBeGreaterThanOrEqual(
      Date.parse(created.updated_at),
    );
    const [row] = await t.ctx.db
      .select({ created_at: newsArticles.created_at, updated_at: newsArticles.updated_at })
      .from(newsArticles)
      .where(eq(newsArticles.id, created.id));
    expect(row!.updated_at.getTime()).toBeGreaterThanOrEqual(row!.created_at.getTime());
    expect((await get(`/api/news/${created.id}`)).json().title).toBe('Renamed');
  });

  it('schedules an article by moving its publication time into the future', async () => {
    const { id } = (await create(article({ title: 'Pulled back' }))).json();
    expect((await get(`/api/news/${id}`)).statusCode).toBe(200);
    const res = await patch(id, { published_at: FUTURE });
    expect(res.statusCode).toBe(200);
    expect(res.json().published_at).toBe(FUTURE);
    expect((await get(`/api/news/${id}`)).statusCode).toBe(404);
    expect(titles((await get('/api/news')).json())).not.toContain('Pulled back');
  });

  it('refuses invalid input, unknown ids, visitors and recruiters', async () => {
    const { id } = (await create(article({ title: 'Guarded' }))).json();
    const invalid = await patch(id, { title: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      detail: 'Invalid request: body.title: Too small: expected string to have >=1 characters',
    });
    const missing = await patch(999999, { title: 'Ghost' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Article not found' });
    expect((await patch(id, { title: 'Nope' }, {})).statusCode).toBe(401);
    expect((await patch(id, { title: 'Nope' }, t.recruiter)).statusCode).toBe(403);
    expect((await get(`/api/news/${id}`)).json().title).toBe('Guarded');
  });
});

describe('DELETE /api/news/:id', () => {
  it('deletes the article, which is then gone', async () => {
    const { id } = (await create(article())).json();
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Article deleted' });
    expect((await get(`/api/news/${id}`, t.editor)).statusCode).toBe(404);
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Article not found' });
  });

  it('refuses visitors and recruiters, keeping the article', async () => {
    const { id } = (await create(article())).json();
    expect((await remove(id, {})).statusCode).toBe(401);
    expect((await remove(id, t.recruiter)).statusCode).toBe(403);
    expect((await get(`/api/news/${id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/news/manage (News Management’s list)', () => {
  const list = async (query: string) => {
    const res = await get(`/api/news/manage${query}`, t.editor);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      articles: { title: string; phase: string; translations?: Record<string, unknown> }[];
      total: number;
      phases: Record<string, number>;
      page: number;
      per_page: number;
    };
  };
  beforeAll(async () => {
    await t.ctx.db.delete(newsArticles);
    for (let day = 1; day <= 30; day += 1) {
      const payload = article({
        title: `Article ${String(day).padStart(2, '0')}`,
        published_at: `2025-01-${String(day).padStart(2, '0')}T10:00:00Z`,
        ...(day === 7 && { author: 'Grace Hopper', tags: ['compilers'] }),
        ...(day % 10 === 0 && { translations: { de: { title: `Artikel ${day}` } } }),
        ...(day === 3 && { publication: 'draft' }),
        ...(day === 4 && { publication: 'archived' }),
      });
      expect((await create(payload)).statusCode).toBe(201);
    }
    expect((await create(article({ title: 'Coming soon', published_at: FUTURE }))).statusCode).toBe(
      201,
    );
  });

  it('pages every article newest first, with the counts of each phase', async () => {
    const first = await list('');
    expect(first).toMatchObject({ total: 31, page: 1, per_page: 24 });
    expect(first.phases).toEqual({ draft: 1, scheduled: 1, published: 28, archived: 1 });
    expect(first.articles).toHaveLength(24);
    expect(first.articles.slice(0, 3).map((a) => a.title)).toEqual([
      'Coming soon',
      'Article 30',
      'Article 29',
    ]);
    const second = await list('?page=2');
    expect(second.articles.map((a) => a.title)).toEqual(
      ['07', '06', '05', '04', '03', '02', '01'].map((day) => `Article ${day}`),
    );
    // Pages never overlap, and past the last one is empty.
    expect((await list('?page=3')).articles).toEqual([]);
    expect((await list('?per_page=5&page=2')).articles.map((a) => a.title)).toEqual(
      ['26', '25', '24', '23', '22'].map((day) => `Article ${day}`),
    );
  });

  it('sorts by publication time or title, either way', async () => {
    expect((await list('?sort=published_at&per_page=2')).articles.map((a) => a.title)).toEqual([
      'Article 01',
      'Article 02',
    ]);
    expect((await list('?sort=title&per_page=2')).articles.map((a) => a.title)).toEqual([
      'Article 01',
      'Article 02',
    ]);
    expect((await list('?sort=-title&per_page=2')).articles.map((a) => a.title)).toEqual([
      'Coming soon',
      'Article 30',
    ]);
  });

  it('filters by phase, search and missing translation, the counts under the other filters', async () => {
    const drafts = await list('?phase=draft');
    expect(drafts.articles.map((a) => [a.title, a.phase])).toEqual([['Article 03', 'draft']]);
    expect(drafts.total).toBe(1);
    expect((await list('?phase=scheduled')).articles.map((a) => a.title)).toEqual(['Coming soon']);
    expect((await list('?phase=archived')).articles.map((a) => a.title)).toEqual(['Article 04']);

    // Found by author, by tag, case-insensitively; a % is a character, not a wildcard.
    expect((await list('?search=grace')).articles.map((a) => a.title)).toEqual(['Article 07']);
    expect((await list('?search=COMPILERS')).articles.map((a) => a.title)).toEqual(['Article 07']);
    expect((await list('?search=%25')).total).toBe(0);

    const translated = await list('?missing=de&search=Article');
    expect(translated.total).toBe(27);
    expect(translated.articles.map((a) => a.title)).not.toContain('Article 10');
    expect(translated.phases).toEqual({ draft: 1, scheduled: 0, published: 25, archived: 1 });
    // Staff get every translation with each article.
    const withGerman = (await list('?search=Article%2020')).articles[0]!;
    expect(withGerman.translations).toMatchObject({ de: { title: 'Artikel 20' } });
  });

  it('refuses bad queries with a detail, and anyone but content staff', async () => {
    for (const query of [
      '?phase=live',
      '?sort=author',
      '?missing=en',
      '?page=0',
      '?per_page=500',
    ]) {
      const res = await get(`/api/news/manage${query}`, t.editor);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail, query).toEqual(expect.any(String));
    }
    expect((await get('/api/news/manage')).statusCode).toBe(401);
    expect((await get('/api/news/manage', t.recruiter)).statusCode).toBe(403);
  });
});
