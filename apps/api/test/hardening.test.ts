import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { chatConversations } from '../src/db/schema.js';
import { createLogger } from '../src/lib/logger.js';
import { LOGIN_LIMITS } from '../src/modules/auth/routes.js';
import type { ChatEngine } from '../src/modules/chat/types.js';
import { STREAM_GRACE_MS } from '../src/modules/chat/routes.js';
import { createTestApp, STAFF_PASSWORD, type TestApp } from './helpers.js';

let t: TestApp;
/** What the app logged, one parsed JSON line each. */
const logged: Record<string, unknown>[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line));
    callback();
  },
});

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    env: { CHAT_IP_MODE: 'truncated' },
    log: createLogger({ level: 'info', ipMode: 'truncated' }, logSink),
  });
});
afterAll(async () => t.close());

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

describe('text with a NUL character', () => {
  const requests = [
    { method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co', password: 'x\u0000y' } },
    {
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'A\u0000',
        email: 'a@b.co',
        subject: 'Hi',
        message: 'Hello there',
        consent: true,
      },
    },
    { method: 'POST', url: '/api/chat', payload: { message: 'hi\u0000', sessionId: 'nul-1' } },
    { method: 'POST', url: '/api/chat/stream', payload: { message: '\u0000', sessionId: 'nul-2' } },
    {
      method: 'POST',
      url: '/api/chat/lead',
      payload: { sessionId: 'nul-3', name: 'Ada\u0000', email: 'ada@example.com', consent: true },
    },
    { method: 'GET', url: '/api/projects?search=%00' },
    { method: 'GET', url: '/api/projects?technology=React%00' },
    { method: 'GET', url: '/api/projects/1%00' },
    { method: 'GET', url: '/api/news?search=a%00b' },
  ] as const;

  it.each(requests)('is refused with 400 and a detail: $method $url', async (request) => {
    const res = await t.app.inject({ ...request, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/NUL|Invalid request/);
  });

  it('is refused in a signed-in editor’s body too, before anything is stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: await t.auth(3),
      payload: { title: 'Nul\u0000title', content: '<p>x</p>', status: 'draft' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/must not contain a NUL character/);
  });
});

describe('the chat engine', () => {
  it('answers every name of Object.prototype as a word, in a message of its own or among others', async () => {
    const names = Object.getOwnPropertyNames(Object.prototype);
    expect(names).toContain('constructor');
    for (const [index, name] of names.entries()) {
      for (const message of [name, `what is your ${name} and __proto__ policy?`]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/chat',
          payload: { message, sessionId: `proto-${index}` },
          remoteAddress: nextIp(),
        });
        expect(res.statusCode, message).toBe(200);
        expect(res.json().response).toBeTypeOf('string');
      }
    }
  });
});

describe('authorisation before validation', () => {
  it('answers 401 to every signed-in call sent with no token and a wrong body', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const secured = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => method !== 'get' && operation.security?.length)
        .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{\w+\}/g, '1') })),
    );
    // The refresh and sign-out calls take their token as the bearer: they are no staff calls.
    const staffCalls = secured.filter((call) => !call.url.startsWith('/api/auth/'));
    expect(staffCalls.length).toBeGreaterThan(15);
    for (const call of staffCalls) {
      const res = await t.app.inject({
        method: call.method as 'POST',
        url: call.url,
        payload: { bogus: '\u0000', title: 12, email: 'not-an-email' },
      });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().detail).not.toMatch(/Invalid request/);
    }
  });

  it('answers 403 to a role without the right, whatever the body', async () => {
    const cases = [
      { role: 3, method: 'POST', url: '/api/users', payload: {} },
      { role: 4, method: 'POST', url: '/api/news', payload: { title: 1 } },
      { role: 3, method: 'PATCH', url: '/api/jobs/1', payload: { title: [] } },
      { role: 3, method: 'PUT', url: '/api/job-applications/1/status', payload: {} },
      { role: 4, method: 'DELETE', url: '/api/projects/1', payload: undefined },
    ] as const;
    for (const { role, ...request } of cases) {
      const res = await t.app.inject({ ...request, headers: await t.auth(role) });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(403);
    }
  });
});

describe('ids in the address', () => {
  it.each(['0x10', '1e0', '01', '+1', '1.0', '0', '-1', '99999999999', '1%20'])(
    'refuses the non-canonical id %s with 400',
    async (id) => {
      const res = await t.app.inject({ url: `/api/jobs/${id}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/Invalid request/);
    },
  );
});

describe('sign-in limits', () => {
  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('slow down guesses at one account spread over many addresses', async () => {
    const email = 'spread-target@example.com';
    await t.createUser(3, { email });
    const statuses: number[] = [];
    for (let address = 0; address < 20; address++) {
      for (let guess = 0; guess < 5; guess++) {
        statuses.push(
          (await login(email, `guess-${address}-${guess}`, `203.0.113.${address}`)).statusCode,
        );
      }
    }
    const evaluated = statuses.filter((status) => status === 401).length;
    // The first failures are answered, then one try per slot: not 100 guesses.
    expect(evaluated).toBeGreaterThanOrEqual(LOGIN_LIMITS.perAccount.max);
    expect(evaluated).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount.max + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - evaluated);
  });

  it('let the owner in with the right password in a free slot: a back-off, not a lock-out', async () => {
    const email = 'backoff-owner@example.com';
    await t.createUser(3, { email });
    for (let i = 0; i < LOGIN_LIMITS.perAccount.max; i++) {
      expect((await login(email, `wrong-${i}`, `192.0.2.${100 + (i % 2)}`)).statusCode).toBe(401);
    }
    expect((await login(email, STAFF_PASSWORD, '198.18.0.1')).statusCode).toBe(200);
    const next = await login(email, 'attacker-guess', '198.18.0.2');
    expect(next.statusCode).toBe(429);
    expect(next.json().detail).toMatch(/Try again in \d+ seconds/);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never lock a shared address out for a colleague with the right password', async () => {
    const office = '192.0.2.200';
    const colleague = 'office-colleague@example.com';
    await t.createUser(4, { email: colleague });
    // One address tries many accounts until it is past its own limit.
    for (let i = 0; i < LOGIN_LIMITS.perIp.max; i++) {
      await login(`nobody-${i}@example.com`, 'password-guess', office);
    }
    const wrong = await login('someone-else@example.com', 'password-guess', office);
    expect(wrong.statusCode).toBe(429);
    // Once failed on an account, no second guess on it from there, not even a right one.
    expect((await login('nobody-0@example.com', 'password-guess', office)).statusCode).toBe(429);
    expect((await login(colleague, STAFF_PASSWORD, office)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  const signIn = async (email: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: STAFF_PASSWORD },
        remoteAddress: nextIp(),
      })
    ).json() as { access_token: string; refresh_token: string };
  const me = (token: string) =>
    t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
  const patchUser = async (id: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: await t.auth('superadmin'),
      payload,
    });

  it('end at once on sign-out: the access token is refused, other sessions go on', async () => {
    const email = 'signs-out@example.com';
    await t.createUser(3, { email });
    const first = await signIn(email);
    const second = await signIn(email);
    expect((await me(first.access_token)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${first.refresh_token}` },
    });
    const after = await me(first.access_token);
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toMatch(/session has ended/);
    expect((await me(second.access_token)).statusCode).toBe(200);
  });

  it('end on a password change and on a role change', async () => {
    for (const change of [{ password: 'A-new-passphrase-2026' }, { role_id: 4 }]) {
      const email = `changed-${Object.keys(change)[0]}@example.com`;
      const id = await t.createUser(3, { email });
      const session = await signIn(email);
      expect((await me(session.access_token)).statusCode).toBe(200);
      expect((await patchUser(id, change)).statusCode).toBe(200);
      expect((await me(session.access_token)).statusCode, JSON.stringify(change)).toBe(401);
    }
  });

  it('signing out with the access token ends its session too', async () => {
    const email = 'access-logout@example.com';
    await t.createUser(3, { email });
    const session = await signIn(email);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect((await me(session.access_token)).statusCode).toBe(401);
  });
});

describe('answers that hold personal data or tokens', () => {
  it('are never kept by a cache', async () => {
    const admin = await t.auth('superadmin');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com', password: 'admin-password-1' },
      remoteAddress: nextIp(),
    });
    const responses = [
      login,
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { authorization: `Bearer ${login.json().refresh_token}` },
      }),
      await t.app.inject({ url: '/api/auth/user', headers: admin }),
      await t.app.inject({ url: '/api/users', headers: admin }),
      await t.app.inject({ url: '/api/contact', headers: admin }),
      await t.app.inject({ url: '/api/chat/conversations', headers: admin }),
      await t.app.inject({ url: '/api/jobs/1/with-applicants', headers: admin }),
      await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: 'hello', sessionId: 'cache-check' },
        remoteAddress: nextIp(),
      }),
    ];
    for (const res of responses) {
      expect(res.headers['cache-control'], res.raw.req.url).toBe('private, no-store');
    }
  });
});

describe('response headers', () => {
  it('switch off browser features the site does not use, on pages and files', async () => {
    for (const url of ['/', '/projects', '/robots.txt', '/media/nope.svg']) {
      const res = await t.app.inject({ url });
      expect(res.headers['permissions-policy'], url).toMatch(/camera=\(\)/);
      expect(res.headers['permissions-policy'], url).toMatch(/geolocation=\(\)/);
    }
  });

  it('ask browsers to upgrade to HTTPS only when the site is served over HTTPS', async () => {
    const plain = await t.app.inject({ url: '/robots.txt' });
    expect(plain.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://www.example.com' } });
    try {
      const res = await secure.app.inject({ url: '/robots.txt' });
      expect(res.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
    } finally {
      await secure.close();
    }
  });
});

describe('a request Node cannot read', () => {
  it('answers 431 for headers too large, in the { detail } form', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += String(chunk)));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      detail: 'The request headers are too large',
    });
  });
});

describe('addresses behind a proxy (TRUST_PROXY)', () => {
  const apps: TestApp[] = [];
  afterAll(async () => Promise.all(apps.map((app) => app.close())));

  /** The address the app recorded for a chat message sent with these. */
  async function recordedAddress(app: TestApp, remoteAddress: string, forwardedFor: string) {
    const sessionId = `proxy-${Math.random()}`;
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'hello', sessionId },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await app.ctx.db
      .select({ ip: chatConversations.user_ip })
      .from(chatConversations)
      .where(eq(chatConversations.session_id, sessionId));
    return row?.ip;
  }

  it('are read as a hop count: the right-most address the proxy added, never what the client wrote', async () => {
    const app = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    apps.push(app);
    expect(await recordedAddress(app, '10.0.0.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    const twoHops = await createTestApp({ env: { TRUST_PROXY: '2' } });
    apps.push(twoHops);
    expect(await recordedAddress(twoHops, '10.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.2')).toBe(
      '203.0.113.9',
    );
  });

  it('are read from the listed proxies only', async () => {
    const app = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8, loopback' } });
    apps.push(app);
    expect(await recordedAddress(app, '10.0.0.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await recordedAddress(app, '10.0.0.1', '203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
    // A client that is not a listed proxy is the visitor itself, whatever it writes.
    expect(await recordedAddress(app, '198.51.100.99', '6.6.6.6')).toBe('198.51.100.99');
  });

  it('are configured with clear messages', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '3' }).trustProxy).toBe(3);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 2001:db8::/32' }).trustProxy).toEqual([
      '10.0.0.1',
      '2001:db8::/32',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(
      /TRUST_PROXY: "yes" is not an address/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1/40' })).toThrow(/TRUST_PROXY/);
  });
});

describe('the logs', () => {
  it('hold a failed query’s statement and error, never its values', async () => {
    const email = 'private.person@example.com';
    await t.ctx.database.raw.exec('ALTER TABLE contact_messages RENAME TO contact_messages_away');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Private Person',
          email,
          subject: 'Secret plan',
          message: 'My cover story',
          consent: true,
        },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.ctx.database.raw.exec('ALTER TABLE contact_messages_away RENAME TO contact_messages');
    }
    const failure = logged.find((line) => line.msg === 'request failed') as {
      err: { message: string; cause: { message: string } };
    };
    expect(failure.err.message).toMatch(/^Failed query: insert into "contact_messages"/);
    expect(failure.err.cause.message).toBe('relation "contact_messages" does not exist');
    const all = JSON.stringify(logged);
    for (const secret of [email, 'Private Person', 'Secret plan', 'My cover story']) {
      expect(all).not.toContain(secret);
    }
  });

  it('hold no password, token or password hash, and addresses as CHAT_IP_MODE says', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com', password: 'admin-password-1' },
      headers: { authorization: 'Bearer some-secret-token' },
      remoteAddress: '203.0.113.77',
    });
    expect(login.statusCode).toBe(200);
    await t.app.inject({
      url: '/api/projects?search=Jane%20Applicant',
      remoteAddress: '203.0.113.78',
    });
    const all = JSON.stringify(logged);
    for (const secret of [
      'admin-password-1',
      'some-secret-token',
      login.json().access_token,
      '$argon2id',
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toContain('Jane');
    expect(all).not.toContain('203.0.113.77');
    const incoming = logged.filter(
      (line) => (line.req as { path?: string } | undefined)?.path === '/api/projects',
    );
    expect(incoming.map((line) => line.req)).toContainEqual({
      method: 'GET',
      path: '/api/projects',
      remoteAddress: '203.0.113.0',
    });
  });
});

describe('stopping the server during a streamed reply', () => {
  it('ends the stream with an event that says so, and closes', async () => {
    const app = await createTestApp();
    /** An engine that writes one piece, then waits until told to stop. */
    const slow: ChatEngine = {
      name: 'slow',
      reply: async () => ({ text: 'never', engine: 'slow' }),
      stream: (request, onToken) =>
        new Promise((_resolve, reject) => {
          onToken('Thinking');
          request.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    };
    app.ctx.chatEngine = slow;
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Tell me everything', sessionId: 'closing' }),
    });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('stream open');

    const started = Date.now();
    const closed = app.close();
    let body = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      body += new TextDecoder().decode(value);
    }
    await closed;
    expect(body).toContain('event: error');
    expect(body).toContain('The assistant is restarting');
    expect(Date.now() - started).toBeGreaterThanOrEqual(STREAM_GRACE_MS - 100);
    expect(Date.now() - started).toBeLessThan(STREAM_GRACE_MS + 3_000);
  }, 20_000);
});
