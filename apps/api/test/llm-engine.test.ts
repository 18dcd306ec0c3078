import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatConversations } from '../src/db/schema.js';
import { createEmbeddedEngine } from '../src/modules/chat/embedded/engine.js';
import type { ChatEngine } from '../src/modules/chat/types.js';
import { estimateTokens } from '../src/modules/chat/llm/client.js';
import { tokenBudgetKey } from '../src/modules/chat/llm/token-budget.js';
import { parseEvents, type StreamEvent, withEngine } from './chat-helpers.js';
import { type FakeOpenAi, startFakeOpenAi } from './fake-openai.js';
import { createTestApp, type TestApp } from './helpers.js';

const TIMEOUT_MS = 1000;

let fake: FakeOpenAi;
let t: TestApp;
let sessions = 0;
/** A session of its own for each exchange, so no test sees another's history. */
const newSession = () => `llm-session-${++sessions}`;

const llmEnv = (fakeServer: FakeOpenAi, extra: NodeJS.ProcessEnv = {}) => ({
  LLM_BASE_URL: fakeServer.baseUrl,
  LLM_MODEL: 'veltrix-test-model',
  LLM_API_KEY: 'sk-test-key',
  LLM_TIMEOUT_MS: String(TIMEOUT_MS),
  LLM_MAX_OUTPUT_TOKENS: '321',
  ...extra,
});

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ seed: true, env: llmEnv(fake) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  fake.requests.length = 0;
});

let visitors = 0;
/** Each exchange from an address of its own, so the per-address limit never gets in the way. */
const send = (message: string, sessionId: string, url = '/api/chat') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: { message, sessionId },
    remoteAddress: `198.51.${Math.floor(++visitors / 250)}.${visitors % 250}`,
  });

const recorded = (sessionId: string) =>
  t.ctx.db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.session_id, sessionId))
    .orderBy(chatConversations.id);

/** What the embedded engine alone answers a first message. */
const embeddedAnswer = async (message: string) =>
  (await createEmbeddedEngine(t.ctx.db).reply({ message, sessionId: 'x', history: [] })).text;

describe('the LLM engine', () => {
  it('asks with the model, the output cap, the key, the retrieved passages and the session history', async () => {
    const sessionId = newSession();
    fake.answer({
      kind: 'stream',
      tokens: ['Intrahub AI is our ', 'AI intranet. See ', '[Intrahub AI](/project/2).'],
    });
    const first = await send('Tell me about Intrahub AI', sessionId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      response: 'Intrahub AI is our AI intranet. See [Intrahub AI](/project/2).',
    });

    fake.answer({ kind: 'stream', tokens: ['It runs on ', 'your documents.'] });
    const second = await send('Which technologies does it use?', sessionId);
    expect(second.json()).toEqual({ response: 'It runs on your documents.' });

    expect(fake.requests).toHaveLength(2);
    const [, request] = fake.requests;
    expect(request!.headers.authorization).toBe('Bearer sk-test-key');
    expect(request!.headers['content-type']).toMatch(/application\/json/);
    expect(request!.body).toMatchObject({
      model: 'veltrix-test-model',
      max_tokens: 321,
      stream: true,
      stream_options: { include_usage: true },
    });
    const { messages } = request!.body;
    // The system prompt, the earlier turn (as the model wrote it), then the new message.
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[1]!.content).toBe('Tell me about Intrahub AI');
    expect(messages[2]!.content).toBe(
      'Intrahub AI is our AI intranet. See [Intrahub AI](/project/2).',
    );
    expect(messages[3]!.content).toBe('Which technologies does it use?');

    const system = messages[0]!.content;
    // Its rules, the company's facts and the passage retrieved for the follow-up.
    expect(system).toMatch(/Answer only from the company facts and the website passages/);
    expect(system).toMatch(/Never invent anything/);
    expect(system).toMatch(/not a general-purpose chatbot/);
    expect(system).toMatch(/Write in English/);
    expect(system).toMatch(/\[Title\]\(\/path\)/);
    expect(system).toContain('Bay Square Building 7, Business Bay, Dubai');
    expect(system).toMatch(/\[\d+\] \[Intrahub AI\]\(\/project\/\d+\): Intrahub AI is/);

    const rows = await recorded(sessionId);
    expect(rows.map((row) => row.engine)).toEqual(['llm', 'llm']);
    expect(rows[1]!.bot_response).toBe('It runs on your documents.');
  });

  it("tells the model the visitor's language and gives it the passages in that language", async () => {
    fake.answer({ kind: 'stream', tokens: ['Unser Büro ist in Dubai.'] });
    const res = await send('Wo befindet sich Ihr Büro?', newSession());
    expect(res.json()).toEqual({ response: 'Unser Büro ist in Dubai.' });
    const system = fake.requests[0]!.body.messages[0]!.content;
    expect(system).toMatch(/Write in German/);
    expect(system).toContain('Sie erreichen Veltrix Consulting in unserem Büro');
    expect(system).toContain('[Kontaktformular](/#contact)');
  });

  it('streams the pieces to the caller in order and answers the whole reply', async () => {
    const tokens = ['Our ', 'office ', 'is ', 'in ', 'Business ', 'Bay, ', 'Dubai.'];
    fake.answer({ kind: 'stream', tokens, delayMs: 20 });
    const seen: string[] = [];
    const reply = await t.ctx.chatEngine.stream!(
      { message: 'Where is your office?', sessionId: newSession(), history: [] },
      (text) => seen.push(text),
    );
    expect(seen).toEqual(tokens);
    expect(reply).toEqual({ text: tokens.join(''), engine: 'llm' });
  });

  it('reads an endpoint that answers the whole completion at once', async () => {
    fake.answer({ kind: 'json', content: 'Our office is in Dubai.' });
    const res = await send('Where is your office?', newSession());
    expect(res.json()).toEqual({ response: 'Our office is in Dubai.' });
  });
});

describe('the fall-back to the embedded engine', () => {
  const failures = [
    ['a 500 answer', { kind: 'status', status: 500 }],
    ['a 401 answer (a wrong key)', { kind: 'status', status: 401 }],
    ['a malformed stream', { kind: 'malformed' }],
    ['an empty answer', { kind: 'stream', tokens: ['', '  '] }],
  ] as const;

  it.each(failures)('answers in its place after %s, and records that it did', async (_, answer) => {
    fake.answer(answer);
    const sessionId = newSession();
    const res = await send('Where is your office?', sessionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ response: await embeddedAnswer('Where is your office?') });
    expect(fake.requests).toHaveLength(1);
    const rows = await recorded(sessionId);
    expect(rows.map((row) => row.engine)).toEqual(['embedded']);
  });

  it('answers in its place when the LLM stays silent past the timeout', async () => {
    fake.answer({ kind: 'hang' });
    const sessionId = newSession();
    const started = Date.now();
    const res = await send('Where is your office?', sessionId);
    const elapsed = Date.now() - started;
    expect(res.json()).toEqual({ response: await embeddedAnswer('Where is your office?') });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 5_000);
    expect(fake.requests).toHaveLength(1);
    // The abandoned request was closed, not left open.
    await expect.poll(() => fake.requests[0]!.closedEarly).toBe(true);
    expect((await recorded(sessionId)).map((row) => row.engine)).toEqual(['embedded']);
  });

  it('answers in its place when the LLM stops half-way through a stream', async () => {
    fake.answer({
      kind: 'stream',
      tokens: ['Our office', ' is in', ' Dubai'],
      delayMs: TIMEOUT_MS * 3,
    });
    const sessionId = newSession();
    const res = await send('Where is your office?', sessionId, '/api/chat/stream');
    // The first piece went out; the whole reply that replaces it is the embedded engine's.
    expect(parseEvents(res.body)).toEqual([
      { event: 'token', data: { text: 'Our office' } },
      {
        event: 'done',
        data: { response: await embeddedAnswer('Where is your office?'), engine: 'embedded' },
      },
    ]);
    expect((await recorded(sessionId)).map((row) => row.engine)).toEqual(['embedded']);
  });

  it('answers in its place when the endpoint cannot be reached', async () => {
    const unreachable = await startFakeOpenAi();
    await unreachable.close();
    const other = await createTestApp({ seed: true, env: llmEnv(unreachable) });
    try {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: 'Where is your office?', sessionId: 'unreachable' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().response).toContain('Dubai');
      const [row] = await other.ctx.db.select().from(chatConversations);
      expect(row!.engine).toBe('embedded');
    } finally {
      await other.close();
    }
  });
});

describe('the daily token budget', () => {
  let budgeted: TestApp;
  beforeAll(async () => {
    budgeted = await createTestApp({
      seed: true,
      env: llmEnv(fake, { LLM_DAILY_TOKEN_BUDGET: '1000' }),
    });
  });
  afterAll(async () => budgeted.close());

  const ask = (sessionId: string) =>
    budgeted.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Where is your office?', sessionId },
    });
  const usedToday = async () => (await budgeted.ctx.limiter.peek(tokenBudgetKey(new Date()))).count;

  it("counts the endpoint's usage, and once the budget is spent the LLM is not asked again", async () => {
    const usage = { prompt_tokens: 550, completion_tokens: 50, total_tokens: 600 };
    fake.answer({ kind: 'stream', tokens: ['Our office is in Dubai.'], usage });
    const engines: string[] = [];
    for (let i = 0; i < 4; i++) {
      const sessionId = `budget-${i}`;
      expect((await ask(sessionId)).statusCode).toBe(200);
      const [row] = await budgeted.ctx.db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.session_id, sessionId));
      engines.push(row!.engine);
    }
    // 600 tokens, then 1200: past the budget of 1000, the embedded engine answers alone.
    expect(engines).toEqual(['llm', 'llm', 'embedded', 'embedded']);
    expect(fake.requests).toHaveLength(2);
    expect(await usedToday()).toBe(1200);
  });

  it('estimates the tokens (characters / 4) when the endpoint does not count them', async () => {
    await budgeted.ctx.limiter.reset(tokenBudgetKey(new Date()));
    fake.answer({ kind: 'stream', tokens: ['Our office ', 'is in Dubai.'] });
    await ask('budget-estimate');
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!.body.messages.reduce((sum, m) => sum + m.content.length, 0);
    expect(await usedToday()).toBe(estimateTokens(sent + 'Our office is in Dubai.'.length));
  });
});

describe('POST /api/chat/stream', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('delivers the tokens over a real socket in order, as they are written, then done', async () => {
    const tokens = ['Our ', 'office ', 'is ', 'in ', 'Dubai. ', '[Contact form](/#contact)'];
    const delayMs = 120;
    fake.answer({ kind: 'stream', tokens, delayMs });
    const sessionId = newSession();
    const response = await fetch(`${base}/api/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Where is your office?', sessionId }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('content-encoding')).toBeNull();

    const arrivals: { event: StreamEvent; at: number }[] = [];
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const part of response.body!) {
      buffer += decoder.decode(part, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop()!;
      for (const event of parseEvents(blocks.join('\n\n'))) {
        arrivals.push({ event, at: Date.now() });
      }
    }
    const events = arrivals.map((arrival) => arrival.event);
    expect(events).toEqual([
      ...tokens.map((text) => ({ event: 'token', data: { text } })),
      { event: 'done', data: { response: tokens.join(''), engine: 'llm' } },
    ]);
    // Each token was passed on as it came, not held back until the end.
    const firstToken = arrivals[0]!.at;
    const done = arrivals.at(-1)!.at;
    expect(done - firstToken).toBeGreaterThanOrEqual((tokens.length - 1) * delayMs * 0.8);
    expect((await recorded(sessionId)).map((row) => row.bot_response)).toEqual([tokens.join('')]);
  });

  it('stops the LLM request when the visitor closes the stream, and records nothing', async () => {
    fake.answer({
      kind: 'stream',
      tokens: ['One ', 'two ', 'three ', 'four ', 'five'],
      delayMs: 150,
    });
    const sessionId = newSession();
    // A plain request without a keep-alive agent: the visitor's browser closes its connection.
    const request = http.request(`${base}/api/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      agent: false,
    });
    request.end(JSON.stringify({ message: 'Where is your office?', sessionId }));
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      request.on('response', resolve),
    );
    expect(response.statusCode).toBe(200);
    let received = '';
    for await (const part of response) {
      received += String(part);
      if (received.includes('event: token')) break;
    }
    request.destroy();
    await expect.poll(() => fake.requests[0]?.closedEarly, { timeout: 5_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await recorded(sessionId)).toEqual([]);
  });

  it('streams the embedded reply as one token', async () => {
    const embedded = createEmbeddedEngine(t.ctx.db);
    const res = await withEngine(t, embedded, () =>
      send('Where is your office?', newSession(), '/api/chat/stream'),
    );
    const response = await embeddedAnswer('Where is your office?');
    expect(parseEvents(res.body)).toEqual([
      { event: 'token', data: { text: response } },
      { event: 'done', data: { response, engine: 'embedded' } },
    ]);
  });

  it('sends an error event when no engine can answer, and records nothing', async () => {
    const broken: ChatEngine = {
      name: 'broken',
      reply: async () => {
        throw new Error('model unreachable');
      },
    };
    const sessionId = newSession();
    const res = await withEngine(t, broken, () => send('Hello', sessionId, '/api/chat/stream'));
    expect(res.statusCode).toBe(200);
    expect(parseEvents(res.body)).toEqual([
      {
        event: 'error',
        data: { detail: 'The assistant is not available right now. Please try again in a moment.' },
      },
    ]);
    expect(res.body).not.toMatch(/model unreachable/);
    expect(await recorded(sessionId)).toEqual([]);
  });

  it('validates like POST /api/chat, answering JSON before any stream', async () => {
    const blank = await send('   ', newSession(), '/api/chat/stream');
    expect(blank.statusCode).toBe(400);
    expect(blank.headers['content-type']).toMatch(/application\/json/);
    expect(blank.json().detail).toMatch(/message/i);
    const long = await send('a'.repeat(1001), newSession(), '/api/chat/stream');
    expect(long.statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('shares the per-session limit with POST /api/chat', async () => {
    const sessionId = newSession();
    fake.answer({ kind: 'stream', tokens: ['Hi.'] });
    for (let i = 0; i < 20; i++) {
      const url = i % 2 === 0 ? '/api/chat' : '/api/chat/stream';
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { message: 'hi', sessionId },
        remoteAddress: `192.0.2.${i + 1}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await send('hi', sessionId, '/api/chat/stream');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/Too many messages/);
  });

  it('is documented in the OpenAPI document as an event stream', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const operation = doc.paths['/api/chat/stream'].post;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/event-stream']);
    expect(operation.requestBody.content['application/json'].schema.required).toEqual([
      'message',
      'sessionId',
    ]);
  });
});
