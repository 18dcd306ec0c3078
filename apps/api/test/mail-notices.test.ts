import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  contactMessages,
  jobApplications,
  mailOutbox,
  settings,
  users,
} from '../src/db/schema.js';
import { enqueueDigest } from '../src/modules/mail/digest.js';
import { sendDueMail, smtpSender } from '../src/modules/mail/outbox.js';
import { fields, multipart } from './application-uploads.js';
import { ADMIN, createJob, createTestApp, type TestApp } from './helpers.js';
import { startSmtpServer } from './smtp-server.js';

const FROM = 'careers@veltrix.example';
const SITE = 'https://www.veltrix.example';
const HOUR = 3_600_000;
const JOB_ADDRESS = 'hiring-backend@example.com';
const RECRUITER = 'recruiter@example.com';
const ADMIN2 = 'admin2@example.com';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
/** A job with its own notice address, and one without. */
let ownJob: number;
let plainJob: number;
/** The enabled admins' addresses (superadmin included), and the recruiters and admins'. */
let admins: string[];
let recruiting: string[];

const runWorker = (app = t) => {
  const sender = smtpSender({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM });
  return sendDueMail(app.ctx.db, { send: sender.send, from: FROM }).finally(sender.close);
};

let ip = 0;
async function apply(jobId: number, email: string, firstName = 'Ada') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs/applications/upload',
    ...multipart(fields(jobId, { email, first_name: firstName })),
    remoteAddress: `198.51.100.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function contact(name: string, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name, email, message: 'Please call me back.', consent: true },
    remoteAddress: `203.0.113.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function lead(name: string, email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat/lead',
    payload: { sessionId: `session-${++ip}`, name, email, consent: true },
    remoteAddress: `203.0.113.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(201);
}

const putSettings = async (payload: unknown, role: 1 | 2 | 3 | 4 | 'superadmin' = 2) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/mail-settings',
    headers: await t.auth(role),
    payload: payload as Record<string, unknown>,
  });

const outbox = () => t.ctx.db.select().from(mailOutbox).orderBy(mailOutbox.id);
const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: FROM, PUBLIC_URL: SITE },
  });
  await t.createUser(2, { email: ADMIN2 });
  await t.createUser(4, { email: RECRUITER });
  for (const role of [2, 3, 4] as const) await t.auth(role);
  const emails = (roles: number[]) =>
    t.ctx.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.role_id, roles))
      .then((rows) => rows.map((row) => row.email).sort());
  admins = await emails([1, 2]);
  recruiting = await emails([1, 2, 4]);
  ownJob = await createJob(t, { title: 'Data Engineer', notify_email: JOB_ADDRESS });
  plainJob = await createJob(t, { title: 'Backend Engineer' });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

beforeEach(async () => {
  await putSettings({ staff_notices: 'each', digest_hour: 7 });
  // Their e-mail goes with them.
  await t.ctx.db.delete(jobApplications);
  await t.ctx.db.delete(contactMessages);
  await t.ctx.db.delete(mailOutbox);
  await t.ctx.db.delete(settings).where(eq(settings.key, 'digest_last_at'));
  smtp.received.length = 0;
});

describe("a job's own notice address", () => {
  it('is kept for staff who manage jobs, and never shown to visitors', async () => {
    const staff = await t.app.inject({ url: `/api/jobs/${ownJob}`, headers: await t.auth(4) });
    expect(staff.json().notify_email).toBe(JOB_ADDRESS);
    const list = await t.app.inject({ url: '/api/jobs', headers: await t.auth(2) });
    const listed = list.json().jobs.find((job: { id: number }) => job.id === ownJob);
    expect(listed.notify_email).toBe(JOB_ADDRESS);

    for (const url of [`/api/jobs/${ownJob}`, `/api/jobs/${ownJob}?lang=de`, '/api/jobs']) {
      const visitor = await t.app.inject({ url });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.body).not.toContain(JOB_ADDRESS);
      expect(visitor.body).not.toContain('notify_email');
    }
    // Staff of another area read the job as a visitor does.
    const editor = await t.app.inject({ url: `/api/jobs/${ownJob}`, headers: await t.auth(3) });
    expect(editor.body).not.toContain(JOB_ADDRESS);
  });

  it('is an e-mail address, and is cleared with an empty value', async () => {
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${plainJob}`,
      headers: await t.auth(2),
      payload: { notify_email: 'not an address' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/notify_email/);
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${plainJob}`,
      headers: await t.auth(2),
      payload: { notify_email: 'someone@example.com' },
    });
    expect(set.json().notify_email).toBe('someone@example.com');
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${plainJob}`,
      headers: await t.auth(2),
      payload: { notify_email: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().notify_email).toBeNull();
  });

  it("receives the job's application notices instead of the recruiters", async () => {
    const ownId = await apply(ownJob, 'ada@example.com');
    const plainId = await apply(plainJob, 'bob@example.com', 'Bob');
    expect(await runWorker()).toMatchObject({ failed: 0 });

    const own = smtp.received.filter((mail) => mail.subject.includes('for Data Engineer'));
    expect(own.flatMap((mail) => mail.to)).toEqual([JOB_ADDRESS]);
    expect(own[0]!.text).toContain(`${SITE}/manager/${ownJob}/applicants`);
    const plain = smtp.received.filter((mail) => mail.subject.includes('for Backend Engineer'));
    expect(plain.flatMap((mail) => mail.to).sort()).toEqual(recruiting);
    expect(to(RECRUITER)).toHaveLength(1);

    // Every row is tied to its application (the acknowledgement too).
    const rows = await outbox();
    expect(rows.map((row) => [row.kind, row.application_id])).toEqual([
      ['application-acknowledgement', ownId],
      ['application-notice', ownId],
      ['application-acknowledgement', plainId],
      ...recruiting.map(() => ['application-notice', plainId]),
    ]);
  });
});

describe('the daily digest', () => {
  /** Today's digest hour, one hour ago: the next digest is due in 23 hours. */
  const hourAgo = () => (new Date().getUTCHours() + 23) % 24;
  /** As if the last digest had been made a day ago: today's is due. */
  const lastDigestADayAgo = () =>
    t.ctx.db
      .update(settings)
      .set({ value: new Date(Date.now() - 24 * HOUR).toISOString() })
      .where(eq(settings.key, 'digest_last_at'));

  it('replaces the notices: none per item, then one digest per recipient with the items', async () => {
    expect((await putSettings({ staff_notices: 'digest', digest_hour: hourAgo() })).json()).toEqual(
      {
        staff_notices: 'digest',
        digest_hour: hourAgo(),
        smtp_configured: true,
        last_digest_at: expect.any(String),
      },
    );
    const adaId = await apply(ownJob, 'ada@example.com');
    await apply(plainJob, 'bob@example.com', 'Bob');
    await contact('Omar', 'omar@example.com');
    await lead('Nigar', 'nigar@example.com');
    // Only the candidates' acknowledgements: no notice to the staff.
    expect((await outbox()).map((row) => row.kind)).toEqual([
      'application-acknowledgement',
      'application-acknowledgement',
    ]);
    // Not due yet: today's digest time passed before the digest was turned on.
    expect(await enqueueDigest(t.ctx.db, SITE)).toBe(0);

    // Two instances at the same moment make one digest per recipient between them.
    await lastDigestADayAgo();
    const recipients = [...recruiting, JOB_ADDRESS].sort();
    const other = t.databaseUrl ? await createTestApp({ sameDatabaseAs: t }) : t;
    try {
      const made = await Promise.all([
        enqueueDigest(t.ctx.db, SITE),
        enqueueDigest(other.ctx.db, SITE),
      ]);
      expect(made.sort()).toEqual([0, recipients.length]);
    } finally {
      if (other !== t) await other.close();
    }
    const digests = (await outbox()).filter((row) => row.kind === 'staff-digest');
    expect(digests.map((row) => row.recipient).sort()).toEqual(recipients);
    // And not again that day.
    expect(await enqueueDigest(t.ctx.db, SITE)).toBe(0);
    await runWorker();
    const [admin] = to(ADMIN.email).filter((mail) => mail.subject.startsWith('Daily digest'));
    expect(admin!.subject).toBe('Daily digest: 3 new items');
    expect(admin!.text).toContain('Bob Lovelace (bob@example.com) for “Backend Engineer”');
    expect(admin!.text).toContain(`${SITE}/manager/${plainJob}/applicants`);
    expect(admin!.text).not.toContain('ada@example.com');
    expect(admin!.text).toContain('Contact messages\n- Omar (omar@example.com)');
    expect(admin!.text).toContain('Leads from the chat\n- Nigar (nigar@example.com)');
    const [omar, nigar] = await t.ctx.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .orderBy(contactMessages.id)
      .then((rows) => rows.slice(-2));
    expect(admin!.text).toContain(`${SITE}/manager/inbox/${omar!.id}`);
    expect(admin!.text).toContain(`${SITE}/manager/inbox/${nigar!.id}`);
    expect(admin!.html).toContain(`<a href="${SITE}/manager/inbox/${omar!.id}">`);

    const [recruiter] = to(RECRUITER);
    expect(recruiter!.subject).toBe('Daily digest: 1 new item');
    expect(recruiter!.text).toContain('Bob Lovelace');
    expect(recruiter!.text).not.toContain('Omar');
    const [own] = to(JOB_ADDRESS);
    expect(own!.text).toContain('Ada Lovelace (ada@example.com) for “Data Engineer”');
    expect(own!.text).not.toContain('Bob');
    expect(adaId).toEqual(expect.any(Number));
  });

  it('sends nothing when nothing came in', async () => {
    await putSettings({ staff_notices: 'digest', digest_hour: hourAgo() });
    await lastDigestADayAgo();
    expect(await enqueueDigest(t.ctx.db, SITE)).toBe(0);
    expect(await outbox()).toEqual([]);
    // What comes in after today's digest waits for the next one.
    await contact('Omar', 'omar@example.com');
    expect(await enqueueDigest(t.ctx.db, SITE)).toBe(0);
    await lastDigestADayAgo();
    expect(await enqueueDigest(t.ctx.db, SITE)).toBe(admins.length);
  });

  it('goes out at once with what came since the last one when the staff go back to one e-mail each', async () => {
    await putSettings({ staff_notices: 'digest', digest_hour: hourAgo() });
    await contact('Omar', 'omar@example.com');
    expect((await outbox()).filter((row) => row.kind !== 'staff-digest')).toEqual([]);
    expect((await putSettings({ staff_notices: 'each', digest_hour: 7 })).statusCode).toBe(200);
    const digests = (await outbox()).filter((row) => row.kind === 'staff-digest');
    expect(digests.map((row) => row.recipient).sort()).toEqual(admins);
    expect(digests[0]!.text).toContain('Omar (omar@example.com)');
    // From now on, each item has its own notice again, and no digest is due.
    await contact('Lale', 'lale@example.com');
    expect((await outbox()).filter((row) => row.kind === 'contact-notice')).toHaveLength(
      admins.length,
    );
    await lastDigestADayAgo();
    expect(await enqueueDigest(t.ctx.db, SITE)).toBe(0);
  });

  it('is not made while each item has its own notice', async () => {
    await contact('Omar', 'omar@example.com');
    await t.ctx.db
      .insert(settings)
      .values({ key: 'digest_last_at', value: new Date(Date.now() - 24 * HOUR).toISOString() });
    expect(await enqueueDigest(t.ctx.db, SITE)).toBe(0);
    expect((await outbox()).map((row) => row.kind)).toEqual(admins.map(() => 'contact-notice'));
  });
});

describe('the mail settings', () => {
  it('are read and set by admins only, and audited', async () => {
    const read = await t.app.inject({ url: '/api/mail-settings', headers: await t.auth(2) });
    expect(read.json()).toMatchObject({
      staff_notices: 'each',
      digest_hour: 7,
      smtp_configured: true,
    });
    const set = await putSettings({ staff_notices: 'digest', digest_hour: 18 }, 'superadmin');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ staff_notices: 'digest', digest_hour: 18 });
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update'), eq(auditLog.entity, 'mail_settings')));
    expect(entries.map((entry) => entry.actor_email)).toContain(ADMIN.email);

    for (const role of [3, 4] as const) {
      const get = await t.app.inject({ url: '/api/mail-settings', headers: await t.auth(role) });
      expect(get.statusCode).toBe(403);
      expect((await putSettings({ staff_notices: 'each', digest_hour: 7 }, role)).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.inject({ url: '/api/mail-settings' })).statusCode).toBe(401);
    // Refused before the body is looked at.
    expect((await putSettings({ staff_notices: 'weekly' }, 4)).statusCode).toBe(403);
  });

  it('refuse a mode or an hour that does not exist', async () => {
    for (const payload of [
      { staff_notices: 'weekly', digest_hour: 7 },
      { staff_notices: 'digest', digest_hour: 24 },
      { staff_notices: 'digest', digest_hour: 7.5 },
      { staff_notices: 'digest' },
    ]) {
      const res = await putSettings(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toEqual(expect.any(String));
    }
  });

  it('say when e-mail cannot go out', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        url: '/api/mail-settings',
        headers: await plain.auth('superadmin'),
      });
      expect(res.json()).toMatchObject({ smtp_configured: false, last_digest_at: null });
    } finally {
      await plain.close();
    }
  });
});

describe('the outbox', () => {
  const failed = async () => {
    const [row] = await t.ctx.db
      .insert(mailOutbox)
      .values({
        kind: 'contact-notice',
        recipient: 'gone@example.com',
        subject: 'Given up',
        html: '<p>Hello</p>',
        text: 'Hello in plain text\n',
        status: 'failed',
        attempts: 6,
        last_error: '550 No such user',
      })
      .returning();
    return row!;
  };

  it('shows a message with its text part, and counts by state', async () => {
    const row = await failed();
    const res = await t.app.inject({ url: `/api/mail-outbox/${row.id}`, headers: await t.auth(2) });
    expect(res.json()).toMatchObject({
      id: row.id,
      text: 'Hello in plain text\n',
      status: 'failed',
    });
    expect(res.json()).not.toHaveProperty('html');
    const counts = await t.app.inject({ url: '/api/mail-outbox/counts', headers: await t.auth(2) });
    expect(counts.json()).toEqual({ pending: 0, sent: 0, failed: 1 });
    const missing = await t.app.inject({
      url: '/api/mail-outbox/999999',
      headers: await t.auth(2),
    });
    expect(missing.statusCode).toBe(404);
    for (const url of [`/api/mail-outbox/${row.id}`, '/api/mail-outbox/counts']) {
      expect((await t.app.inject({ url, headers: await t.auth(4) })).statusCode).toBe(403);
    }
  });

  it('tries a failed message again now, once asked (audited)', async () => {
    const row = await failed();
    const retry = (role: 2 | 3 | 4 = 2, id = row.id) =>
      t
        .auth(role)
        .then((headers) =>
          t.app.inject({ method: 'POST', url: `/api/mail-outbox/${id}/retry`, headers }),
        );
    expect((await retry(3)).statusCode).toBe(403);
    expect((await retry(4)).statusCode).toBe(403);
    const res = await retry();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, status: 'pending', attempts: 6 });
    expect((await retry()).statusCode).toBe(409);
    expect((await retry(2, 999_999)).statusCode).toBe(404);
    const [entry] = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'mail_retry'));
    expect(entry).toMatchObject({ entity: 'mail', entity_id: String(row.id) });

    expect(await runWorker()).toEqual({ sent: 1, failed: 0 });
    expect(to('gone@example.com')).toHaveLength(1);
  });

  it("loses an application's and a contact message's rows with them", async () => {
    const id = await apply(plainJob, 'erase@example.com');
    await contact('Omar', 'omar@example.com');
    expect((await outbox()).some((row) => row.application_id === id)).toBe(true);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${plainJob}`,
      headers: await t.auth(2),
    });
    expect(res.statusCode).toBe(200);
    plainJob = await createJob(t, { title: 'Backend Engineer' });
    const rows = await outbox();
    expect(rows.filter((row) => row.application_id !== null)).toEqual([]);
    expect(rows.filter((row) => row.contact_message_id !== null)).toHaveLength(admins.length);
    await t.ctx.db.delete(contactMessages);
    expect(await outbox()).toEqual([]);
  });

  it('is in the API description', async () => {
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/mail-outbox/counts',
        '/api/mail-outbox/{id}',
        '/api/mail-outbox/{id}/retry',
        '/api/mail-settings/',
      ]),
    );
    expect(spec.paths['/api/mail-settings/'].put.security).toEqual([{ bearer: [] }]);
  });
});
