import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApplicationStatus, type Dashboard, DASHBOARD_DAYS } from '@app/contracts';
import {
  chatConversations,
  contactMessages,
  jobApplications,
  newsArticles,
} from '../src/db/schema.js';
import { createJob, createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const now = Date.now();
const ago = (days: number, hours = 0) => new Date(now - days * DAY_MS - hours * 60 * 60 * 1000);
/** The UTC day `days` before today. */
const dayOf = (days: number) => new Date(now - days * DAY_MS).toISOString().slice(0, 10);

const dashboard = async (role: 1 | 2 | 3 | 4) => {
  const res = await t.app.inject({ url: '/api/dashboard', headers: await t.auth(role) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Dashboard;
};

let open: number;
let other: number;
let closed: number;
beforeAll(async () => {
  const db = t.ctx.db;
  open = await createJob(t, { title: 'Open job', application_deadline: '2099-12-31' });
  other = await createJob(t, { title: 'Other job' });
  closed = await createJob(t, { title: 'Closed job', is_active: false });
  const apply = (job: number, appliedAt: Date, status: ApplicationStatus = 'pending') => ({
    job_id: job,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    applied_at: appliedAt,
    status,
  });
  await db.insert(jobApplications).values([
    // This week: 2 for the open job (one reviewed), 1 for the closed job.
    apply(open, ago(0)),
    apply(open, ago(2), 'reviewing'),
    apply(closed, ago(3)),
    // Earlier: within the 14 days, and before them.
    apply(open, ago(10)),
    apply(other, ago(30), 'rejected'),
  ]);
  const message = { name: 'Bo', email: 'bo@example.com', message: 'Hello' };
  await db
    .insert(contactMessages)
    .values([
      message,
      message,
      { ...message, status: 'done' },
      { ...message, chat_session_id: 'lead-1' },
      { ...message, chat_session_id: 'lead-2', status: 'in_progress' },
    ]);
  const chat = (session: string, at: Date) => ({
    session_id: session,
    created_at: at,
    user_message: 'Hi',
    bot_response: 'Hello',
  });
  await db
    .insert(chatConversations)
    .values([
      chat('s1', ago(0)),
      chat('s1', ago(0)),
      chat('s2', ago(0)),
      chat('s3', ago(5)),
      chat('s4', ago(20)),
    ]);
  const article = (title: string, at: Date) => ({
    title,
    excerpt: 'E',
    content: 'C',
    category: 'News',
    author: 'Staff',
    published_at: at,
  });
  await db
    .insert(newsArticles)
    .values([
      article('Oldest', ago(9)),
      article('Older', ago(5)),
      article('Newer', ago(2)),
      article('Newest', ago(1)),
      article('Tomorrow', ago(-1)),
      article('Next week', ago(-7)),
    ]);
});

describe('GET /api/dashboard', () => {
  it('refuses a caller without a token', async () => {
    const res = await t.app.inject({ url: '/api/dashboard' });
    expect(res.statusCode).toBe(401);
  });

  it('counts the applications of the week, those waiting for review and per open job', async () => {
    const { jobs: figures } = await dashboard(2);
    expect(figures).toBeDefined();
    expect(figures!.new_this_week).toBe(3);
    expect(figures!.waiting_review).toBe(3);
    // Open jobs only, newest first: the closed one is left out.
    expect(figures!.per_job).toEqual([
      {
        id: other,
        title: 'Other job',
        applications: 1,
        new_this_week: 0,
        pending: 0,
        application_deadline: null,
      },
      {
        id: open,
        title: 'Open job',
        applications: 3,
        new_this_week: 2,
        pending: 2,
        application_deadline: '2099-12-31',
      },
    ]);
    expect(figures!.per_job.map((job) => job.id)).not.toContain(closed);
  });

  it('gives the applications of every one of the last 14 days, zeros included', async () => {
    const perDay = (await dashboard(2)).jobs!.applications_per_day;
    expect(perDay).toHaveLength(DASHBOARD_DAYS);
    expect(perDay[0]!.day).toBe(dayOf(DASHBOARD_DAYS - 1));
    expect(perDay.at(-1)!.day).toBe(dayOf(0));
    const counts = Object.fromEntries(perDay.map(({ day, count }) => [day, count]));
    expect(counts[dayOf(0)]).toBe(1);
    expect(counts[dayOf(2)]).toBe(1);
    expect(counts[dayOf(3)]).toBe(1);
    expect(counts[dayOf(10)]).toBe(1);
    expect(perDay.reduce((sum, { count }) => sum + count, 0)).toBe(4);
  });

  it('counts the published and scheduled articles and lists the 3 latest published', async () => {
    const { content } = await dashboard(2);
    expect(content).toEqual({
      published: 4,
      scheduled: 2,
      latest: [
        { id: expect.any(Number), title: 'Newest', published_at: expect.any(String) },
        { id: expect.any(Number), title: 'Newer', published_at: expect.any(String) },
        { id: expect.any(Number), title: 'Older', published_at: expect.any(String) },
      ],
    });
  });

  it('counts new contact messages and chat leads, and chat sessions per day', async () => {
    const { chat } = await dashboard(2);
    expect(chat!.new_messages).toBe(2);
    expect(chat!.new_leads).toBe(1);
    const perDay = chat!.conversations_per_day;
    expect(perDay).toHaveLength(DASHBOARD_DAYS);
    const counts = Object.fromEntries(perDay.map(({ day, count }) => [day, count]));
    expect(counts[dayOf(0)]).toBe(2);
    expect(counts[dayOf(5)]).toBe(1);
    expect(perDay.reduce((sum, { count }) => sum + count, 0)).toBe(3);
  });

  it('gives each role only the blocks of its areas', async () => {
    const keys = async (role: 1 | 2 | 3 | 4) => Object.keys(await dashboard(role)).sort();
    expect(await keys(1)).toEqual(['chat', 'content', 'jobs']);
    expect(await keys(2)).toEqual(['chat', 'content', 'jobs']);
    expect(await keys(3)).toEqual(['content']);
    expect(await keys(4)).toEqual(['jobs']);
  });
});
