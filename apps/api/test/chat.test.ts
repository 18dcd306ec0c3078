import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_CHAT_MESSAGE_LENGTH } from '@app/contracts';
import { chatConversations } from '../src/db/schema.js';
import type { ChatEngine, ChatRequest } from '../src/modules/chat/types.js';
import { HISTORY_TURNS, LEAD_OFFER_TURN } from '../src/modules/chat/service.js';
import { withEngine } from './chat-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const send = (payload: unknown, ip = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: '/api/chat', payload: payload as object, remoteAddress: ip });

const conversations = async (query?: string) => {
  const res = await t.app.inject({
    url: '/api/chat/conversations',
    query: query === undefined ? {} : { query },
    headers: await t.auth(2),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { session_id: string; user_message: string; user_ip: string | null }[];
};

describe('POST /api/chat', () => {
  it('answers and records the exchange with the address and session', async () => {
    const res = await send({ message: '  Hello!  ', sessionId: 'session-ok' }, '203.0.113.5');
    expect(res.statusCode).toBe(200);
    const { response } = res.json();
    expect(response).toMatch(/Veltrix Consulting assistant/);

    const rows = await t.ctx.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.session_id, 'session-ok'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_ip: '203.0.113.5',
      session_id: 'session-ok',
      user_message: 'Hello!',
      bot_response: response,
      engine: 'embedded',
    });
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
  });

  it("gives the engine the session's last turns, oldest first, and no other session's", async () => {
    const seen: ChatRequest[] = [];
    const echo: ChatEngine = {
      name: 'echo',
      reply: async (request) => {
        seen.push(request);
        return { text: `echo ${request.message}`, engine: 'echo' };
      },
    };
    await withEngine(t, echo, async () => {
      await send({ message: 'elsewhere', sessionId: 'session-other' }, '198.51.100.20');
      for (let i = 1; i <= HISTORY_TURNS + 2; i++) {
        const res = await send({ message: `m${i}`, sessionId: 'session-history' }, '198.51.100.21');
        // The fourth message's reply also offers to pass the visitor's details on.
        const offer = i === LEAD_OFFER_TURN ? { offer_lead: true } : {};
        expect(res.json()).toEqual({ response: `echo m${i}`, ...offer });
      }
    });
    const last = seen.at(-1)!;
    expect(last.sessionId).toBe('session-history');
    // Before m8: m1 … m7 are recorded, and the last six of them are read.
    expect(last.message).toBe('m8');
    expect(last.history).toEqual(
      [2, 3, 4, 5, 6, 7].map((i) => ({ user: `m${i}`, bot: `echo m${i}` })),
    );
    expect(seen[1]!.history).toEqual([]);
    const [row] = await t.ctx.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.user_message, 'm1'));
    expect(row!.engine).toBe('echo');
  });

  it('refuses a blank message with 400 and a detail', async () => {
    for (const message of ['', '   \n\t ']) {
      const res = await send({ message, sessionId: 'session-blank' });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/message/i);
    }
  });

  it(`refuses a message over ${MAX_CHAT_MESSAGE_LENGTH} characters and accepts one of exactly that`, async () => {
    const long = await send({ message: 'a'.repeat(1001), sessionId: 'session-long' });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toMatch(/at most 1000 characters/);
    const exact = await send({ message: 'a'.repeat(1000), sessionId: 'session-long' });
    expect(exact.statusCode).toBe(200);
  });

  it('refuses a missing or blank session id with 400', async () => {
    const missing = await send({ message: 'Hello' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/sessionId/);
    const blank = await send({ message: 'Hello', sessionId: '  ' });
    expect(blank.statusCode).toBe(400);
  });

  it('limits messages per address, whatever the session', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < t.ctx.config.chat.messagesPerMinute; i++) {
      expect((await send({ message: 'hi', sessionId: `session-ip-${i}` }, ip)).statusCode).toBe(
        200,
      );
    }
    const blocked = await send({ message: 'hi', sessionId: 'session-ip-new' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe('Too many messages. Please wait a moment and try again.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not affected.
    expect((await send({ message: 'hi', sessionId: 'session-ip-other' })).statusCode).toBe(200);
  });

  it('limits messages per session, whatever the address', async () => {
    for (let i = 0; i < t.ctx.config.chat.messagesPerMinute; i++) {
      const res = await send({ message: 'hi', sessionId: 'session-busy' }, `192.0.2.${100 + i}`);
      expect(res.statusCode).toBe(200);
    }
    const blocked = await send({ message: 'hi', sessionId: 'session-busy' }, '192.0.2.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/Too many messages/);
    const rows = await t.ctx.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.session_id, 'session-busy'));
    expect(rows).toHaveLength(t.ctx.config.chat.messagesPerMinute);
  });

  it('answers 503 and records nothing when the engine fails', async () => {
    const broken: ChatEngine = {
      name: 'broken',
      reply: async () => {
        throw new Error('model unreachable');
      },
    };
    const res = await withEngine(t, broken, () =>
      send({ message: 'Hello', sessionId: 'session-broken' }, '198.51.100.30'),
    );
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toMatch(/not available/);
    expect(res.body).not.toMatch(/model unreachable/);
    const rows = await t.ctx.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.session_id, 'session-broken'));
    expect(rows).toHaveLength(0);
  });
});

describe('GET /api/chat/conversations', () => {
  beforeAll(async () => {
    const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes));
    await t.ctx.db.insert(chatConversations).values([
      {
        created_at: at(1),
        user_ip: '10.1.1.1',
        session_id: 'search-alpha',
        user_message: 'Do you build INTRANETS?',
        bot_response: 'Yes, see Intrahub AI.',
      },
      {
        created_at: at(2),
        user_ip: '10.2.2.2',
        session_id: 'search-beta',
        user_message: 'Are you 100% sure?',
        bot_response: 'Quite.',
      },
      {
        created_at: at(3),
        user_ip: '10.2.2.2',
        session_id: 'search-gamma',
        user_message: 'One hundred and 100 percent',
        bot_response: 'Ask about snake_case names.',
      },
      {
        created_at: at(4),
        user_ip: null,
        session_id: 'search-delta',
        user_message: 'snakeXcase',
        bot_response: 'No address recorded.',
      },
    ]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ url: '/api/chat/conversations' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBeTypeOf('string');
  });

  it('answers 403 for editors and recruiters', async () => {
    for (const role of [3, 4] as const) {
      const res = await t.app.inject({
        url: '/api/chat/conversations',
        headers: await t.auth(role),
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('lists every record, newest first, with its engine, for superadmins and admins', async () => {
    for (const role of ['superadmin', 2] as const) {
      const res = await t.app.inject({
        url: '/api/chat/conversations',
        headers: await t.auth(role),
      });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      const times = list.map((c: { created_at: string }) => Date.parse(c.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(list[0]).toEqual({
        id: expect.any(Number),
        created_at: expect.any(String),
        user_ip: expect.anything(),
        session_id: expect.any(String),
        user_message: expect.any(String),
        bot_response: expect.any(String),
        engine: 'embedded',
        lead: null,
      });
    }
  });

  it('searches messages, replies, session ids and addresses without regard to case', async () => {
    const sessions = async (query: string) => (await conversations(query)).map((c) => c.session_id);
    expect(await sessions('intranets')).toEqual(['search-alpha']);
    expect(await sessions('INTRAHUB')).toEqual(['search-alpha']);
    expect(await sessions('SEARCH-BETA')).toEqual(['search-beta']);
    expect(await sessions('10.2.2.2')).toEqual(['search-gamma', 'search-beta']);
    expect(await sessions('nothing like this')).toEqual([]);
    // A blank query lists everything.
    expect((await conversations('  ')).length).toBe((await conversations()).length);
  });

  it('finds % and _ literally', async () => {
    const sessions = async (query: string) => (await conversations(query)).map((c) => c.session_id);
    expect(await sessions('100%')).toEqual(['search-beta']);
    expect(await sessions('%')).toEqual(['search-beta']);
    expect(await sessions('snake_case')).toEqual(['search-gamma']);
    expect(await sessions('\\')).toEqual([]);
  });

  it('lists at most 500 records', async () => {
    await t.ctx.db.insert(chatConversations).values(
      Array.from({ length: 510 }, (_, i) => ({
        created_at: new Date(Date.UTC(2024, 0, 1, 0, i)),
        user_ip: '10.9.9.9',
        session_id: `bulk-${i}`,
        user_message: 'bulk message',
        bot_response: 'bulk reply',
      })),
    );
    const list = await conversations('bulk message');
    expect(list).toHaveLength(500);
    expect(list[0]!.session_id).toBe('bulk-509');
  });

  it('refuses an over-long query with 400', async () => {
    const res = await t.app.inject({
      url: '/api/chat/conversations',
      query: { query: 'x'.repeat(201) },
      headers: await t.auth('superadmin'),
    });
    expect(res.statusCode).toBe(400);
  });
});
