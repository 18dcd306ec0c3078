import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationList, ApplicationStatus, RoleId } from '@app/contracts';
import { applicationDocuments, jobApplications } from '../src/db/schema.js';
import { createJob, createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let backend: number;
let design: number;
/** The applications' ids by their number below (1 is the oldest). */
const ids: number[] = [];

type Seed = {
  job: () => number;
  first: string;
  last: string;
  email: string;
  phone?: string;
  status: ApplicationStatus;
  rating: number | null;
  at: string;
};

/**
 * Seven applications on two jobs: 2 and 3 sent at the same moment, and 6 and 7 too; 1 and 6
 * have the same name; ratings tie at 4 (2 and 5) and at none (1 and 6).
 */
const SEEDS: Seed[] = [
  {
    job: () => backend,
    first: 'Ada',
    last: 'Lovelace',
    email: 'ada@example.com',
    phone: '+49 30 1111',
    status: 'pending',
    rating: null,
    at: '2026-03-01T10:00:00Z',
  },
  {
    job: () => backend,
    first: 'Bob',
    last: 'Stone',
    email: 'bob@Example.com',
    status: 'reviewing',
    rating: 4,
    at: '2026-03-02T09:00:00Z',
  },
  {
    job: () => design,
    first: 'carol',
    last: 'Kim',
    email: 'carol@example.com',
    phone: '+994 50 222',
    status: 'accepted',
    rating: 5,
    at: '2026-03-02T09:00:00Z',
  },
  {
    job: () => design,
    first: 'Dan',
    last: 'Brown',
    email: 'dan@example.com',
    status: 'rejected',
    rating: 2,
    at: '2026-03-03T23:30:00Z',
  },
  {
    job: () => backend,
    first: 'Eve',
    last: 'Adams',
    email: 'eve@example.com',
    status: 'pending',
    rating: 4,
    at: '2026-03-04T00:10:00Z',
  },
  {
    job: () => design,
    first: 'Ada',
    last: 'Lovelace',
    email: 'ADA@example.com',
    status: 'reviewing',
    rating: null,
    at: '2026-03-05T12:00:00Z',
  },
  {
    job: () => backend,
    first: 'Frank',
    last: 'Ocean',
    email: 'frank@ex.org',
    phone: '555-0199',
    status: 'pending',
    rating: 1,
    at: '2026-03-05T12:00:00Z',
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
        last_name: seed.last,
        email: seed.email,
        phone: seed.phone ?? null,
        status: seed.status,
        rating: seed.rating,
        applied_at: new Date(seed.at),
      })
      .returning({ id: jobApplications.id });
    ids.push(row!.id);
  }
  await t.ctx.db.insert(applicationDocuments).values({
    application_id: ids[2]!,
    original_name: 'cv.pdf',
    storage_key: 'all-applications-cv',
    size_bytes: 13,
    mime_type: 'application/pdf',
    sha256: '0'.repeat(64),
  });
});
afterAll(async () => t?.close());

const get = async (query = '', role: RoleId | 'superadmin' = 4) =>
  t.app.inject({ url: `/api/job-applications${query}`, headers: await t.auth(role) });

/** The list's answer to the query, checked to be a 200. */
async function list(query = ''): Promise<ApplicationList> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The applications' numbers (1 to 7) in the answer's order. */
const numbers = (answer: ApplicationList) => answer.items.map((item) => ids.indexOf(item.id) + 1);

const ALL_COUNTS = { pending: 3, reviewing: 2, accepted: 1, rejected: 1 };

describe('GET /api/job-applications', () => {
  it('lists every job’s applications newest first (the later id first at the same moment), each with its job and documents', async () => {
    const answer = await list();
    expect(numbers(answer)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(answer).toMatchObject({ total: 7, counts: ALL_COUNTS, page: 1, per_page: 50 });
    const carol = answer.items.find((item) => item.id === ids[2])!;
    expect(carol).toMatchObject({
      job_id: design,
      job: { id: design, title: 'Product Designer' },
      first_name: 'carol',
      status: 'accepted',
      rating: 5,
      applied_at: '2026-03-02T09:00:00.000Z',
      other_applications: [],
    });
    expect(carol.documents).toEqual([
      expect.objectContaining({ name: 'cv.pdf', type: 'application/pdf', size: 13 }),
    ]);
    expect(answer.items.find((item) => item.id === ids[0])!.job.title).toBe('Backend Engineer');
    // No sources known: every application counted, no utm_source among them.
    expect(answer).toMatchObject({ all_total: 7, sources: [] });
    // Ada applied to both jobs, as ada@ and ADA@: each lists the other, with its job.
    const ada = answer.items.find((item) => item.id === ids[0])!;
    expect(ada.other_applications).toEqual([
      {
        id: ids[5],
        job_id: design,
        job_title: 'Product Designer',
        applied_at: '2026-03-05T12:00:00.000Z',
        status: 'reviewing',
      },
    ]);
    expect(answer.items.find((item) => item.id === ids[5])!.other_applications).toEqual([
      expect.objectContaining({ id: ids[0], job_id: backend, job_title: 'Backend Engineer' }),
    ]);
  });

  it('pages the list: the same total on each page, nothing past the last', async () => {
    const first = await list('?per_page=3');
    expect(numbers(first)).toEqual([7, 6, 5]);
    expect(first).toMatchObject({ total: 7, page: 1, per_page: 3 });
    expect(numbers(await list('?per_page=3&page=2'))).toEqual([4, 3, 2]);
    const last = await list('?per_page=3&page=3');
    expect(numbers(last)).toEqual([1]);
    expect(last.total).toBe(7);
    const past = await list('?per_page=3&page=4');
    expect(past.items).toEqual([]);
    expect(past).toMatchObject({ total: 7, counts: ALL_COUNTS, page: 4 });
  });

  it('keeps one job’s applications, with the counts of that job', async () => {
    const answer = await list(`?job_id=${backend}`);
    expect(numbers(answer)).toEqual([7, 5, 2, 1]);
    expect(answer).toMatchObject({
      total: 4,
      all_total: 4,
      counts: { pending: 3, reviewing: 1, accepted: 0, rejected: 0 },
    });
    expect(answer.items.every((item) => item.job.id === backend)).toBe(true);
  });

  it('keeps one status while the counts stay those of the other filters', async () => {
    const pending = await list('?status=pending');
    expect(numbers(pending)).toEqual([7, 5, 1]);
    expect(pending).toMatchObject({ total: 3, counts: ALL_COUNTS });
    const reviewing = await list(`?status=reviewing&job_id=${design}`);
    expect(numbers(reviewing)).toEqual([6]);
    expect(reviewing).toMatchObject({
      total: 1,
      counts: { pending: 0, reviewing: 1, accepted: 1, rejected: 1 },
    });
  });

  it('finds the search in the full name, the e-mail address or the phone, trimmed and in any case', async () => {
    expect(numbers(await list('?search=%20ADA%20'))).toEqual([6, 5, 1]);
    expect(numbers(await list('?search=ada%20lov'))).toEqual([6, 1]);
    expect(numbers(await list('?search=EXAMPLE.COM'))).toEqual([6, 5, 4, 3, 2, 1]);
    expect(numbers(await list('?search=0199'))).toEqual([7]);
    expect(numbers(await list('?search=%2B994'))).toEqual([3]);
    const none = await list('?search=%25');
    expect(none).toMatchObject({
      items: [],
      total: 0,
      counts: { pending: 0, reviewing: 0, accepted: 0, rejected: 0 },
    });
    const searched = await list('?search=lovelace');
    expect(searched.counts).toEqual({ pending: 1, reviewing: 1, accepted: 0, rejected: 0 });
    // Blanks only: no search.
    expect((await list('?search=%20%20')).total).toBe(7);
  });

  it('keeps the applied days from `from` to `to`, both whole days included (UTC)', async () => {
    expect(numbers(await list('?from=2026-03-02&to=2026-03-03'))).toEqual([4, 3, 2]);
    expect(numbers(await list('?from=2026-03-04'))).toEqual([7, 6, 5]);
    expect(numbers(await list('?to=2026-03-01'))).toEqual([1]);
    expect(numbers(await list('?from=2026-03-05&to=2026-03-05'))).toEqual([7, 6]);
  });

  it('keeps those rated at least `min_rating` (unrated ones never)', async () => {
    expect(numbers(await list('?min_rating=4'))).toEqual([5, 3, 2]);
    const answer = await list(`?min_rating=2&job_id=${design}`);
    expect(numbers(answer)).toEqual([4, 3]);
    expect(answer.counts).toEqual({ pending: 0, reviewing: 0, accepted: 1, rejected: 1 });
    expect((await list('?min_rating=1')).total).toBe(5);
  });

  it.each([
    ['applied_at', [1, 2, 3, 4, 5, 6, 7]],
    ['-applied_at', [7, 6, 5, 4, 3, 2, 1]],
    // Same name (1 and 6): newest first either way.
    ['name', [6, 1, 2, 3, 4, 5, 7]],
    ['-name', [7, 5, 4, 3, 2, 6, 1]],
    // Pending, reviewing, accepted, rejected.
    ['status', [7, 5, 1, 6, 2, 3, 4]],
    ['-status', [4, 3, 6, 2, 7, 5, 1]],
    // No rating counts below one star.
    ['rating', [6, 1, 7, 4, 5, 2, 3]],
    ['-rating', [3, 5, 2, 4, 7, 6, 1]],
  ])('sorts by %s, equals newest first', async (sort, order) => {
    expect(numbers(await list(`?sort=${sort}`))).toEqual(order);
    // Page by page the same order: no row twice, none left out.
    const paged: number[] = [];
    for (const page of [1, 2, 3, 4]) {
      paged.push(...numbers(await list(`?sort=${sort}&per_page=2&page=${page}`)));
    }
    expect(paged).toEqual(order);
  });

  it.each([
    ['page=0', 'page'],
    ['per_page=101', 'per_page'],
    ['per_page=ten', 'per_page'],
    ['job_id=abc', 'job_id'],
    ['job_id=0', 'job_id'],
    ['status=hired', 'status'],
    ['from=2026-13-01', 'from'],
    ['to=yesterday', 'to'],
    ['from=2026-03-05&to=2026-03-01', 'from'],
    ['min_rating=6', 'min_rating'],
    ['min_rating=0', 'min_rating'],
    ['min_rating=2.5', 'min_rating'],
    ['sort=salary', 'sort'],
    ['sort=--name', 'sort'],
    [`search=${'x'.repeat(201)}`, 'search'],
    ['other_jobs=yes', 'other_jobs'],
    ['not_reviewed=yes', 'not_reviewed'],
    ['max_days=-1', 'max_days'],
    ['max_days=99999', 'max_days'],
    ['utm_source=google&no_utm_source=true', 'no_utm_source'],
  ])('answers 400 with a detail naming the field for %s', async (query, field) => {
    const res = await get(`?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail).toEqual(expect.stringContaining(field));
  });

  it('answers 401 without a token, and 403 to editors before reading the query', async () => {
    const anonymous = await t.app.inject({ url: '/api/job-applications?page=0' });
    expect(anonymous.statusCode).toBe(401);
    const editor = await get('?page=0', 3);
    expect(editor.statusCode).toBe(403);
    expect(editor.json().detail).toEqual(expect.any(String));
  });

  it.each([['superadmin'], [2], [4]] as const)(
    'lets role %s list the applications',
    async (role) => {
      const res = await get('?per_page=1', role);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ total: 7, per_page: 1 });
    },
  );
});
