import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, jobApplications, mailOutbox } from '../src/db/schema.js';
import {
  BULK_UNDO_TOKEN_TTL_MS,
  BULK_UNDO_WINDOW_MS,
} from '../src/modules/applications/bulk-status.js';
import { sendDueMail } from '../src/modules/mail/outbox.js';
import { fields, multipart } from './application-uploads.js';
import { createJob, createTestApp, type Headers, rolesExcept, type TestApp } from './helpers.js';

let t: TestApp;
let jobId: number;
let recruiter: Headers;
let admin: Headers;

let ip = 0;
/** A new application to the job; answers its id. */
async function apply() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs/applications/upload?lang=de',
    ...multipart(fields(jobId, { email: `candidate${ip}@example.com` })),
    remoteAddress: `198.51.100.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
const applyMany = async (n: number) => {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(await apply());
  return ids;
};

const bulk = (payload: unknown, headers = recruiter) =>
  t.app.inject({
    method: 'POST',
    url: '/api/job-applications/bulk-status',
    headers,
    payload: payload as Record<string, unknown>,
  });
const undo = (undo_token: string, headers = recruiter) =>
  t.app.inject({
    method: 'POST',
    url: '/api/job-applications/bulk-status/undo',
    headers,
    payload: { undo_token },
  });
const setStatus = (id: number, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/job-applications/${id}/status`,
    headers: recruiter,
    payload: { status },
  });

const statuses = async (ids: number[]) => {
  const rows = await t.ctx.db
    .select({ id: jobApplications.id, status: jobApplications.status })
    .from(jobApplications)
    .where(inArray(jobApplications.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
};
const statusMail = (ids: number[]) =>
  t.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'application-status'), inArray(mailOutbox.application_id, ids)));
const sent: string[] = [];
const runWorker = (now: Date) =>
  sendDueMail(t.ctx.db, {
    from: 'careers@example.com',
    now,
    send: async (message) => {
      if (message.kind === 'application-status') sent.push(message.recipient);
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  jobId = await createJob(t);
  recruiter = await t.auth(4);
  admin = await t.auth(2);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  sent.length = 0;
});

describe('the bulk status change', () => {
  it('changes every application in one go and answers a token to undo it', async () => {
    const ids = await applyMany(3);
    await setStatus(ids[0]!, 'reviewing');
    const res = await bulk({ ids, status: 'rejected' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.updated).toBe(3);
    expect(body.applications).toEqual(ids.map((id) => ({ id, status: 'rejected' })));
    expect(typeof body.undo_token).toBe('string');
    const until = Date.parse(body.undo_until) - Date.now();
    expect(until).toBeGreaterThan(BULK_UNDO_TOKEN_TTL_MS - 5_000);
    expect(until).toBeLessThanOrEqual(BULK_UNDO_TOKEN_TTL_MS);
    expect(await statuses(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, 'rejected'])));
    const [row] = await t.ctx.db
      .select({ at: jobApplications.status_changed_at })
      .from(jobApplications)
      .where(eq(jobApplications.id, ids[1]!));
    expect(Date.now() - row!.at!.getTime()).toBeLessThan(60_000);
    expect(await statusMail(ids)).toHaveLength(0);

    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'bulk_status_change'));
    expect(entry?.entity).toBe('application');
    expect(entry?.detail).toEqual({ count: 3, ids, status: 'rejected', email_sent: false });
  });

  it('holds the e-mails back for the undo window, then sends them', async () => {
    const ids = await applyMany(2);
    const before = Date.now();
    const res = await bulk({ ids, status: 'accepted', send_email: true });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await statusMail(ids);
    expect(mails.map((mail) => mail.application_id).sort()).toEqual([...ids].sort());
    for (const mail of mails) {
      expect(mail.status).toBe('pending');
      expect(mail.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + BULK_UNDO_WINDOW_MS);
    }
    await runWorker(new Date());
    expect(sent).toEqual([]);
    await runWorker(new Date(Date.now() + BULK_UNDO_WINDOW_MS + 1_000));
    expect(sent.sort()).toEqual(mails.map((mail) => mail.recipient).sort());
  });

  it('is undone: the statuses before come back and the e-mails not sent are withdrawn', async () => {
    const ids = await applyMany(3);
    await setStatus(ids[1]!, 'reviewing');
    const res = await bulk({ ids, status: 'rejected', send_email: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusMail(ids)).toHaveLength(3);

    const back = await undo(res.json().undo_token);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({
      restored: 3,
      applications: [
        { id: ids[0], status: 'pending' },
        { id: ids[1], status: 'reviewing' },
        { id: ids[2], status: 'pending' },
      ],
      skipped: [],
      emails_withdrawn: 3,
    });
    expect(await statuses(ids)).toEqual({
      [ids[0]!]: 'pending',
      [ids[1]!]: 'reviewing',
      [ids[2]!]: 'pending',
    });
    expect(await statusMail(ids)).toHaveLength(0);
    await runWorker(new Date(Date.now() + BULK_UNDO_WINDOW_MS + 1_000));
    expect(sent).toEqual([]);

    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'bulk_status_undo'));
    expect(entry?.detail).toEqual({ count: 3, ids, skipped: [], emails_withdrawn: 0 + 3 });
  });

  it('skips on undo an application changed again since, and keeps an e-mail already sent', async () => {
    const ids = await applyMany(2);
    const res = await bulk({ ids, status: 'rejected', send_email: true });
    expect(res.statusCode, res.body).toBe(200);
    await setStatus(ids[0]!, 'accepted');
    // One e-mail has gone already (the worker ran late in the window, say).
    const [first] = await statusMail([ids[1]!]);
    await t.ctx.db
      .update(mailOutbox)
      .set({ status: 'sent', sent_at: new Date() })
      .where(eq(mailOutbox.id, first!.id));

    const back = await undo(res.json().undo_token);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      restored: 1,
      applications: [{ id: ids[1], status: 'pending' }],
      skipped: [ids[0]],
      emails_withdrawn: 1,
    });
    expect(await statuses(ids)).toEqual({ [ids[0]!]: 'accepted', [ids[1]!]: 'pending' });
    expect((await statusMail(ids)).map((mail) => mail.id)).toEqual([first!.id]);
  });

  it('refuses an unknown id with a detail, and changes nothing', async () => {
    const ids = await applyMany(2);
    const res = await bulk({ ids: [...ids, 99_999_999], status: 'rejected', send_email: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/99999999/);
    expect(await statuses(ids)).toEqual({ [ids[0]!]: 'pending', [ids[1]!]: 'pending' });
    expect(await statusMail(ids)).toHaveLength(0);
  });

  it('refuses a bad body: no ids, repeated ids, too many, an e-mail for pending', async () => {
    const [id] = await applyMany(1);
    for (const payload of [
      { ids: [], status: 'rejected' },
      { ids: [id, id], status: 'rejected' },
      { ids: Array.from({ length: 1001 }, (_, i) => i + 1), status: 'rejected' },
      { ids: [id], status: 'pending', send_email: true },
      { ids: [id], status: 'hired' },
    ]) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
    expect(await statuses([id!])).toEqual({ [id!]: 'pending' });
  });

  it('refuses to undo with a forged, expired or other user’s token', async () => {
    const ids = await applyMany(1);
    const res = await bulk({ ids, status: 'accepted' });
    const token = res.json().undo_token as string;

    const [body, mac] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...payload, s: 'pending' })).toString('base64url')}.${mac}`;
    for (const bad of [forged, `${body}.${mac.slice(0, -2)}AA`, 'nonsense', `${body}`]) {
      const refused = await undo(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().detail).toMatch(/not valid/);
    }

    const other = await undo(token, admin);
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toMatch(/user who made the change/);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + BULK_UNDO_TOKEN_TTL_MS + 1_000);
    const expired = await undo(token);
    vi.restoreAllMocks();
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toMatch(/no longer be undone/);

    expect(await statuses(ids)).toEqual({ [ids[0]!]: 'accepted' });
    expect((await undo(token)).statusCode).toBe(200);
    expect(await statuses(ids)).toEqual({ [ids[0]!]: 'pending' });
  });

  it('is for the jobs area only', async () => {
    const [id] = await applyMany(1);
    for (const role of rolesExcept(1, 2, 4)) {
      const headers = await t.auth(role);
      expect((await bulk({ ids: [id], status: 'accepted' }, headers)).statusCode).toBe(403);
      expect((await undo('x', headers)).statusCode).toBe(403);
      // Refused before the body is read.
      expect((await bulk({}, headers)).statusCode).toBe(403);
    }
    expect((await bulk({ ids: [id], status: 'accepted' }, {})).statusCode).toBe(401);
    expect(await statuses([id!])).toEqual({ [id!]: 'pending' });
  });
});
