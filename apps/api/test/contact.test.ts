import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleId } from '@app/contracts';
import { contactMessages } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MESSAGE = { name: 'Visitor', email: 'visitor@example.com', message: 'Hello there!' };

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

/** Sends the form with the consent box ticked, unless the payload says otherwise. */
const send = (payload: Record<string, unknown>, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { consent: true, ...payload },
    remoteAddress: ip,
  });

const stored = async () => (await t.ctx.db.select({ n: count() }).from(contactMessages))[0]!.n;

const list = async (role: RoleId | 'superadmin' | null, query = '') =>
  t.app.inject({ url: `/api/contact${query}`, headers: role === null ? {} : await t.auth(role) });

describe('POST /api/contact', () => {
  it('stores the message with the sender address', async () => {
    const res = await send({ ...MESSAGE, email: ' stored@example.com ' }, '192.0.2.44');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: 'Message received' });
    const rows = await t.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'stored@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Visitor', message: 'Hello there!', ip: '192.0.2.44' });
  });

  it('refuses missing or bad fields with 400 naming the field', async () => {
    const before = await stored();
    const missing = await send({ name: 'Visitor', message: 'Hi' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/email/);
    const bad = await send({ ...MESSAGE, email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/email/);
    const blank = await send({ ...MESSAGE, message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toMatch(/message/);
    expect(await stored()).toBe(before);
  });

  it('answers a filled-in honeypot exactly like a success, and stores nothing', async () => {
    const before = await stored();
    const res = await send({ ...MESSAGE, website: 'http://spam.example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: 'Message received' });
    expect(await stored()).toBe(before);
    expect((await send({ ...MESSAGE, website: '' })).statusCode).toBe(201);
    expect(await stored()).toBe(before + 1);
  });

  it('allows 5 messages per 15 minutes from one address, then answers 429', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 5; i++) expect((await send(MESSAGE, ip)).statusCode).toBe(201);
    const before = await stored();
    const blocked = await send(MESSAGE, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many messages from this address/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(before);
    expect((await send(MESSAGE, '203.0.113.10')).statusCode).toBe(201);
  });
});

describe('GET /api/contact', () => {
  it('answers the messages newest first to admins', async () => {
    await send({ ...MESSAGE, message: 'older' });
    await send({ ...MESSAGE, message: 'newer' });
    for (const role of ['superadmin', 2] as const) {
      const res = await list(role);
      expect(res.statusCode).toBe(200);
      const messages = res.json().items as { id: number; message: string }[];
      expect(messages.slice(0, 2).map((m) => m.message)).toEqual(['newer', 'older']);
      expect(messages[0]).toEqual({
        id: expect.any(Number),
        name: MESSAGE.name,
        email: MESSAGE.email,
        message: 'newer',
        created_at: expect.any(String),
        chat_session_id: null,
        status: 'new',
        assignee: null,
        note: null,
        updated_at: expect.any(String),
        is_lead: false,
        reply_count: 0,
      });
    }
    const messagesOf = (res: { json(): { items: { message: string }[] } }) =>
      res.json().items.map((m) => m.message);
    const page = await list(1, '?per_page=1&page=2');
    expect(messagesOf(page)).toEqual(['older']);
    expect(page.json()).toMatchObject({ page: 2, per_page: 1 });
    const first = await list(1, '?per_page=1');
    expect(messagesOf(first)).toEqual(['newer']);
  });

  it('answers 401 without a token, 403 for recruiters and editors, 400 for a bad query', async () => {
    expect((await list(null)).statusCode).toBe(401);
    for (const role of [3, 4] as const) {
      const res = await list(role);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBeTypeOf('string');
    }
    const bad = await list(1, '?per_page=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/per_page/);
  });

  it('answers 404 JSON for a path under /api/contact that does not exist', async () => {
    const res = await t.app.inject({ url: '/api/contact/42', headers: await t.auth(1) });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBeTypeOf('string');
  });
});
