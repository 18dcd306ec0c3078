import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, jobApplications, mailOutbox } from '../src/db/schema.js';
import { sendDueMail, smtpSender } from '../src/modules/mail/outbox.js';
import { fields, multipart } from './application-uploads.js';
import { createTestApp, type Headers, type TestApp } from './helpers.js';
import { startSmtpServer } from './smtp-server.js';

const FROM = 'careers@veltrix.example';
const TITLES = { en: 'Data Engineer', de: 'Dateningenieurin', az: 'Məlumat mühəndisi' };

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let jobId: number;
let admin: Headers;
let recruiter: Headers;
let editor: Headers;

/** Sends the due messages through the test SMTP server, as the worker does. */
const runWorker = () => {
  const sender = smtpSender({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM });
  return sendDueMail(t.ctx.db, { send: sender.send, from: FROM }).finally(sender.close);
};

let ip = 0;
/** An application from a page in `lang`; answers its id. */
async function apply(lang: string, overrides: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/jobs/applications/upload?lang=${lang}`,
    ...multipart(fields(jobId, overrides)),
    remoteAddress: `198.51.100.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const putTemplate = (path: string, payload: unknown, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/mail-templates/${path}`, headers, payload });

const setStatus = (id: number, payload: Record<string, unknown>, headers = recruiter) =>
  t.app.inject({ method: 'PUT', url: `/api/job-applications/${id}/status`, headers, payload });

const statusMail = () =>
  t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'application-status'));

const statusOf = async (id: number) =>
  (
    await t.ctx.db
      .select({ status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.id, id))
  )[0]?.status;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp();
  admin = await t.auth(2);
  recruiter = await t.auth(4);
  editor = await t.auth(3);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: admin,
    payload: {
      title: TITLES.en,
      department: 'Data',
      location: 'Baku',
      description: 'Pipelines.',
      requirements: 'SQL',
      responsibilities: 'Build',
      translations: { de: { title: TITLES.de }, az: { title: TITLES.az } },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  jobId = res.json().id;
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

beforeEach(async () => {
  await t.ctx.db.delete(mailOutbox);
  smtp.received.length = 0;
});

describe('the status e-mail templates', () => {
  it('lists every status in every language, the built-in text until one is saved', async () => {
    const res = await t.app.inject({ url: '/api/mail-templates', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const { templates } = res.json() as {
      templates: { status: string; language: string; is_default: boolean; subject: string }[];
    };
    expect(templates.map((item) => `${item.status}/${item.language}`)).toEqual([
      'reviewing/en',
      'reviewing/de',
      'reviewing/az',
      'accepted/en',
      'accepted/de',
      'accepted/az',
      'rejected/en',
      'rejected/de',
      'rejected/az',
    ]);
    expect(templates.every((item) => item.is_default && item.subject.includes('{job_title}'))).toBe(
      true,
    );
  });

  it('is for the superadmins and admins only, checked before the body', async () => {
    for (const headers of [recruiter, editor]) {
      expect((await t.app.inject({ url: '/api/mail-templates', headers })).statusCode).toBe(403);
      expect((await putTemplate('accepted/en', { subject: 1 }, headers)).statusCode).toBe(403);
      const reset = await t.app.inject({
        method: 'DELETE',
        url: '/api/mail-templates/accepted/en',
        headers,
      });
      expect(reset.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/mail-templates' })).statusCode).toBe(401);
    expect((await putTemplate('accepted/en', {}, {})).statusCode).toBe(401);
    expect((await putTemplate('accepted/en', {}, await t.auth('superadmin'))).statusCode).toBe(400);
  });

  it('refuses unknown placeholders, empty, too long and multi-line texts with a clear 400', async () => {
    const valid = { subject: 'About {job_title}', body: 'Dear {name},\n\nHello.' };
    const unknown = await putTemplate('accepted/en', { ...valid, body: 'Hi {Name}, {salary}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe(
      'Invalid request: body.body: Unknown placeholder {Name}, {salary}: only {name} and {job_title} can be used',
    );
    const cases = [
      { ...valid, subject: '   ' },
      { ...valid, body: '' },
      { ...valid, subject: 'x'.repeat(201) },
      { ...valid, body: 'x'.repeat(5001) },
      { ...valid, subject: 'Two\nlines' },
      { subject: valid.subject },
    ];
    for (const payload of cases) {
      const res = await putTemplate('accepted/en', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toMatch(/^Invalid request: body\./);
    }
    expect((await putTemplate('pending/en', valid)).statusCode).toBe(400);
    expect((await putTemplate('accepted/fr', valid)).statusCode).toBe(400);
    // Nothing was saved.
    const list = (await t.app.inject({ url: '/api/mail-templates', headers: admin })).json();
    expect(list.templates.every((item: { is_default: boolean }) => item.is_default)).toBe(true);
  });

  it('saves a template, goes back to the built-in one, and records both in the audit trail', async () => {
    const saved = await putTemplate('reviewing/de', {
      subject: '  Wir lesen: {job_title} ',
      body: 'Hallo {name},\r\n\r\nwir lesen.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 'reviewing',
      language: 'de',
      subject: 'Wir lesen: {job_title}',
      body: 'Hallo {name},\n\nwir lesen.',
      is_default: false,
      updated_at: expect.any(String),
    });
    // The other languages keep the built-in text.
    const list = (await t.app.inject({ url: '/api/mail-templates', headers: admin })).json();
    const defaults = list.templates.filter((item: { is_default: boolean }) => !item.is_default);
    expect(defaults.map((item: { language: string }) => item.language)).toEqual(['de']);

    const reset = await t.app.inject({
      method: 'DELETE',
      url: '/api/mail-templates/reviewing/de',
      headers: admin,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ is_default: true, updated_at: null });
    expect(reset.json().subject).toBe('Wir prüfen Ihre Bewerbung: {job_title}');

    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'mail_template'))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.entity_id])).toEqual([
      ['update', 'reviewing/de'],
      ['delete', 'reviewing/de'],
    ]);
  });
});

describe('the status change with an e-mail', () => {
  it('sends the edited template in the language the candidate applied in', async () => {
    const templates = {
      en: { subject: 'Welcome aboard, {name}', body: 'Dear {name},\n\nYou got {job_title}!' },
      de: { subject: 'Zusage: {job_title}', body: 'Liebe/r {name},\n\nSie haben {job_title}.' },
      az: { subject: 'Təbriklər: {job_title}', body: 'Hörmətli {name},\n\n{job_title} sizindir.' },
    };
    for (const [language, template] of Object.entries(templates)) {
      expect((await putTemplate(`accepted/${language}`, template)).statusCode).toBe(200);
    }
    const ids = {
      en: await apply('en', { email: 'ada@example.com', first_name: 'Ada <b>' }),
      de: await apply('de', { email: 'grete@example.com', first_name: 'Grete' }),
      az: await apply('az', { email: 'leyla@example.com', first_name: 'Leyla' }),
    };
    await t.ctx.db.delete(mailOutbox); // the acknowledgements

    for (const id of Object.values(ids)) {
      const res = await setStatus(id, { status: 'accepted', send_email: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('accepted');
    }
    const rows = await statusMail();
    expect(rows.map((row) => [row.application_id, row.recipient]).sort()).toEqual(
      [
        [ids.en, 'ada@example.com'],
        [ids.de, 'grete@example.com'],
        [ids.az, 'leyla@example.com'],
      ].sort(),
    );

    expect(await runWorker()).toEqual({ sent: 3, failed: 0 });
    const to = (address: string) => smtp.received.find((mail) => mail.to.includes(address))!;
    expect(to('ada@example.com').subject).toBe('Welcome aboard, Ada <b> Lovelace');
    expect(to('ada@example.com').text).toBe(`Dear Ada <b> Lovelace,\n\nYou got ${TITLES.en}!\n`);
    expect(to('ada@example.com').html).toContain('<p>Dear Ada &lt;b&gt; Lovelace,</p>');
    expect(to('ada@example.com').html).not.toMatch(/<img|<b>/);
    expect(to('grete@example.com').subject).toBe(`Zusage: ${TITLES.de}`);
    expect(to('grete@example.com').text).toContain(`Sie haben ${TITLES.de}.`);
    expect(to('leyla@example.com').subject).toBe(`Təbriklər: ${TITLES.az}`);
    expect(to('leyla@example.com').text).toContain(
      `Hörmətli Leyla Lovelace,\n\n${TITLES.az} sizindir.`,
    );

    // The audit entry of the change says an e-mail went with it.
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'status_change'), eq(auditLog.entity_id, String(ids.de))));
    expect(entry!.detail).toEqual({
      status: { from: 'pending', to: 'accepted' },
      email_sent: true,
    });
  });

  it('uses the built-in text while no template is saved', async () => {
    const id = await apply('de', { email: 'karl@example.com', first_name: 'Karl' });
    await t.ctx.db.delete(mailOutbox);
    expect((await setStatus(id, { status: 'rejected', send_email: true })).statusCode).toBe(200);
    await runWorker();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe(`Ihre Bewerbung: ${TITLES.de}`);
    expect(mail!.text).toMatch(/^Guten Tag Karl Lovelace,\n\nvielen Dank für Ihr Interesse/);
    expect(mail!.text).toContain(`auf die Stelle „${TITLES.de}“`);
  });

  it('sends nothing without send_email, and refuses an e-mail for pending', async () => {
    const id = await apply('en', { email: 'quiet@example.com' });
    await t.ctx.db.delete(mailOutbox);
    expect((await setStatus(id, { status: 'reviewing' })).statusCode).toBe(200);
    expect((await setStatus(id, { status: 'accepted', send_email: false })).statusCode).toBe(200);
    const pending = await setStatus(id, { status: 'pending', send_email: true });
    expect(pending.statusCode).toBe(400);
    expect(pending.json().detail).toMatch(/send_email: No e-mail is sent for the status pending/);
    expect(await statusOf(id)).toBe('accepted');
    expect(await statusMail()).toEqual([]);
    expect(await runWorker()).toEqual({ sent: 0, failed: 0 });
  });

  it('previews the e-mail for recruiters, from the current template, sending nothing', async () => {
    const id = await apply('az', { email: 'nigar@example.com', first_name: 'Nigar' });
    await t.ctx.db.delete(mailOutbox);
    const preview = await t.app.inject({
      url: `/api/job-applications/${id}/status-email?status=accepted`,
      headers: recruiter,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      recipient: 'nigar@example.com',
      language: 'az',
      subject: `Təbriklər: ${TITLES.az}`,
      text: `Hörmətli Nigar Lovelace,\n\n${TITLES.az} sizindir.\n`,
      html: expect.stringContaining('<p>Hörmətli Nigar Lovelace,</p>'),
    });
    const reviewing = await t.app.inject({
      url: `/api/job-applications/${id}/status-email?status=reviewing`,
      headers: recruiter,
    });
    expect(reviewing.json().subject).toBe(`Müraciətiniz nəzərdən keçirilir: ${TITLES.az}`);
    expect(await statusMail()).toEqual([]);

    const url = (status: string, app = id) =>
      `/api/job-applications/${app}/status-email?status=${status}`;
    expect((await t.app.inject({ url: url('pending'), headers: recruiter })).statusCode).toBe(400);
    expect((await t.app.inject({ url: url('accepted'), headers: editor })).statusCode).toBe(403);
    expect((await t.app.inject({ url: url('accepted') })).statusCode).toBe(401);
    const missing = await t.app.inject({ url: url('accepted', 999999), headers: recruiter });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps neither the status nor the e-mail when the transaction fails after both writes', async () => {
    const id = await apply('en', { email: 'rollback@example.com' });
    await t.ctx.db.delete(mailOutbox);
    // Fails at commit, once the status and the e-mail are both written.
    await t.ctx.db.execute(sql`
      CREATE FUNCTION fail_at_commit() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'commit refused'; END $$`);
    await t.ctx.db.execute(sql`
      CREATE CONSTRAINT TRIGGER fail_at_commit AFTER UPDATE ON job_applications
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fail_at_commit()`);
    try {
      const res = await setStatus(id, { status: 'rejected', send_email: true });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.ctx.db.execute(sql`DROP TRIGGER fail_at_commit ON job_applications`);
      await t.ctx.db.execute(sql`DROP FUNCTION fail_at_commit()`);
    }
    expect(await statusOf(id)).toBe('pending');
    expect(await statusMail()).toEqual([]);
  });

  it('keeps the old status when the e-mail cannot be put into the outbox', async () => {
    const id = await apply('en', { email: 'no-outbox@example.com' });
    await t.ctx.db.execute(sql`
      CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'outbox refused'; END $$`);
    await t.ctx.db.execute(sql`
      CREATE TRIGGER refuse_mail BEFORE INSERT ON mail_outbox
      FOR EACH ROW EXECUTE FUNCTION refuse_mail()`);
    try {
      expect((await setStatus(id, { status: 'accepted', send_email: true })).statusCode).toBe(500);
    } finally {
      await t.ctx.db.execute(sql`DROP TRIGGER refuse_mail ON mail_outbox`);
      await t.ctx.db.execute(sql`DROP FUNCTION refuse_mail()`);
    }
    expect(await statusOf(id)).toBe('pending');
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(
      doc.paths['/api/mail-templates/']?.get ?? doc.paths['/api/mail-templates']?.get,
    ).toBeDefined();
    expect(doc.paths['/api/mail-templates/{status}/{language}']?.put).toBeDefined();
    expect(doc.paths['/api/mail-templates/{status}/{language}']?.delete).toBeDefined();
    expect(doc.paths['/api/job-applications/{id}/status-email']?.get).toBeDefined();
  });
});
