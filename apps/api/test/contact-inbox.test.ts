import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '@app/contracts';
import { auditLog, chatConversations, contactMessages, mailOutbox } from '../src/db/schema.js';
import { sendDueMail, smtpSender } from '../src/modules/mail/outbox.js';
import { createTestApp, type TestApp } from './helpers.js';

/** A real SMTP server on a free port, keeping each message's envelope and raw text. */
async function startSmtpServer() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const FROM = 'hello@veltrix.example';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
/** Users: another admin, a disabled admin and an editor (none may be assigned but the admin). */
let otherAdmin: number;
let disabledAdmin: number;
let editor: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: FROM },
  });
  otherAdmin = await t.createUser(2, { email: 'second.admin@example.com' });
  disabledAdmin = await t.createUser(2, { email: 'gone.admin@example.com', is_enabled: false });
  editor = await t.createUser(3, { email: 'editor@example.com' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let ip = 0;
/** Sends the public contact form; answers the stored message's id. */
async function send(name: string, email: string, message: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name, email, message, consent: true },
    remoteAddress: `198.51.100.${++ip}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.ctx.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .orderBy(desc(contactMessages.id))
    .limit(1);
  return row!.id;
}

/** A lead left in a chat session of two exchanges; answers its id. */
async function lead(session: string) {
  await t.ctx.db.insert(chatConversations).values([
    {
      session_id: session,
      user_message: 'Do you build mobile apps?',
      bot_response: 'Yes, for iOS and Android.',
      created_at: new Date('2026-01-01T10:00:00Z'),
    },
    {
      session_id: session,
      user_message: 'What does one cost?',
      bot_response: 'Leave your details and we will tell you.',
      created_at: new Date('2026-01-01T10:01:00Z'),
    },
  ]);
  const [row] = await t.ctx.db
    .insert(contactMessages)
    .values({
      name: 'Chat Lead',
      email: 'lead@example.com',
      message: 'Call me',
      chat_session_id: session,
    })
    .returning();
  return row!.id;
}

const call = async (
  role: RoleId | 'superadmin' | null,
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: role === null ? {} : await t.auth(role),
  });

const inbox = async (query = '', role: RoleId | 'superadmin' = 2) => {
  const res = await call(role, 'GET', `/api/contact${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { id: number; name: string; status: string; assignee: unknown; is_lead: boolean }[];
    total: number;
    counts: Record<string, number>;
  };
};

const adminId = async () => (await call(2, 'GET', '/api/auth/user')).json().id as number;

describe('who may use the inbox', () => {
  it('answers 401 without a token and 403 to editors and recruiters, before reading the input', async () => {
    const id = await send('Role Check', 'roles@example.com', 'Hello');
    const requests = [
      ['GET', '/api/contact?status=bogus'],
      ['GET', `/api/contact/${id}`],
      ['GET', '/api/contact/not-an-id'],
      ['PATCH', `/api/contact/${id}`, { status: 'bogus' }],
      ['POST', `/api/contact/${id}/replies`, {}],
    ] as const;
    for (const [method, url, payload] of requests) {
      expect((await call(null, method, url, payload)).statusCode, url).toBe(401);
      for (const role of [3, 4] as const) {
        const res = await call(role, method, url, payload);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json().detail).toBeTypeOf('string');
      }
    }
    // Nothing was changed, and no e-mail written.
    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.status).toBe('new');
    const replies = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.contact_message_id, id), eq(mailOutbox.kind, 'contact-reply')));
    expect(replies).toHaveLength(0);
  });
});

describe('GET /api/contact (the inbox)', () => {
  it('finds messages by name, e-mail or words, and filters by status, assignee and kind', async () => {
    const ada = await send('Ada Searchable', 'ada@example.com', 'About a new website');
    const bob = await send('Bob', 'bob.findme@example.com', 'A question');
    const cem = await send('Cem', 'cem@example.com', 'We need 100% uptime_monitoring');
    const leadId = await lead('inbox-filter-session');
    const ids = (list: { items: { id: number }[] }) => list.items.map((item) => item.id);

    expect(ids(await inbox('?q=searchable'))).toEqual([ada]);
    expect(ids(await inbox('?q=FINDME@'))).toEqual([bob]);
    expect(ids(await inbox('?q=100%25%20uptime_'))).toEqual([cem]);
    expect(ids(await inbox('?q=100%25%20uptimeX'))).toEqual([]);

    const me = await adminId();
    expect(
      (await call(2, 'PATCH', `/api/contact/${ada}`, { assignee_id: me, status: 'done' }))
        .statusCode,
    ).toBe(200);
    await call(2, 'PATCH', `/api/contact/${bob}`, {
      assignee_id: otherAdmin,
      status: 'in_progress',
    });

    expect(ids(await inbox('?assignee_id=me'))).toEqual([ada]);
    expect(ids(await inbox(`?assignee_id=${otherAdmin}`))).toEqual([bob]);
    expect(ids(await inbox('?assignee_id=none'))).not.toContain(ada);
    expect(ids(await inbox('?assignee_id=none'))).toContain(cem);
    expect(ids(await inbox('?status=done'))).toEqual([ada]);
    expect(ids(await inbox('?kind=lead'))).toEqual([leadId]);
    expect(ids(await inbox('?kind=contact'))).not.toContain(leadId);

    // The counts are per status under the other filters; the total under all of them.
    const all = await inbox();
    expect(all.counts.done).toBe(1);
    expect(all.counts.in_progress).toBe(1);
    expect(all.total).toBe(all.counts.new + 2);
    const newOnes = await inbox('?status=new');
    expect(newOnes.counts).toEqual(all.counts);
    expect(newOnes.total).toBe(all.counts.new);
    expect(newOnes.items.every((item) => item.status === 'new')).toBe(true);
    const mine = await inbox('?assignee_id=me&status=new');
    expect(mine).toMatchObject({
      total: 0,
      items: [],
      counts: { new: 0, in_progress: 0, done: 1 },
    });

    const item = (await inbox('?q=searchable')).items[0];
    expect(item).toMatchObject({
      status: 'done',
      assignee: { id: me, name: expect.stringMatching(/\S/) },
      is_lead: false,
    });
    expect((await inbox('?kind=lead')).items[0]).toMatchObject({
      is_lead: true,
      chat_session_id: 'inbox-filter-session',
    });
  });

  it('answers 400 naming the filter for a bad one', async () => {
    for (const [query, field] of [
      ['?status=open', 'status'],
      ['?assignee_id=someone', 'assignee_id'],
      ['?kind=spam', 'kind'],
      [`?q=${'x'.repeat(201)}`, 'q'],
      ['?per_page=101', 'per_page'],
    ]) {
      const res = await call(2, 'GET', `/api/contact${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail).toMatch(field!);
    }
  });
});

describe('GET /api/contact/:id', () => {
  it('answers a lead with its consent and the chat it came from, oldest exchange first', async () => {
    const id = await lead('inbox-detail-session');
    const res = await call('superadmin', 'GET', `/api/contact/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      id,
      name: 'Chat Lead',
      is_lead: true,
      status: 'new',
      replies: [],
      consent_at: null,
    });
    expect(detail.transcript).toEqual([
      {
        id: expect.any(Number),
        created_at: '2026-01-01T10:00:00.000Z',
        user_message: 'Do you build mobile apps?',
        bot_response: 'Yes, for iOS and Android.',
        engine: 'embedded',
      },
      expect.objectContaining({ user_message: 'What does one cost?' }),
    ]);
  });

  it('answers a form message with when consent was given and no transcript; 404 for none', async () => {
    const id = await send('Form Sender', 'form@example.com', 'Hi');
    const detail = (await call(2, 'GET', `/api/contact/${id}`)).json();
    expect(detail.transcript).toEqual([]);
    expect(new Date(detail.consent_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(detail.consent_version).toBeTypeOf('string');
    const missing = await call(2, 'GET', '/api/contact/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Message not found' });
  });
});

describe('PATCH /api/contact/:id', () => {
  it('sets the status, assignee and note, and clears them again', async () => {
    const id = await send('Patch Me', 'patch@example.com', 'Hello');
    const me = await adminId();
    const res = await call(2, 'PATCH', `/api/contact/${id}`, {
      status: 'in_progress',
      assignee_id: me,
      note: '  Called back on Monday  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'in_progress',
      assignee: { id: me },
      note: 'Called back on Monday',
    });
    const cleared = await call(2, 'PATCH', `/api/contact/${id}`, { assignee_id: null, note: '' });
    expect(cleared.json()).toMatchObject({ status: 'in_progress', assignee: null, note: null });
  });

  it('refuses an assignee who may not use the inbox, and bad fields, with 400', async () => {
    const id = await send('Refuse Me', 'refuse@example.com', 'Hello');
    for (const assignee of [editor, disabledAdmin, 999_999]) {
      const res = await call(2, 'PATCH', `/api/contact/${id}`, { assignee_id: assignee });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/assignee_id/);
    }
    for (const [payload, field] of [
      [{ status: 'closed' }, 'status'],
      [{ note: 'x'.repeat(5001) }, 'note'],
      [{ assignee_id: 'me' }, 'assignee_id'],
      [{}, 'at least one'],
    ] as const) {
      const res = await call(2, 'PATCH', `/api/contact/${id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toMatch(field);
    }
    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ status: 'new', assignee_id: null, note: null });
    const missing = await call(2, 'PATCH', '/api/contact/999999', { status: 'done' });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves the message unassigned when its assignee is deleted', async () => {
    const id = await send('Orphan', 'orphan@example.com', 'Hello');
    const temporary = await t.createUser(2, { email: 'temporary.admin@example.com' });
    await call(2, 'PATCH', `/api/contact/${id}`, { assignee_id: temporary });
    const deleted = await call('superadmin', 'DELETE', `/api/users/${temporary}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await call(2, 'GET', `/api/contact/${id}`)).json().assignee).toBeNull();
  });
});

describe('POST /api/contact/:id/replies', () => {
  it('puts an escaped reply with the message quoted in the outbox, which the worker delivers', async () => {
    const id = await send(
      'Lena <b>Fischer</b>',
      'lena@example.com',
      'Can you <script>help</script>?',
    );
    const res = await call(2, 'POST', `/api/contact/${id}/replies`, {
      subject: 'Re: Your message to Veltrix',
      body: 'Dear Lena,\n\nyes, we can help <you>.\n\nBest regards,\nAnna',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      recipient: 'lena@example.com',
      subject: 'Re: Your message to Veltrix',
      status: 'pending',
      sent_at: null,
    });

    const [row] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.contact_message_id, id), eq(mailOutbox.kind, 'contact-reply')));
    expect(row).toMatchObject({ kind: 'contact-reply', recipient: 'lena@example.com' });
    expect(row!.html).toContain('<p>yes, we can help &lt;you&gt;.</p>');
    expect(row!.html).toContain('<p>Best regards,<br>Anna</p>');
    expect(row!.html).toContain('Can you &lt;script&gt;help&lt;/script&gt;?</blockquote>');
    expect(row!.html).not.toMatch(/<script>|<b>/);
    expect(row!.text).toMatch(/^Dear Lena,\n\nyes, we can help <you>\.\n\nBest regards,\nAnna\n\n/);
    expect(row!.text).toMatch(
      /Lena <b>Fischer<\/b> <lena@example\.com>, \d{4}-\d\d-\d\d \d\d:\d\d UTC:\n\n> Can you <script>help<\/script>\?\n$/,
    );

    // A new message is now in progress; the list counts the reply.
    const detail = (await call(2, 'GET', `/api/contact/${id}`)).json();
    expect(detail).toMatchObject({ status: 'in_progress', reply_count: 1 });
    expect(detail.replies).toEqual([expect.objectContaining({ status: 'pending' })]);

    // The worker's rounds, until the outbox is empty (the admins' notices are in it too).
    const sender = smtpSender({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM });
    try {
      while ((await sendDueMail(t.ctx.db, { send: sender.send, from: FROM })).sent > 0);
    } finally {
      sender.close();
    }
    const delivered = smtp.received.filter((mail) => mail.to.includes('lena@example.com'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.raw).toMatch(/^Subject: Re: Your message to Veltrix\r$/m);

    const after = (await call(2, 'GET', `/api/contact/${id}`)).json();
    expect(after.replies).toEqual([
      expect.objectContaining({ status: 'sent', sent_at: expect.any(String) }),
    ]);
  });

  it('keeps the status of a message that is no longer new', async () => {
    const id = await send('Done Already', 'done@example.com', 'Thanks');
    await call(2, 'PATCH', `/api/contact/${id}`, { status: 'done' });
    const res = await call(2, 'POST', `/api/contact/${id}/replies`, { subject: 'Re', body: 'Bye' });
    expect(res.statusCode).toBe(201);
    expect((await call(2, 'GET', `/api/contact/${id}`)).json().status).toBe('done');
  });

  it('refuses a reply without subject or body, or too long, with 400; 404 for no message', async () => {
    const id = await send('No Reply', 'noreply@example.com', 'Hello');
    for (const [payload, field] of [
      [{ subject: ' ', body: 'Text' }, 'subject'],
      [{ subject: 'Re', body: '' }, 'body'],
      [{ subject: 'x'.repeat(201), body: 'Text' }, 'subject'],
      [{ subject: 'Re', body: 'x'.repeat(10_001) }, 'body'],
    ] as const) {
      const res = await call(2, 'POST', `/api/contact/${id}/replies`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().detail).toMatch(field);
    }
    const missing = await call(2, 'POST', '/api/contact/999999/replies', {
      subject: 'Re',
      body: 'Text',
    });
    expect(missing.statusCode).toBe(404);
    const rows = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.contact_message_id, id), eq(mailOutbox.kind, 'contact-reply')));
    expect(rows).toHaveLength(0);
  });
});

describe('the audit trail', () => {
  it('records who changed a message (fields and status, never the note) and who replied', async () => {
    const id = await send('Audited', 'audited@example.com', 'Hello');
    const me = await adminId();
    await call(2, 'PATCH', `/api/contact/${id}`, {
      status: 'in_progress',
      assignee_id: me,
      note: 'Private remark',
    });
    await call(2, 'POST', `/api/contact/${id}/replies`, { subject: 'Re', body: 'Hello' });
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact_message'), eq(auditLog.entity_id, String(id))))
      .orderBy(auditLog.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'update',
      actor_id: me,
      detail: { status: { from: 'new', to: 'in_progress' } },
    });
    expect([...entries[0]!.changed!].sort()).toEqual(['assignee_id', 'note', 'status']);
    expect(JSON.stringify(entries[0])).not.toContain('Private remark');
    expect(entries[1]).toMatchObject({ action: 'reply', actor_id: me });
  });
});
