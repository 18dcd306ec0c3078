import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '@app/contracts';
import { jobs } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const JOB = {
  title: 'Frontend Engineer',
  department: 'Engineering',
  location: 'Dubai',
  description: '<p>Build the web app.</p>',
  requirements: 'React\nTypeScript',
  responsibilities: 'Ship features\nReview code',
};

const as = async (role: RoleId | 'superadmin' | null) => (role === null ? {} : await t.auth(role));

async function createJob(overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: await as(1),
    payload: { ...JOB, ...overrides },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; title: string };
}

const listIds = async (role: RoleId | null, query = '') => {
  const res = await t.app.inject({ url: `/api/jobs${query}`, headers: await as(role) });
  expect(res.statusCode).toBe(200);
  return (res.json().jobs as { id: number }[]).map((job) => job.id);
};

describe('GET /api/jobs', () => {
  let open: number, inactive: number, expired: number, lastDay: number, future: number;
  beforeAll(async () => {
    open = (await createJob({ title: 'Open' })).id;
    inactive = (await createJob({ title: 'Inactive', is_active: false })).id;
    expired = (await createJob({ title: 'Expired', application_deadline: day(-2) })).id;
    lastDay = (await createJob({ title: 'Last day', application_deadline: day(0) })).id;
    future = (await createJob({ title: 'Future', application_deadline: day(30) })).id;
  });

  it('shows visitors only active jobs whose deadline has not passed, newest first', async () => {
    const ids = await listIds(null);
    expect(ids).toEqual(expect.arrayContaining([open, lastDay, future]));
    expect(ids).not.toContain(inactive);
    expect(ids).not.toContain(expired);
    const positions = [future, lastDay, open].map((id) => ids.indexOf(id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('shows staff who manage jobs every job, and other staff only the public ones', async () => {
    for (const role of [1, 2, 4] as const) {
      expect(await listIds(role)).toEqual(
        expect.arrayContaining([open, inactive, expired, lastDay, future]),
      );
    }
    const editor = await listIds(3);
    expect(editor).not.toContain(inactive);
    expect(editor).not.toContain(expired);
  });

  it('answers the full job shape', async () => {
    const res = await t.app.inject({ url: '/api/jobs' });
    const job = res.json().jobs.find((j: { id: number }) => j.id === future);
    expect(job).toMatchObject({
      ...JOB,
      id: future,
      title: 'Future',
      type: 'Full-time',
      level: 'Mid',
      benefits: null,
      salary_range: null,
      is_active: true,
      application_deadline: day(30),
    });
    expect(Date.parse(job.created_at)).not.toBeNaN();
    expect(Date.parse(job.updated_at)).not.toBeNaN();
  });

  it('pages with page and per_page', async () => {
    const all = await listIds(1);
    expect(await listIds(1, '?per_page=2')).toEqual(all.slice(0, 2));
    expect(await listIds(1, '?page=2&per_page=2')).toEqual(all.slice(2, 4));
  });

  it('refuses a bad query (400) and a bad token (401)', async () => {
    const bad = await t.app.inject({ url: '/api/jobs?per_page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/per_page/);
    const token = await t.app.inject({
      url: '/api/jobs',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(token.statusCode).toBe(401);
    expect(token.json().detail).toBe('Invalid token');
  });
});

describe('GET /api/jobs/:id', () => {
  it('answers an open job to anyone', async () => {
    const { id } = await createJob({ salary_range: 'AED 20k-25k', benefits: 'Visa' });
    const res = await t.app.inject({ url: `/api/jobs/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, salary_range: 'AED 20k-25k', benefits: 'Visa' });
  });

  it('hides inactive and expired jobs from visitors (404), not from jobs staff', async () => {
    const inactive = (await createJob({ is_active: false })).id;
    const expired = (await createJob({ application_deadline: day(-1) })).id;
    for (const id of [inactive, expired]) {
      const visitor = await t.app.inject({ url: `/api/jobs/${id}` });
      expect(visitor.statusCode).toBe(404);
      expect(visitor.json().detail).toBe('Job not found');
      const editor = await t.app.inject({ url: `/api/jobs/${id}`, headers: await as(3) });
      expect(editor.statusCode).toBe(404);
      const recruiter = await t.app.inject({ url: `/api/jobs/${id}`, headers: await as(4) });
      expect(recruiter.statusCode).toBe(200);
      expect(recruiter.json().id).toBe(id);
    }
  });

  it('answers 404 for an unknown job and 400 for an id that is not a number', async () => {
    const missing = await t.app.inject({ url: '/api/jobs/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Job not found');
    const bad = await t.app.inject({ url: '/api/jobs/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/id/);
  });
});

describe('POST /api/jobs', () => {
  it('creates a job with defaults, for admins and recruiters', async () => {
    for (const role of [1, 2, 4] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: await as(role),
        payload: { ...JOB, type: 'Contract', benefits: '', application_deadline: '' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        ...JOB,
        type: 'Contract',
        level: 'Mid',
        is_active: true,
        benefits: null,
        application_deadline: null,
      });
    }
  });

  it('refuses missing fields and bad values with 400 and a readable detail', async () => {
    const headers = await as(2);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers,
      payload: { ...JOB, title: undefined },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/title/);
    const level = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers,
      payload: { ...JOB, level: 'Guru', application_deadline: '31/12/2030' },
    });
    expect(level.statusCode).toBe(400);
    expect(level.json().detail).toMatch(/level/);
  });

  it('answers 401 without a token and 403 for an editor', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/jobs', payload: JOB });
    expect(anonymous.statusCode).toBe(401);
    const editor = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: await as(3),
      payload: JOB,
    });
    expect(editor.statusCode).toBe(403);
    expect(editor.json().detail).toBeTypeOf('string');
  });
});

describe('PATCH /api/jobs/:id', () => {
  const patch = async (id: number, payload: unknown, role: RoleId | null = 4) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${id}`,
      headers: await as(role),
      payload: payload as Record<string, unknown>,
    });

  it('changes only the fields sent, e.g. is_active alone', async () => {
    const job = await createJob({ salary_range: 'AED 30k' });
    const off = await patch(job.id, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ ...JOB, is_active: false, salary_range: 'AED 30k' });
    expect((await t.app.inject({ url: `/api/jobs/${job.id}` })).statusCode).toBe(404);

    const edited = await patch(job.id, {
      title: 'Staff Engineer',
      salary_range: null,
      is_active: true,
    });
    expect(edited.json()).toMatchObject({
      title: 'Staff Engineer',
      salary_range: null,
      is_active: true,
      department: JOB.department,
    });
    const unchanged = await patch(job.id, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().title).toBe('Staff Engineer');
  });

  it('refuses bad values (400), unknown jobs (404), no token (401), editors (403)', async () => {
    const { id } = await createJob();
    const bad = await patch(id, { type: 'Gig' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/type/);
    const empty = await patch(id, { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toMatch(/title/);
    const missing = await patch(999_999, { is_active: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Job not found');
    expect((await patch(999_999, {})).statusCode).toBe(404);
    expect((await patch(id, { is_active: false }, null)).statusCode).toBe(401);
    expect((await patch(id, { is_active: false }, 3)).statusCode).toBe(403);
  });
});

describe('DELETE /api/jobs/:id', () => {
  const remove = async (id: number | string, role: RoleId | null = 2) =>
    t.app.inject({ method: 'DELETE', url: `/api/jobs/${id}`, headers: await as(role) });

  it('deletes the job', async () => {
    const { id } = await createJob();
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Job deleted' });
    expect((await t.app.inject({ url: `/api/jobs/${id}`, headers: await as(1) })).statusCode).toBe(
      404,
    );
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Job not found');
  });

  it('answers 400 for a bad id, 401 without a token and 403 for an editor', async () => {
    const { id } = await createJob();
    expect((await remove('abc')).statusCode).toBe(400);
    expect((await remove(id, null)).statusCode).toBe(401);
    expect((await remove(id, 3)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/jobs/${id}` })).statusCode).toBe(200);
  });
});

describe('GET /api/jobs/manage (Job Management’s list)', () => {
  const FUTURE = '2099-01-01T09:00:00.000Z';
  const two = (n: number) => String(n).padStart(2, '0');
  const job = (n: number) => `Job ${two(n)}`;
  type Managed = {
    jobs: {
      title: string;
      phase: string;
      is_active: boolean;
      notify_email?: string | null;
      translations?: Record<string, unknown>;
    }[];
    total: number;
    phases: Record<string, number>;
    page: number;
    per_page: number;
  };
  const get = async (query: string, role: RoleId | null = 4) =>
    t.app.inject({ url: `/api/jobs/manage${query}`, headers: await as(role) });
  const manage = async (query: string, role: RoleId = 4) => {
    const res = await get(query, role);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Managed;
  };
  const titles = (body: Managed) => body.jobs.map((j) => j.title);
  const listed = async (query: string) => titles(await manage(query));

  beforeAll(async () => {
    await t.ctx.db.delete(jobs);
    // Made in order: the newest first is 30 down to 1.
    for (let n = 1; n <= 30; n += 1) {
      await createJob({
        title: job(n),
        ...(n === 3 && { publication: 'draft', is_active: false }),
        ...(n === 4 && { publication: 'archived' }),
        ...(n === 5 && { publish_at: FUTURE }),
        ...((n === 6 || n === 7) && { is_active: false }),
        // 8 has passed its deadline: still active.
        ...(n === 8 && { application_deadline: day(-2) }),
        ...(n === 9 && { application_deadline: day(10) }),
        ...(n === 10 && { application_deadline: day(5) }),
        ...(n === 11 && { application_deadline: day(20) }),
        ...(n === 12 && { department: 'Finance' }),
        ...(n === 13 && { location: 'Tbilisi' }),
        ...(n === 14 && { description: '<p>A <strong>Kubernetes</strong> wizard.</p>' }),
        ...(n === 15 && { notify_email: 'hiring@example.com' }),
        ...(n % 10 === 0 && { translations: { de: { title: `Stelle ${n}` } } }),
      });
    }
  });

  it('pages every job, newest first, with the counts of each phase', async () => {
    const first = await manage('');
    expect(first).toMatchObject({ total: 30, page: 1, per_page: 24 });
    expect(first.phases).toEqual({ draft: 1, scheduled: 1, published: 27, archived: 1 });
    expect(titles(first)).toEqual(Array.from({ length: 24 }, (_, i) => job(30 - i)));
    expect(await listed('?page=2')).toEqual([6, 5, 4, 3, 2, 1].map(job));
    // Pages never overlap, and past the last one is empty.
    expect(await listed('?page=3')).toEqual([]);
    expect(await listed('?per_page=5&page=2')).toEqual([25, 24, 23, 22, 21].map(job));
    // Staff who manage jobs get the notice address and every translation.
    const all = (await manage('?per_page=30')).jobs;
    expect(all.find((j) => j.title === job(15))?.notify_email).toBe('hiring@example.com');
    expect(all.find((j) => j.title === job(10))?.translations).toMatchObject({
      de: { title: 'Stelle 10' },
    });
  });

  it('sorts newest first, by title either way and by the soonest deadline', async () => {
    expect(await listed('?sort=-created_at&per_page=2')).toEqual([job(30), job(29)]);
    expect(await listed('?sort=title&per_page=2')).toEqual([job(1), job(2)]);
    expect(await listed('?sort=-title&per_page=2')).toEqual([job(30), job(29)]);
    // A passed deadline is the soonest; those without one last, newest first.
    expect(await listed('?sort=application_deadline&per_page=6')).toEqual(
      [8, 10, 9, 11, 30, 29].map(job),
    );
    expect(await listed('?sort=application_deadline&page=2')).toEqual([6, 5, 4, 3, 2, 1].map(job));
  });

  it('filters by phase and by the active switch, the counts under the other filters', async () => {
    const drafts = await manage('?phase=draft');
    expect(drafts.jobs.map((j) => [j.title, j.phase])).toEqual([[job(3), 'draft']]);
    expect(drafts.total).toBe(1);
    expect(await listed('?phase=scheduled')).toEqual([job(5)]);
    expect(await listed('?phase=archived')).toEqual([job(4)]);
    expect((await manage('?phase=published')).total).toBe(27);

    const inactive = await manage('?active=inactive');
    expect(titles(inactive)).toEqual([7, 6, 3].map(job));
    expect(inactive.jobs.every((j) => !j.is_active)).toBe(true);
    expect(inactive.phases).toEqual({ draft: 1, scheduled: 0, published: 2, archived: 0 });
    const active = await manage('?active=active&phase=published');
    // The job past its deadline is among the active ones.
    expect(active.total).toBe(25);
    expect(active.phases).toEqual({ draft: 0, scheduled: 1, published: 25, archived: 1 });
    expect((await manage('?active=active&per_page=30')).jobs.map((j) => j.title)).toContain(job(8));
    expect((await manage('?active=inactive&phase=archived')).total).toBe(0);
  });

  it('searches title, department, location, description and translations, and finds those missing one', async () => {
    // Case-insensitive; a % is a character, not a wildcard.
    expect(await listed('?search=FINANCE')).toEqual([job(12)]);
    expect(await listed('?search=tbilisi')).toEqual([job(13)]);
    expect(await listed('?search=kubernetes')).toEqual([job(14)]);
    expect(await listed('?search=stelle')).toEqual([30, 20, 10].map(job));
    expect((await manage('?search=%25')).total).toBe(0);

    const early = await manage('?search=Job%200&phase=published');
    expect(titles(early)).toEqual([9, 8, 7, 6, 2, 1].map(job));
    expect(early.phases).toEqual({ draft: 1, scheduled: 1, published: 6, archived: 1 });

    const untranslated = await manage('?missing=de');
    expect(untranslated.total).toBe(27);
    expect(titles(untranslated)).not.toContain(job(10));
    expect((await manage('?missing=az')).total).toBe(30);
    expect((await manage('?missing=de&phase=draft')).phases).toEqual({
      draft: 1,
      scheduled: 1,
      published: 24,
      archived: 1,
    });
  });

  it('refuses bad queries with a detail, and anyone but staff who manage jobs', async () => {
    for (const query of [
      '?phase=live',
      '?active=yes',
      '?sort=-application_deadline',
      '?missing=en',
      '?page=0',
      '?per_page=500',
      `?search=${'a'.repeat(201)}`,
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail, query).toEqual(expect.any(String));
    }
    expect((await get('', null)).statusCode).toBe(401);
    // The role is checked before the query: an editor learns nothing from a bad one.
    expect((await get('?phase=live', 3)).statusCode).toBe(403);
    expect((await get('', 3)).statusCode).toBe(403);
    for (const role of [1, 2] as const) expect((await get('', role)).statusCode).toBe(200);
  });
});
