import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '@app/contracts';
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
