import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationDocuments,
  auditLog,
  chatConversations,
  contactMessages,
  jobApplications,
  jobs,
  mailOutbox,
} from '../src/db/schema.js';
import { deleteExpiredPersonalData } from '../src/modules/privacy/service.js';
import { applicationUploads, doc, fields, multipart, PDF, PNG } from './application-uploads.js';
import { ADMIN, createJob, createTestApp, rolesExcept, type TestApp } from './helpers.js';
import { startTestBucket, type TestBucket } from './s3-server.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const silent = { info: () => {}, error: () => {} };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const { storedFiles } = applicationUploads(() => t);

/** Sends an application with a PDF and answers its id and its documents' storage keys. */
async function apply(app: TestApp, jobId: number, email: string, name = 'Ada', pdf = PDF) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/jobs/applications/upload',
    remoteAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    ...multipart([
      ...fields(jobId, { email, first_name: name }),
      doc('cv.pdf', pdf),
      doc('photo.png', PNG),
    ]),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: number }).id;
  const docs = await app.ctx.db
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.application_id, id));
  return { id, keys: docs.map((row) => row.storage_key) };
}

async function contactMessage(app: TestApp, email: string, name = 'Grace Hopper') {
  const [row] = await app.ctx.db
    .insert(contactMessages)
    .values({ name, email, message: `Please call me back, ${name}.` })
    .returning();
  return row!;
}

const call = async (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  role: 1 | 2 | 3 | 4 = 2,
) => t.app.inject({ method, url, payload, headers: await t.auth(role) });

const future = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Every text, array and JSON column of every table, searched for `needle` (any case). */
async function tablesMentioning(app: TestApp, needle: string) {
  const columns = (
    (await app.ctx.db.execute(
      sql`SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = 'public'
            AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] }
  ).rows;
  expect(columns.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const result = (await app.ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)}
          WHERE lower(${sql.identifier(column_name)}::text) LIKE ${`%${needle.toLowerCase()}%`}`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

/** Every file's bytes under DATA_DIR. */
async function filesUnder(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => readFile(path.join(entry.parentPath, entry.name))),
  );
}

describe('retention', () => {
  it('deletes due applications with their files, keeps extended and recent ones, audits', async () => {
    const closedJob = await createJob(t, { title: 'Closed role' });
    const openJob = await createJob(t, { title: 'Open role' });
    const old = await apply(t, closedJob, 'old@example.org', 'Oldie');
    const extended = await apply(t, closedJob, 'kept@example.org', 'Keeper');
    const recent = await apply(t, closedJob, 'recent@example.org', 'Recent');
    const openOld = await apply(t, openJob, 'open@example.org', 'Opener');
    const rejected = await apply(t, openJob, 'rejected@example.org', 'Rejected');
    const { db } = t.ctx;
    await db.update(jobs).set({ is_active: false }).where(eq(jobs.id, closedJob));
    await db
      .update(jobApplications)
      .set({ applied_at: daysAgo(200) })
      .where(inArray(jobApplications.id, [old.id, extended.id, openOld.id]));
    await db
      .update(jobApplications)
      .set({ keep_until: new Date(Date.now() + 30 * DAY_MS), keep_reason: 'Legal claim' })
      .where(eq(jobApplications.id, extended.id));
    await db
      .update(jobApplications)
      .set({ status: 'rejected', status_changed_at: daysAgo(91) })
      .where(eq(jobApplications.id, rejected.id));
    const message = await contactMessage(t, 'lead@example.org');
    const freshMessage = await contactMessage(t, 'fresh@example.org');
    await db
      .update(contactMessages)
      .set({ created_at: daysAgo(366) })
      .where(eq(contactMessages.id, message.id));
    const before = await storedFiles();
    for (const key of [...old.keys, ...rejected.keys]) expect(before).toContain(key);

    expect(await deleteExpiredPersonalData(t.ctx, silent)).toBe(3);

    const left = await db.select({ id: jobApplications.id }).from(jobApplications);
    const ids = left.map((row) => row.id);
    expect(ids).not.toContain(old.id);
    expect(ids).not.toContain(rejected.id);
    expect(ids).toEqual(expect.arrayContaining([extended.id, recent.id, openOld.id]));
    const after = await storedFiles();
    for (const key of [...old.keys, ...rejected.keys]) expect(after).not.toContain(key);
    for (const key of [...extended.keys, ...recent.keys]) expect(after).toContain(key);
    const outbox = await db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.application_id, [old.id, rejected.id]));
    expect(outbox).toEqual([]);
    const messages = await db.select({ id: contactMessages.id }).from(contactMessages);
    expect(messages.map((row) => row.id)).toEqual([freshMessage.id]);

    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'retention_delete'));
    expect(entries.map((entry) => [entry.entity, entry.entity_id, entry.detail]).sort()).toEqual(
      [
        ['application', String(old.id), { rule: 'closed_job' }],
        ['application', String(rejected.id), { rule: 'rejected' }],
        ['contact_message', String(message.id), { rule: 'contact' }],
      ].sort(),
    );
    const text = JSON.stringify(entries).toLowerCase();
    for (const personal of ['oldie', 'old@example.org', 'rejected@example.org', 'lead@']) {
      expect(text).not.toContain(personal);
    }
    // Nothing more is due.
    expect(await deleteExpiredPersonalData(t.ctx, silent)).toBe(0);
  });

  it('lists what goes within the days asked for and lets an admin keep one longer', async () => {
    const jobId = await createJob(t, { title: 'Soon closed' });
    const soon = await apply(t, jobId, 'soon@example.org', 'Soonish');
    await t.ctx.db.update(jobs).set({ is_active: false }).where(eq(jobs.id, jobId));
    await t.ctx.db
      .update(jobApplications)
      .set({ applied_at: daysAgo(175) })
      .where(eq(jobApplications.id, soon.id));

    const list = await call('GET', '/api/privacy/retention?days=14');
    expect(list.statusCode, list.body).toBe(200);
    const item = (list.json() as { items: Record<string, unknown>[] }).items.find(
      (row) => row.kind === 'application' && row.id === soon.id,
    );
    expect(item).toMatchObject({
      name: 'Soonish Lovelace',
      email: 'soon@example.org',
      job_title: 'Soon closed',
      rule: 'closed_job',
      keep_until: null,
    });
    const due = Date.parse(item!.due_at as string);
    expect(Math.abs(due - (Date.now() + 5 * DAY_MS))).toBeLessThan(60_000);
    // Not within 3 days.
    const short = await call('GET', '/api/privacy/retention?days=3');
    expect((short.json() as { items: { id: number }[] }).items.map((row) => row.id)).not.toContain(
      soon.id,
    );

    const keep = await call('PUT', `/api/privacy/retention/application/${soon.id}`, {
      keep_until: future(60),
      reason: 'Candidate asked to be considered again',
    });
    expect(keep.statusCode, keep.body).toBe(200);
    const again = await call('GET', '/api/privacy/retention?days=14');
    expect((again.json() as { items: { id: number }[] }).items.map((row) => row.id)).not.toContain(
      soon.id,
    );
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'retention_extend'));
    expect(entry).toMatchObject({
      entity: 'application',
      entity_id: String(soon.id),
      actor_email: expect.any(String),
      detail: { keep_until: future(60), reason: 'Candidate asked to be considered again' },
    });
    // Still there within 70 days, due on the extension's day.
    const later = await call('GET', '/api/privacy/retention?days=70');
    const kept = (later.json() as { items: Record<string, unknown>[] }).items.find(
      (row) => row.id === soon.id && row.kind === 'application',
    );
    expect(kept).toMatchObject({ keep_reason: 'Candidate asked to be considered again' });
    expect(String(kept!.due_at).slice(0, 10)).toBe(future(60));
  });

  it('refuses bad extensions with 400 and unknown items with 404', async () => {
    const message = await contactMessage(t, 'someone@example.org');
    const url = `/api/privacy/retention/contact_message/${message.id}`;
    for (const payload of [
      { keep_until: future(0), reason: 'Today is not later' },
      { keep_until: future(-3), reason: 'Past' },
      { keep_until: future(800), reason: 'Too far' },
      { keep_until: future(10), reason: '' },
      { keep_until: future(10), reason: 'x'.repeat(501) },
      { keep_until: 'tomorrow', reason: 'Not a date' },
      { reason: 'No day' },
    ]) {
      const res = await call('PUT', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toHaveProperty('detail');
    }
    expect(
      (await call('PUT', '/api/privacy/retention/job/1', { keep_until: future(5), reason: 'x' }))
        .statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/privacy/retention?days=0')).statusCode).toBe(400);
    const missing = await call('PUT', '/api/privacy/retention/application/999999', {
      keep_until: future(5),
      reason: 'Gone',
    });
    expect(missing.statusCode).toBe(404);
    const ok = await call('PUT', url, { keep_until: future(730), reason: 'Within two years' }, 1);
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('roles', () => {
  it('lets only superadmins and admins in (401 without a token)', async () => {
    const routes: ['GET' | 'PUT' | 'POST', string, Record<string, unknown>?][] = [
      ['GET', '/api/privacy/retention'],
      ['PUT', '/api/privacy/retention/application/1', { keep_until: future(5), reason: 'x' }],
      ['GET', '/api/privacy/people?email=a@example.org'],
      ['POST', '/api/privacy/people/export', { email: 'a@example.org' }],
      ['POST', '/api/privacy/people/erase', { email: 'a@example.org', confirm: 'a@example.org' }],
    ];
    for (const [method, url, payload] of routes) {
      for (const role of rolesExcept(1, 2)) {
        const res = await call(method, url, payload, role);
        expect(res.statusCode, `${method} ${url} as ${role}`).toBe(403);
      }
      const anonymous = await t.app.inject({ method, url, payload });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('answers the periods to anyone', async () => {
    const res = await t.app.inject({ url: '/api/privacy/periods' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      applications: 180,
      rejected: 90,
      contact: 365,
      chat: 180,
      mail: 90,
    });
  });

  it('refuses a staff account’s address', async () => {
    const res = await call('GET', `/api/privacy/people?email=${ADMIN.email.toUpperCase()}`);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { detail: string }).detail).toMatch(/staff account/);
    const erase = await call('POST', '/api/privacy/people/erase', {
      email: ADMIN.email,
      confirm: ADMIN.email,
    });
    expect(erase.statusCode).toBe(400);
  });
});

/** A PDF of this person's own: its bytes are looked for in the storage after the erasure. */
const PERSONAL_PDF = Buffer.concat([PDF, Buffer.from('% Quillon-document-marker\n')]);

/** Leaves data about `email` everywhere it can be. */
async function personEverywhere(app: TestApp, email: string) {
  const jobId = await createJob(app, { title: 'Data role' });
  const first = await apply(app, jobId, email, 'Quillon', PERSONAL_PDF);
  const second = await apply(app, jobId, email.toUpperCase(), 'Quillon', PERSONAL_PDF);
  const lead = await app.ctx.db
    .insert(contactMessages)
    .values({
      name: 'Quillon Erasable',
      email,
      message: 'Left in the chat',
      chat_session_id: 'session-erin',
    })
    .returning();
  await contactMessage(app, email, 'Quillon Erasable');
  await app.ctx.db.insert(chatConversations).values([
    { session_id: 'session-erin', user_message: 'Hello', bot_response: 'Hi there' },
    { session_id: 'session-erin', user_message: 'Details', bot_response: 'Thanks' },
    { session_id: 'session-other', user_message: `Write to ${email}`, bot_response: 'Will do' },
    { session_id: 'session-unrelated', user_message: 'Hi', bot_response: 'Hello' },
  ]);
  await app.ctx.db.insert(mailOutbox).values({
    kind: 'test',
    recipient: email,
    subject: 'A note',
    html: '<p>Hello</p>',
    text: 'Hello',
  });
  // A failed sign-in with the address keeps it in the audit trail.
  const login = await app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'not-the-password-1' },
  });
  expect(login.statusCode).toBe(401);
  return { applications: [first, second], lead: lead[0]! };
}

describe('a person’s data', () => {
  const email = 'Erin.Erase@Example.net';

  it('finds, exports and erases everything held about an address', async () => {
    const held = await personEverywhere(t, email);
    const other = await contactMessage(t, 'bystander@example.net', 'Bystander');

    const found = await call(
      'GET',
      `/api/privacy/people?email=${encodeURIComponent(email.toLowerCase())}`,
    );
    expect(found.statusCode, found.body).toBe(200);
    const data = found.json() as {
      counts: Record<string, number>;
      applications: { documents: unknown[] }[];
    };
    expect(data.counts).toMatchObject({
      applications: 2,
      documents: 4,
      contact_messages: 2,
      chat_conversations: 2,
      audit: 1,
    });
    expect(data.counts.outbox).toBeGreaterThanOrEqual(1);
    expect(data.applications[0]!.documents).toHaveLength(2);

    const exported = await call('POST', '/api/privacy/people/export', { email });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const json = JSON.parse(strFromU8(files['data.json']!)) as {
      applications: { email: string; documents: { file: string; original_name: string }[] }[];
      contact_messages: unknown[];
      chat_conversations: unknown[];
      audit: unknown[];
    };
    expect(json.applications).toHaveLength(2);
    expect(json.contact_messages).toHaveLength(2);
    expect(json.chat_conversations).toHaveLength(3);
    expect(json.audit).toHaveLength(1);
    const pdf = json.applications[0]!.documents.find((row) => row.original_name === 'cv.pdf')!;
    expect(Buffer.from(files[pdf.file]!).equals(PERSONAL_PDF)).toBe(true);
    const png = json.applications[1]!.documents.find((row) => row.original_name === 'photo.png')!;
    expect(Buffer.from(files[png.file]!).equals(PNG)).toBe(true);
    const [exportEntry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'person'));
    expect(exportEntry).toMatchObject({ action: 'export', entity_id: null });

    // The documents are on disk before the erasure (the search below can find them).
    const stored = await filesUnder(t.dataDir);
    expect(stored.some((bytes) => bytes.toString('latin1').toLowerCase().includes('quillon'))).toBe(
      true,
    );
    expect(await tablesMentioning(t, email)).not.toEqual([]);

    const wrong = await call('POST', '/api/privacy/people/erase', {
      email,
      confirm: 'someone@else.org',
    });
    expect(wrong.statusCode).toBe(400);

    const erased = await call('POST', '/api/privacy/people/erase', {
      email: email.toUpperCase(),
      confirm: email.toLowerCase(),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect((erased.json() as { counts: unknown }).counts).toEqual(data.counts);

    expect(await tablesMentioning(t, email)).toEqual([]);
    expect(await tablesMentioning(t, 'Quillon')).toEqual([]);
    expect(await tablesMentioning(t, 'session-erin')).toEqual([]);
    expect(await tablesMentioning(t, 'session-other')).toEqual([]);
    const left = await filesUnder(t.dataDir);
    expect(left.length).toBeGreaterThan(0);
    for (const bytes of left) {
      const text = bytes.toString('latin1').toLowerCase();
      expect(text).not.toContain('quillon');
      expect(text).not.toContain(email.toLowerCase());
    }
    for (const app of held.applications) {
      for (const key of app.keys) expect(await t.ctx.storage.exists(key)).toBe(false);
    }
    // What is about others stays.
    const others = await t.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, other.id));
    expect(others).toHaveLength(1);
    const unrelated = await t.ctx.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.session_id, 'session-unrelated'));
    expect(unrelated).toHaveLength(1);

    const entries = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'erase'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'person', entity_id: null, detail: data.counts });

    const none = await call('GET', `/api/privacy/people?email=${encodeURIComponent(email)}`);
    expect((none.json() as { counts: Record<string, number> }).counts).toEqual({
      applications: 0,
      documents: 0,
      contact_messages: 0,
      chat_conversations: 0,
      outbox: 0,
      audit: 0,
    });
  });

  it('refuses bad input with 400', async () => {
    expect((await call('GET', '/api/privacy/people?email=not-an-address')).statusCode).toBe(400);
    expect((await call('GET', '/api/privacy/people')).statusCode).toBe(400);
    expect((await call('POST', '/api/privacy/people/erase', { email })).statusCode).toBe(400);
    expect((await call('POST', '/api/privacy/people/export', {})).statusCode).toBe(400);
  });
});

describe('with documents in a bucket', () => {
  let bucket: TestBucket;
  let s3: TestApp;
  beforeAll(async () => {
    bucket = await startTestBucket();
    s3 = await createTestApp({ env: bucket.env });
  });
  afterAll(async () => {
    await s3?.close();
    await bucket?.close();
  });

  it('retention and erasure delete the objects', async () => {
    const jobId = await createJob(s3, { title: 'Bucket role' });
    const due = await apply(s3, jobId, 'due@example.org');
    const person = await apply(s3, jobId, 'person@example.org');
    await s3.ctx.db.update(jobs).set({ is_active: false }).where(eq(jobs.id, jobId));
    await s3.ctx.db
      .update(jobApplications)
      .set({ applied_at: daysAgo(181) })
      .where(eq(jobApplications.id, due.id));
    expect(await bucket.documentKeys()).toHaveLength(4);
    for (const key of [...due.keys, ...person.keys]) {
      expect(await s3.ctx.storage.exists(key)).toBe(true);
    }

    expect(await deleteExpiredPersonalData(s3.ctx, silent)).toBe(1);
    for (const key of due.keys) expect(await s3.ctx.storage.exists(key)).toBe(false);
    for (const key of person.keys) expect(await s3.ctx.storage.exists(key)).toBe(true);

    const erased = await s3.app.inject({
      method: 'POST',
      url: '/api/privacy/people/erase',
      headers: await s3.auth(1),
      payload: { email: 'person@example.org', confirm: 'person@example.org' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    for (const key of person.keys) expect(await s3.ctx.storage.exists(key)).toBe(false);
    expect(await bucket.documentKeys()).toEqual([]);
    expect(await tablesMentioning(s3, 'person@example.org')).toEqual([]);
  });
});
