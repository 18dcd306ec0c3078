import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, contactMessages } from '../src/db/schema.js';
import { ConfigError, loadConfig } from '../src/config.js';
import { startRetentionJob } from '../src/lib/retention.js';
import { deleteExpiredConversations } from '../src/modules/chat/retention.js';
import { visitorIp } from '../src/lib/visitor-ip.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { CHAT_MESSAGES_PER_MINUTE: '10', CHAT_SESSIONS_PER_DAY: '2', CHAT_IP_MODE: 'truncated' },
  });
});
afterAll(async () => t.close());

const send = (message: string, sessionId: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { message, sessionId },
    remoteAddress: ip,
  });

const recorded = (sessionId: string) =>
  t.ctx.db.select().from(chatConversations).where(eq(chatConversations.session_id, sessionId));

describe('the chat settings', () => {
  it('default to 20 messages a minute, 30 conversations a day, full addresses and 180 days', () => {
    expect(loadConfig({}).chat).toEqual({
      messagesPerMinute: 20,
      sessionsPerDay: 30,
      ipMode: 'full',
      retentionDays: 180,
    });
  });

  it('refuse bad values with a clear message', () => {
    const bad = {
      CHAT_MESSAGES_PER_MINUTE: '0',
      CHAT_SESSIONS_PER_DAY: 'many',
      CHAT_IP_MODE: 'partial',
      CHAT_RETENTION_DAYS: '1.5',
    };
    expect(() => loadConfig(bad)).toThrow(ConfigError);
    try {
      loadConfig(bad);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('CHAT_MESSAGES_PER_MINUTE: must be at least 1 message');
      expect(message).toContain('CHAT_SESSIONS_PER_DAY: must be a number');
      expect(message).toContain('CHAT_IP_MODE: must be one of full, truncated, none');
      expect(message).toContain('CHAT_RETENTION_DAYS: must be a whole number of days');
    }
  });
});

describe('the abuse limits', () => {
  it('follow CHAT_MESSAGES_PER_MINUTE per address', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 10; i++) expect((await send('hi', 'minute-a', ip)).statusCode).toBe(200);
    const blocked = await send('hi', 'minute-a', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe('Too many messages. Please wait a moment and try again.');
  });

  it('refuse a new conversation over CHAT_SESSIONS_PER_DAY from one address with 429', async () => {
    const ip = '192.0.2.20';
    expect((await send('hi', 'day-1', ip)).statusCode).toBe(200);
    expect((await send('hi', 'day-2', ip)).statusCode).toBe(200);
    // The conversations already begun go on.
    expect((await send('and more', 'day-1', ip)).statusCode).toBe(200);

    const third = await send('hi', 'day-3', ip);
    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toBe(
      'Too many conversations from this address today. Please try again tomorrow.',
    );
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(60 * 60);
    // Refused again on its next message, and never recorded.
    expect((await send('still me', 'day-3', ip)).statusCode).toBe(429);
    expect(await recorded('day-3')).toHaveLength(0);

    // The streaming route shares the limit: refused before the stream opens.
    const stream = await t.app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      payload: { message: 'hi', sessionId: 'day-4' },
      remoteAddress: ip,
    });
    expect(stream.statusCode).toBe(429);
    expect(stream.json().detail).toMatch(/Too many conversations/);

    // Another address may start its own.
    expect((await send('hi', 'day-3', '192.0.2.21')).statusCode).toBe(200);
  });
});

describe('CHAT_IP_MODE', () => {
  it('keeps the /24 of an IPv4 and the /48 of an IPv6 address when truncated', async () => {
    expect((await send('hi', 'ip-truncated-4', '203.0.113.77')).statusCode).toBe(200);
    expect((await recorded('ip-truncated-4'))[0]!.user_ip).toBe('203.0.113.0');
    expect((await send('hi', 'ip-truncated-6', '2001:db8:abcd:12::1')).statusCode).toBe(200);
    expect((await recorded('ip-truncated-6'))[0]!.user_ip).toBe('2001:db8:abcd::');

    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/chat/lead',
      payload: {
        sessionId: 'ip-truncated-4',
        name: 'Ana',
        email: 'ana@example.com',
        consent: true,
      },
      remoteAddress: '203.0.113.77',
    });
    expect(lead.statusCode).toBe(201);
    const [contact] = await t.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.chat_session_id, 'ip-truncated-4'));
    expect(contact!.ip).toBe('203.0.113.0');
  });

  it('stores the whole address when full and nothing when none', async () => {
    for (const [mode, expected] of [
      ['full', '198.51.100.23'],
      ['none', null],
    ] as const) {
      const other = await createTestApp({ env: { CHAT_IP_MODE: mode } });
      try {
        const res = await other.app.inject({
          method: 'POST',
          url: '/api/chat',
          payload: { message: 'hi', sessionId: `ip-${mode}` },
          remoteAddress: '198.51.100.23',
        });
        expect(res.statusCode).toBe(200);
        const [row] = await other.ctx.db
          .select()
          .from(chatConversations)
          .where(eq(chatConversations.session_id, `ip-${mode}`));
        expect(row!.user_ip).toBe(expected);
      } finally {
        await other.close();
      }
    }
  });

  it('reads every form of address', () => {
    expect(visitorIp('203.0.113.77', 'full')).toBe('203.0.113.77');
    expect(visitorIp('203.0.113.77', 'none')).toBeNull();
    expect(visitorIp('::ffff:203.0.113.77', 'truncated')).toBe('203.0.113.0');
    expect(visitorIp('::1', 'truncated')).toBe('0:0:0::');
    expect(visitorIp('2001:db8::', 'truncated')).toBe('2001:db8:0::');
    expect(visitorIp('fe80::1%eth0', 'truncated')).toBe('fe80:0:0::');
    expect(visitorIp('not an address', 'truncated')).toBeNull();
    expect(visitorIp(undefined, 'full')).toBeNull();
  });
});

describe('CHAT_RETENTION_DAYS', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const now = new Date(Date.UTC(2025, 5, 1, 12));
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  it('deletes only the exchanges older than the retention, and never contact messages', async () => {
    await t.ctx.db.insert(chatConversations).values(
      [181, 180.5, 179, 1].map((days, i) => ({
        created_at: ago(days),
        user_ip: null,
        session_id: `retention-${i}`,
        user_message: `${days} days ago`,
        bot_response: 'reply',
      })),
    );
    await t.ctx.db.insert(contactMessages).values({
      name: 'Old lead',
      email: 'old@example.com',
      message: 'From the chat',
      chat_session_id: 'retention-0',
      created_at: ago(400),
    });

    expect(await deleteExpiredConversations(t.ctx.db, 180, now)).toBe(2);
    const left = await t.ctx.db.select().from(chatConversations);
    const messages = left.map((row) => row.user_message);
    expect(messages).toContain('179 days ago');
    expect(messages).toContain('1 days ago');
    expect(messages).not.toContain('181 days ago');
    expect(messages).not.toContain('180.5 days ago');
    expect(
      await t.ctx.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.chat_session_id, 'retention-0')),
    ).toHaveLength(1);
    expect(await deleteExpiredConversations(t.ctx.db, 180, now)).toBe(0);
  });

  it('runs at start-up and then on a timer that does not keep the process alive', async () => {
    await t.ctx.db.insert(chatConversations).values({
      created_at: new Date(Date.now() - 10 * DAY),
      user_ip: null,
      session_id: 'retention-job',
      user_message: 'ten days ago',
      bot_response: 'reply',
    });
    const logged: string[] = [];
    const job = startRetentionJob({
      items: 'chat exchange(s)',
      retentionDays: 7,
      deleteExpired: (days) => deleteExpiredConversations(t.ctx.db, days),
      log: { info: (message) => logged.push(message), error: () => {} },
      intervalMs: 60_000,
    });
    await job.firstRun;
    job.stop();
    expect(await recorded('retention-job')).toHaveLength(0);
    expect(logged.join('\n')).toMatch(/Deleted \d+ chat exchange\(s\) older than 7 days/);
  });
});
