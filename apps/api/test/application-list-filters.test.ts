import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  ApplicationIds,
  ApplicationList,
  ApplicationStatus,
  JobWithApplicants,
  RoleId,
} from '@app/contracts';
import { jobApplications } from '../src/db/schema.js';
import { createJob, createTestApp, type TestApp } from './helpers.js';

/**
 * The filters of `GET /api/job-applications` added for the per-job applicants screen
 * (`max_days`, `utm_source`, `no_utm_source`, `other_jobs`, `not_reviewed`), the fields of its
 * answer that go with them (`all_total`, `sources`, each item's `other_applications`), and
 * `GET /api/job-applications/ids`.
 */

let t: TestApp;
let backend: number;
let design: number;
/** The applications' ids by their key below. */
const id: Record<string, number> = {};

type Seed = {
  key: string;
  job: () => number;
  first: string;
  email: string;
  status: ApplicationStatus;
  /** How long before the database's now() it was sent (a PostgreSQL interval). */
  ago: string;
  source: Record<string, string> | null;
  notes: string | null;
  rating: number | null;
};

/**
 * Five applications to the backend job and two to the design one. Pat applied to both (with
 * the address in different cases); Lee applied twice to the backend job only. The ages sit
 * 10 minutes either side of the edges of `max_days` 0 (24 hours) and 7 (8 days).
 */
const SEEDS: Seed[] = [
  {
    key: 'sam',
    job: () => backend,
    first: 'Sam',
    email: 'sam@example.com',
    status: 'pending',
    ago: '1 hour',
    source: { utm_source: 'linkedin', utm_medium: 'social' },
    notes: null,
    rating: null,
  },
  {
    key: 'pat',
    job: () => backend,
    first: 'Pat',
    email: 'Pat@Example.com',
    status: 'reviewing',
    ago: '24 hours 10 minutes',
    source: { utm_source: 'google', referrer: 'https://www.google.com/' },
    // Blanks only: not reviewed.
    notes: '  ',
    rating: null,
  },
  {
    key: 'lee',
    job: () => backend,
    first: 'Lee',
    email: 'lee@example.com',
    status: 'pending',
    ago: '23 hours 50 minutes',
    // A source without a utm_source.
    source: { referrer: 'https://news.example.org/' },
    notes: 'Good portfolio',
    rating: null,
  },
  {
    key: 'lee2',
    job: () => backend,
    first: 'Lee',
    email: 'LEE@example.com',
    status: 'accepted',
    ago: '7 days 23 hours 50 minutes',
    source: null,
    notes: null,
    rating: 3,
  },
  {
    key: 'kim',
    job: () => backend,
    first: 'Kim',
    email: 'kim@example.com',
    status: 'accepted',
    ago: '8 days 10 minutes',
    // An empty utm_source reads as none.
    source: { utm_source: '' },
    notes: null,
    rating: null,
  },
  {
    key: 'pat_design',
    job: () => design,
    first: 'Pat',
    email: 'pat@example.COM',
    status: 'rejected',
    ago: '3 days',
    source: { utm_source: 'newsletter' },
    notes: null,
    rating: 5,
  },
  {
    key: 'zed',
    job: () => design,
    first: 'Zed',
    email: 'zed@example.com',
    status: 'pending',
    ago: '40 days',
    source: { utm_source: 'Google' },
    notes: '\n\t ',
    rating: null,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  backend = await createJob(t, { title: 'Backend Engineer' });
  design = await createJob(t, { title: 'Product Designer' });
  for (const seed of SEEDS) {
    const [row] = await t.ctx.db
      .insert(jobApplications)
      .values({
        job_id: seed.job(),
        first_name: seed.first,
        last_name: 'Tester',
        email: seed.email,
        status: seed.status,
        source: seed.source,
        notes: seed.notes,
        rating: seed.rating,
        applied_at: sql`now() - ${seed.ago}::interval`,
      })
      .returning({ id: jobApplications.id });
    id[seed.key] = row!.id;
  }
});
afterAll(async () => t?.close());

const get = async (url: string, role: RoleId | 'superadmin' = 4) =>
  t.app.inject({ url, headers: await t.auth(role) });

async function list(query = ''): Promise<ApplicationList> {
  const res = await get(`/api/job-applications${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function ids(query = ''): Promise<number[]> {
  const res = await get(`/api/job-applications/ids${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ApplicationIds).ids;
}

/** The applications' keys in the answer's order. */
const keys = (items: { id: number }[] | number[]) =>
  items.map((item) => {
    const wanted = typeof item === 'number' ? item : item.id;
    return Object.keys(id).find((key) => id[key] === wanted);
  });

const NONE = { pending: 0, reviewing: 0, accepted: 0, rejected: 0 };

describe('GET /api/job-applications: the new filters', () => {
  it('keeps those sent at most `max_days` whole days ago (0 today, 7 a week)', async () => {
    // 23 h 50 min ago is today, even on the calendar's day before; 24 h 10 min is not.
    expect(keys((await list('?max_days=0')).items)).toEqual(['sam', 'lee']);
    expect(keys((await list('?max_days=1')).items)).toEqual(['sam', 'lee', 'pat']);
    // 7 days 23 h 50 min ago is within a week; 8 days 10 min is not.
    expect(keys((await list('?max_days=7')).items)).toEqual([
      'sam',
      'lee',
      'pat',
      'pat_design',
      'lee2',
    ]);
    expect(keys((await list(`?max_days=7&job_id=${backend}`)).items)).toEqual([
      'sam',
      'lee',
      'pat',
      'lee2',
    ]);
    expect((await list('?max_days=36500')).total).toBe(7);
  });

  it('keeps those of one `utm_source` (exactly, case and all), or with none', async () => {
    expect(keys((await list('?utm_source=google')).items)).toEqual(['pat']);
    expect(keys((await list('?utm_source=Google')).items)).toEqual(['zed']);
    expect(keys((await list('?utm_source=%20linkedin%20')).items)).toEqual(['sam']);
    expect((await list('?utm_source=social')).total).toBe(0);
    // No source, a source without utm_source, an empty utm_source.
    expect(keys((await list('?no_utm_source=true')).items)).toEqual(['lee', 'lee2', 'kim']);
    expect((await list('?no_utm_source=false')).total).toBe(7);
  });

  it('keeps those whose e-mail address (in any case) applied to another job, not twice to the same', async () => {
    expect(keys((await list('?other_jobs=true')).items)).toEqual(['pat', 'pat_design']);
    expect(keys((await list(`?other_jobs=true&job_id=${backend}`)).items)).toEqual(['pat']);
    // Lee applied twice, to the backend job both times.
    expect(keys((await list(`?other_jobs=true&search=lee`)).items)).toEqual([]);
    expect((await list('?other_jobs=false')).total).toBe(7);
  });

  it('keeps those without notes (blanks only count as none) and without a rating', async () => {
    expect(keys((await list('?not_reviewed=true')).items)).toEqual(['sam', 'pat', 'kim', 'zed']);
    expect(keys((await list(`?not_reviewed=true&job_id=${design}`)).items)).toEqual(['zed']);
  });

  it('counts per status under the other filters, new ones included', async () => {
    const answer = await list(`?job_id=${backend}&not_reviewed=true&status=pending`);
    expect(keys(answer.items)).toEqual(['sam']);
    expect(answer).toMatchObject({
      total: 1,
      counts: { pending: 1, reviewing: 1, accepted: 1, rejected: 0 },
    });
    expect((await list('?other_jobs=true')).counts).toEqual({
      ...NONE,
      reviewing: 1,
      rejected: 1,
    });
    expect((await list('?max_days=0')).counts).toEqual({ ...NONE, pending: 2 });
    expect((await list('?no_utm_source=true&status=rejected')).counts).toEqual({
      ...NONE,
      pending: 1,
      accepted: 2,
    });
    expect((await list('?utm_source=newsletter')).counts).toEqual({ ...NONE, rejected: 1 });
    const combined = await list('?max_days=7&not_reviewed=true&other_jobs=true');
    expect(keys(combined.items)).toEqual(['pat']);
    expect(combined.counts).toEqual({ ...NONE, reviewing: 1 });
  });

  it('tells `all_total` and `sources` under `job_id` alone, whatever the other filters', async () => {
    const job = await list(`?job_id=${backend}`);
    expect(job).toMatchObject({ total: 5, all_total: 5, sources: ['google', 'linkedin'] });
    const filtered = await list(`?job_id=${backend}&utm_source=google&status=accepted`);
    expect(filtered).toMatchObject({
      items: [],
      total: 0,
      all_total: 5,
      sources: ['google', 'linkedin'],
    });
    // Every job's: sorted by code unit, the same on every database.
    const all = await list('?max_days=0&per_page=1');
    expect(all).toMatchObject({
      total: 2,
      all_total: 7,
      sources: ['Google', 'google', 'linkedin', 'newsletter'],
    });
    const design_ = await list(`?job_id=${design}`);
    expect(design_).toMatchObject({ all_total: 2, sources: ['Google', 'newsletter'] });
  });

  it('gives each item the other applications of its e-mail address, any job, newest first, not itself', async () => {
    const answer = await list(`?job_id=${backend}`);
    const of = (key: string) => answer.items.find((item) => item.id === id[key])!;
    expect(of('pat').other_applications).toEqual([
      {
        id: id.pat_design,
        job_id: design,
        job_title: 'Product Designer',
        applied_at: expect.any(String),
        status: 'rejected',
      },
    ]);
    // Twice to the same job: each lists the other.
    expect(keys(of('lee').other_applications)).toEqual(['lee2']);
    expect(keys(of('lee2').other_applications)).toEqual(['lee']);
    expect(of('sam').other_applications).toEqual([]);
    expect(of('kim').other_applications).toEqual([]);
    // As the job's full list has them.
    const full = await get(`/api/jobs/${backend}/with-applicants`);
    expect(full.statusCode, full.body).toBe(200);
    const byId = new Map(
      (full.json() as JobWithApplicants).applications.map((a) => [a.id, a.other_applications]),
    );
    for (const item of answer.items) expect(item.other_applications).toEqual(byId.get(item.id));
  });

  it('fills the other applications on a page of one, and across jobs', async () => {
    const page = await list('?per_page=1&page=2&sort=-applied_at');
    expect(keys(page.items)).toEqual(['lee']);
    expect(keys(page.items[0]!.other_applications)).toEqual(['lee2']);
    const design_ = await list(`?job_id=${design}`);
    const pat = design_.items.find((item) => item.id === id.pat_design)!;
    expect(pat.other_applications).toEqual([
      expect.objectContaining({ id: id.pat, job_id: backend, job_title: 'Backend Engineer' }),
    ]);
  });
});

describe('GET /api/job-applications/ids', () => {
  it('answers the ids of every match, newest first when no `sort`', async () => {
    expect(keys(await ids())).toEqual(['sam', 'lee', 'pat', 'pat_design', 'lee2', 'kim', 'zed']);
    expect(keys(await ids(`?job_id=${backend}`))).toEqual(['sam', 'lee', 'pat', 'lee2', 'kim']);
  });

  it.each([
    ['applied_at'],
    ['-applied_at'],
    ['name'],
    ['-name'],
    ['status'],
    ['-status'],
    ['rating'],
    ['-rating'],
  ])('follows `sort=%s` as the list does, ties included', async (sort) => {
    const listed = await list(`?sort=${sort}`);
    expect(await ids(`?sort=${sort}`)).toEqual(listed.items.map((item) => item.id));
  });

  it('orders by rating with no rating as 0, equals newest first', async () => {
    expect(keys(await ids('?sort=rating'))).toEqual([
      'sam',
      'lee',
      'pat',
      'kim',
      'zed',
      'lee2',
      'pat_design',
    ]);
    expect(keys(await ids(`?sort=applied_at&job_id=${backend}`))).toEqual([
      'kim',
      'lee2',
      'pat',
      'lee',
      'sam',
    ]);
  });

  it('applies the filters, the status too, as the list does across its pages', async () => {
    expect(keys(await ids('?status=pending'))).toEqual(['sam', 'lee', 'zed']);
    expect(keys(await ids(`?status=pending&job_id=${backend}`))).toEqual(['sam', 'lee']);
    expect(keys(await ids('?max_days=0'))).toEqual(['sam', 'lee']);
    expect(keys(await ids('?utm_source=google'))).toEqual(['pat']);
    // Lee's two share a name: newest first.
    expect(keys(await ids('?no_utm_source=true&sort=-name'))).toEqual(['lee', 'lee2', 'kim']);
    expect(keys(await ids('?other_jobs=true'))).toEqual(['pat', 'pat_design']);
    expect(keys(await ids(`?not_reviewed=true&job_id=${backend}`))).toEqual(['sam', 'pat', 'kim']);
    expect(await ids('?search=nobody')).toEqual([]);
    // The same as the list's pages put together.
    const query = '?not_reviewed=true&sort=name';
    const paged: number[] = [];
    for (const page of [1, 2, 3]) {
      paged.push(...(await list(`${query}&per_page=2&page=${page}`)).items.map((item) => item.id));
    }
    expect(await ids(query)).toEqual(paged);
  });

  it('answers every match at once: `page` and `per_page` are not its fields', async () => {
    expect(await ids('?per_page=1&page=3')).toHaveLength(7);
  });

  it('answers 401 without a token, and 403 to editors', async () => {
    const anonymous = await t.app.inject({ url: '/api/job-applications/ids' });
    expect(anonymous.statusCode).toBe(401);
    const editor = await get('/api/job-applications/ids', 3);
    expect(editor.statusCode).toBe(403);
    expect(editor.json().detail).toEqual(expect.any(String));
  });

  it.each([['superadmin'], [2], [4]] as const)('lets role %s read the ids', async (role) => {
    const res = await get(`/api/job-applications/ids?job_id=${design}`, role);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ids: [id.pat_design, id.zed] });
  });
});

describe.each([['/api/job-applications'], ['/api/job-applications/ids']])(
  'the new filters of %s',
  (path) => {
    it.each([
      ['other_jobs=yes', 'other_jobs'],
      ['not_reviewed=1', 'not_reviewed'],
      ['no_utm_source=TRUE', 'no_utm_source'],
      ['max_days=-1', 'max_days'],
      ['max_days=99999', 'max_days'],
      ['max_days=36501', 'max_days'],
      ['max_days=1.5', 'max_days'],
      ['max_days=week', 'max_days'],
      ['utm_source=google&no_utm_source=true', 'no_utm_source'],
      ['utm_source=%20', 'utm_source'],
      [`utm_source=${'x'.repeat(201)}`, 'utm_source'],
      ['sort=salary', 'sort'],
      ['status=hired', 'status'],
    ])('answers 400 with a detail naming the field for %s', async (query, field) => {
      const res = await get(`${path}?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toEqual(expect.stringContaining(field));
    });
  },
);
