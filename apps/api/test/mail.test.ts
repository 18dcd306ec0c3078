import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobApplications, mailOutbox } from '../src/db/schema.js';
import { deleteOldMail, enqueueMail, sendDueMail, smtpSender } from '../src/modules/mail/outbox.js';
import { fields, multipart } from './application-uploads.js';
import { ADMIN, createTestApp, type TestApp } from './helpers.js';
import { startSmtpServer } from './smtp-server.js';

const FROM = 'careers@veltrix.example';
const SITE = 'https://www.veltrix.example';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let jobId: number;
const later = (ms: number) => new Date(Date.now() + ms);

/** Sends the due messages through the test server, as the worker does. */
const runWorker = (now?: Date, port = smtp.port, app = t) => {
  const sender = smtpSender({ smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM });
  return sendDueMail(app.ctx.db, { send: sender.send, from: FROM, now }).finally(sender.close);
};

let ip = 0;
async function apply(overrides: Record<string, string>, query = '') {
  const body = multipart(fields(jobId, overrides));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/jobs/applications/upload${query}`,
    ...body,
    remoteAddress: `198.51.100.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const outbox = () => t.ctx.db.select().from(mailOutbox).orderBy(mailOutbox.id);
const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: FROM, PUBLIC_URL: SITE },
  });
  await t.createUser(2, { email: 'admin2@example.com' });
  await t.createUser(4, { email: 'recruiter@example.com' });
  await t.createUser(4, { email: 'former-recruiter@example.com', is_enabled: false });
  await t.createUser(3, { email: 'editor@example.com' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: await t.auth('superadmin'),
    payload: {
      title: 'Backend Engineer',
      department: 'Engineering',
      location: 'Baku',
      description: 'Build APIs.',
      requirements: 'TypeScript',
      responsibilities: 'Design',
      translations: {
        de: { title: 'Backend-Entwickler (m/w/d)' },
        az: { title: 'Backend mühəndisi' },
      },
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
  smtp.state.refuse = 0;
});

describe('the acknowledgement to the candidate', () => {
  it('is written in the language of the page they applied from, with both parts', async () => {
    const en = await apply({ email: 'ada@example.com', first_name: 'Ada <b>' }, '?lang=en');
    const de = await apply({ email: 'grete@example.com', first_name: 'Grete' }, '?lang=de');
    const az = await apply({ email: 'leyla@example.com', first_name: 'Leyla' }, '?lang=az');
    expect(await runWorker()).toMatchObject({ failed: 0 });

    const languages = await t.ctx.db
      .select({ id: jobApplications.id, language: jobApplications.language })
      .from(jobApplications);
    const languageOf = (id: number) => languages.find((row) => row.id === id)?.language;
    expect([languageOf(en), languageOf(de), languageOf(az)]).toEqual(['en', 'de', 'az']);

    const [english] = to('ada@example.com');
    expect(to('ada@example.com')).toHaveLength(1);
    expect(english!.to).toEqual(['ada@example.com']);
    expect(english!.raw).toMatch(/^From: careers@veltrix\.example/m);
    expect(english!.subject).toBe('We have received your application: Backend Engineer');
    expect(english!.text).toContain('Dear Ada <b> Lovelace,');
    expect(english!.text).toContain('“Backend Engineer” at Veltrix Consulting');
    // Values are escaped in the HTML part; it loads nothing from outside.
    expect(english!.html).toContain('Dear Ada &lt;b&gt; Lovelace,');
    expect(english!.html).not.toContain('<b>');
    expect(english!.html).not.toMatch(/<img|src=/i);

    const [german] = to('grete@example.com');
    expect(german!.subject).toBe(
      'Ihre Bewerbung ist bei uns eingegangen: Backend-Entwickler (m/w/d)',
    );
    expect(german!.text).toContain('Guten Tag Grete Lovelace,');
    expect(german!.html).toContain(
      'vielen Dank für Ihre Bewerbung auf die Stelle „Backend-Entwickler (m/w/d)“',
    );

    const [azerbaijani] = to('leyla@example.com');
    expect(azerbaijani!.subject).toBe('Müraciətiniz bizə çatdı: Backend mühəndisi');
    expect(azerbaijani!.text).toContain('Hörmətli Leyla Lovelace,');
    expect(azerbaijani!.html).toContain('«Backend mühəndisi» vəzifəsinə müraciət');
  });

  it('takes the language from Accept-Language without lang, else English', async () => {
    const id = await apply({ email: 'hans@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/applications/upload',
      ...(() => {
        const body = multipart(fields(jobId, { email: 'jana@example.com' }));
        return { payload: body.payload, headers: { ...body.headers, 'accept-language': 'de-DE' } };
      })(),
      remoteAddress: `198.51.100.${++ip}`,
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.ctx.db
      .select({ id: jobApplications.id, language: jobApplications.language })
      .from(jobApplications);
    expect(rows.find((row) => row.id === id)?.language).toBe('en');
    expect(rows.find((row) => row.id === res.json().id)?.language).toBe('de');
  });

  it('is kept with the application only: a refused application leaves no e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/applications/upload?lang=de',
      ...multipart(fields(999_999)),
      remoteAddress: `198.51.100.${++ip}`,
    });
    expect(res.statusCode).toBe(404);
    expect(await outbox()).toEqual([]);
  });
});

describe('the notices to the staff', () => {
  it('tell the enabled recruiters and admins of a new application, with a link to it', async () => {
    await apply({ email: 'ada@example.com', first_name: 'Ada' }, '?lang=de');
    await runWorker();
    const notices = smtp.received.filter((mail) => mail.subject.startsWith('New application'));
    expect(notices.flatMap((mail) => mail.to).sort()).toEqual(
      [ADMIN.email, 'admin2@example.com', 'recruiter@example.com'].sort(),
    );
    const [notice] = notices;
    expect(notice!.subject).toBe('New application: Ada Lovelace for Backend Engineer');
    expect(notice!.text).toContain('Ada Lovelace (ada@example.com) has applied');
    const link = `${SITE}/manager/${jobId}/applicants`;
    expect(notice!.text).toContain(link);
    expect(notice!.html).toContain(`<a href="${link}">`);
  });

  it('tell the admins of a contact message, quoting it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Omar',
        email: 'omar@example.com',
        message: 'We need <help> with a migration.\nSoon.',
        consent: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await runWorker();
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual(
      [ADMIN.email, 'admin2@example.com'].sort(),
    );
    const [notice] = smtp.received;
    expect(notice!.subject).toBe('New contact message from Omar');
    expect(notice!.text).toContain('> We need <help> with a migration.\n> Soon.');
    expect(notice!.html).toContain('We need &lt;help&gt; with a migration.');
    const rows = await outbox();
    expect(rows.map((row) => row.kind)).toEqual(['contact-notice', 'contact-notice']);
    // Tied to the message, and linking to it in the inbox.
    const messageId = rows[0]!.contact_message_id;
    expect(messageId).toEqual(expect.any(Number));
    expect(notice!.text).toContain(`${SITE}/manager/inbox/${messageId}`);
  });

  it('tell the admins of a lead left in the chat', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/lead',
      payload: {
        sessionId: 'mail-test-session',
        name: 'Nigar',
        email: 'nigar@example.com',
        consent: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await runWorker();
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual(
      [ADMIN.email, 'admin2@example.com'].sort(),
    );
    const [notice] = smtp.received;
    expect(notice!.subject).toBe('New lead from the chat: Nigar');
    expect(notice!.text).toContain('Nigar (nigar@example.com) left their details');
    const [row] = await outbox();
    expect(row?.kind).toBe('chat-lead-notice');
    expect(notice!.text).toContain(`${SITE}/manager/inbox/${row!.contact_message_id}`);
  });
});

describe('sending', () => {
  const message = (recipient: string) => ({
    kind: 'test',
    recipient,
    subject: `Test for ${recipient}`,
    html: '<p>Hello</p>',
    text: 'Hello',
  });

  it('tries again later when the server refuses, and sends once', async () => {
    await enqueueMail(t.ctx.db, [message('retry@example.com')]);
    smtp.state.refuse = 1;
    expect(await runWorker()).toEqual({ sent: 0, failed: 1 });
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, locked_until: null });
    expect(row!.last_error).toMatch(/451/);
    expect(row!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 50_000);

    // Not due yet: nothing is tried.
    expect(await runWorker()).toEqual({ sent: 0, failed: 0 });
    expect(await runWorker(later(61_000))).toEqual({ sent: 1, failed: 0 });
    expect(to('retry@example.com')).toHaveLength(1);
    const [sent] = await outbox();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    expect(sent!.sent_at).toBeInstanceOf(Date);
    expect(await runWorker(later(24 * 3_600_000))).toEqual({ sent: 0, failed: 0 });
    expect(to('retry@example.com')).toHaveLength(1);
  });

  it('keeps a message while the server is down, and sends it once it is up', async () => {
    const down = await startSmtpServer();
    const { port } = down;
    await down.close();
    await enqueueMail(t.ctx.db, [message('down@example.com')]);
    expect(await runWorker(undefined, port)).toEqual({ sent: 0, failed: 1 });
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, sent_at: null });
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);

    const up = await startSmtpServer(port);
    try {
      expect(await runWorker(later(61_000), port)).toEqual({ sent: 1, failed: 0 });
      expect(up.received.map((mail) => mail.to)).toEqual([['down@example.com']]);
    } finally {
      await up.close();
    }
  });

  it('waits longer after each failure and gives up after the last attempt', async () => {
    await enqueueMail(t.ctx.db, [message('never@example.com')]);
    smtp.state.refuse = 100;
    const waits: number[] = [];
    let now = new Date();
    for (let attempt = 1; attempt <= 6; attempt++) {
      expect(await runWorker(now)).toEqual({ sent: 0, failed: 1 });
      const [row] = await outbox();
      waits.push(row!.next_attempt_at.getTime() - now.getTime());
      now = row!.next_attempt_at;
    }
    expect(waits.slice(0, 5)).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 43_200_000]);
    const [row] = await outbox();
    expect(row).toMatchObject({ status: 'failed', attempts: 6 });
    expect(await runWorker(later(30 * 24 * 3_600_000))).toEqual({ sent: 0, failed: 0 });
  });

  it('sends each message exactly once with two workers at the same time', async () => {
    const recipients = Array.from({ length: 45 }, (_, i) => `many-${i}@example.com`);
    await enqueueMail(t.ctx.db, recipients.map(message));
    // On PostgreSQL the second worker is another instance with its own connections.
    const other = t.databaseUrl ? await createTestApp({ sameDatabaseAs: t }) : t;
    try {
      const drain = async (app: TestApp) => {
        let sent = 0;
        for (;;) {
          const round = await runWorker(undefined, smtp.port, app);
          if (round.sent + round.failed === 0) return sent;
          sent += round.sent;
        }
      };
      const [first, second] = await Promise.all([drain(t), drain(other)]);
      expect(first + second).toBe(recipients.length);
    } finally {
      if (other !== t) await other.close();
    }
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual([...recipients].sort());
    const rows = await outbox();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('retention', () => {
  it('deletes the e-mails sent or given up MAIL_RETENTION_DAYS ago, never a pending one', async () => {
    await t.ctx.db.delete(mailOutbox);
    const written = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 3_600_000);
    const message = { kind: 'test', subject: 'S', html: '<p>H</p>', text: 'T' };
    await t.ctx.db.insert(mailOutbox).values([
      { ...message, recipient: 'old-sent@example.com', status: 'sent', created_at: written(91) },
      {
        ...message,
        recipient: 'old-failed@example.com',
        status: 'failed',
        created_at: written(91),
      },
      { ...message, recipient: 'old-pending@example.com', created_at: written(91) },
      { ...message, recipient: 'new-sent@example.com', status: 'sent', created_at: written(89) },
    ]);
    expect(await deleteOldMail(t.ctx.db, 90)).toBe(2);
    expect((await outbox()).map((row) => row.recipient)).toEqual([
      'old-pending@example.com',
      'new-sent@example.com',
    ]);
  });
});

describe('without SMTP_URL', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('keeps the messages pending, listed for admins only', async () => {
    expect(plain.ctx.config.mail).toBeUndefined();
    const res = await plain.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Omar', email: 'omar@example.com', message: 'Hello there.', consent: true },
    });
    expect(res.statusCode).toBe(201);
    await plain.ctx.db.insert(mailOutbox).values({
      kind: 'test',
      recipient: 'sent@example.com',
      subject: 'Already sent',
      html: '<p>x</p>',
      text: 'x',
      status: 'sent',
      attempts: 1,
      sent_at: new Date(),
    });

    const list = await plain.app.inject({
      url: '/api/mail-outbox',
      headers: await plain.auth('superadmin'),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ recipient: 'sent@example.com', status: 'sent' }),
      {
        id: expect.any(Number),
        kind: 'contact-notice',
        recipient: ADMIN.email,
        subject: 'New contact message from Omar',
        status: 'pending',
        attempts: 0,
        next_attempt_at: expect.any(String),
        last_error: null,
        created_at: expect.any(String),
        sent_at: null,
        application_id: null,
        contact_message_id: expect.any(Number),
      },
    ]);
    const pending = await plain.app.inject({
      url: '/api/mail-outbox?status=pending&per_page=1&page=1',
      headers: await plain.auth(2),
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().map((row: { status: string }) => row.status)).toEqual(['pending']);
    const bad = await plain.app.inject({
      url: '/api/mail-outbox?status=lost',
      headers: await plain.auth('superadmin'),
    });
    expect(bad.statusCode).toBe(400);

    for (const role of [3, 4] as const) {
      const refused = await plain.app.inject({
        url: '/api/mail-outbox',
        headers: await plain.auth(role),
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await plain.app.inject({ url: '/api/mail-outbox' })).statusCode).toBe(401);
  });

  it('is in the API description', async () => {
    const spec = (await plain.app.inject({ url: '/api/openapi.json' })).json();
    expect(spec.paths['/api/mail-outbox/'].get.security).toEqual([{ bearer: [] }]);
  });
});
