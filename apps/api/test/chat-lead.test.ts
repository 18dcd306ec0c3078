import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema.js';
import { hasLeadIntent } from '../src/modules/chat/embedded/lead-intent.js';
import { CHAT_LEAD_LIMIT, LEAD_DEFAULT_MESSAGE } from '../src/modules/chat/routes.js';
import { parseEvents } from './chat-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

const ask = (message: string, sessionId: string, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { message, sessionId },
    remoteAddress: ip,
  });

/** Sends the details with the consent box ticked, unless the payload says otherwise. */
const leaveDetails = (payload: Record<string, unknown>, ip = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat/lead',
    payload: { consent: true, ...payload },
    remoteAddress: ip,
  });

/** The events of a streamed reply. */
async function streamed(message: string, sessionId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat/stream',
    payload: { message, sessionId },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(200);
  return parseEvents(res.body);
}

/** The contact messages left from a chat session. */
const leadMessages = (sessionId: string) =>
  t.ctx.db.select().from(contactMessages).where(eq(contactMessages.chat_session_id, sessionId));

const staffList = async (url: string) => {
  const res = await t.app.inject({ url, headers: await t.auth('superadmin') });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('the lead offer', () => {
  it('is made on buying intent, in each language, and not on a plain question', async () => {
    const intent = await ask(
      'Can you build us an intranet with AI search? We need a quote',
      'lead-offer-en',
    );
    expect(intent.statusCode).toBe(200);
    expect(intent.json()).toEqual({ response: expect.any(String), offer_lead: true });
    for (const [message, session] of [
      ['Wir hätten gern ein Angebot für ein Intranet', 'lead-offer-de'],
      ['Layihəmiz üçün qiymət təklifi istəyirik', 'lead-offer-az'],
    ]) {
      expect((await ask(message!, session!)).json().offer_lead).toBe(true);
    }

    const plain = await ask('Where is your office?', 'lead-offer-plain');
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({ response: expect.any(String) });
  });

  it('is made once with the reply to the fourth message of a conversation without intent', async () => {
    const session = 'lead-offer-turns';
    const offers = [];
    for (const message of [
      'Where is your office?',
      'Who is on your team?',
      'What services do you provide?',
      'Which technologies do you use?',
      'Do you have open positions?',
    ]) {
      offers.push((await ask(message, session)).json().offer_lead === true);
    }
    expect(offers).toEqual([false, false, false, true, false]);
  });

  it('comes with the done event of the stream', async () => {
    const intent = await streamed('What would a mobile app cost?', 'lead-offer-stream');
    const done = intent.find((event) => event.event === 'done');
    expect(done?.data).toMatchObject({ offer_lead: true, engine: 'embedded' });

    const plain = await streamed('Who is on your team?', 'lead-offer-stream-plain');
    const plainDone = plain.find((event) => event.event === 'done');
    expect(plainDone?.data).toMatchObject({ response: expect.any(String) });
    expect(plainDone?.data).not.toHaveProperty('offer_lead');
  });

  it('is not made again once the visitor left their details', async () => {
    const session = 'lead-offer-once';
    expect((await ask('We need a quote for an app', session)).json().offer_lead).toBe(true);
    const left = await leaveDetails({
      sessionId: session,
      name: 'Once',
      email: 'once@example.com',
    });
    expect(left.statusCode).toBe(201);
    expect((await ask('And what is the price of hosting?', session)).json()).not.toHaveProperty(
      'offer_lead',
    );
  });
});

describe('buying intent', () => {
  it('is seen in what a message asks for, however it is phrased, in each language', () => {
    for (const message of [
      'Our warehouse still runs on Excel. Could you put something better in place for us?',
      'We need a web application for our clinic. Can you build it?',
      'Could someone from your team give me a ring next week?',
      'Wir überlegen, unsere Software in die Cloud zu bringen, und suchen Unterstützung.',
      'Könnte mich jemand aus Ihrem Team kontaktieren?',
      'Bizim klinika üçün rezervasiya sistemi düzəldə bilərsiniz?',
      'komandanızdan kimsə mənə zəng etsin, sayt məsələsi var',
    ]) {
      expect(hasLeadIntent(message), message).toBe(true);
    }
  });

  it('is not seen in a plain question or a job seeker’s', () => {
    for (const message of [
      'Which languages can Intrahub AI search in, and who is in charge of it?',
      'Who designed the SlotWise app?',
      'I want to apply for the QA job, can you call me?',
      'Ich möchte mich bewerben, könnt ihr mich anrufen?',
      'Where is your office?',
    ]) {
      expect(hasLeadIntent(message), message).toBe(false);
    }
  });
});

describe('POST /api/chat/lead', () => {
  it('creates a contact message linked to the session, seen by staff in both lists', async () => {
    const session = 'lead-session-1';
    await ask('Can you build us an intranet? We need a quote', session, '203.0.113.9');
    const res = await leaveDetails(
      {
        sessionId: session,
        name: '  Lena Fischer ',
        email: 'lena@example.com',
        message: 'Please call after 3 pm.',
      },
      '203.0.113.9',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: expect.stringMatching(/get in touch/) });

    const rows = await leadMessages(session);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Lena Fischer',
      email: 'lena@example.com',
      message: 'Please call after 3 pm.',
      ip: '203.0.113.9',
    });

    const contacts = (await staffList('/api/contact')).items;
    expect(contacts[0]).toMatchObject({
      id: rows[0]!.id,
      name: 'Lena Fischer',
      email: 'lena@example.com',
      message: 'Please call after 3 pm.',
      created_at: expect.any(String),
      chat_session_id: session,
      is_lead: true,
    });

    const exchanges = await staffList(`/api/chat/conversations?query=${session}`);
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({
      session_id: session,
      engine: 'embedded',
      lead: { name: 'Lena Fischer', email: 'lena@example.com', created_at: expect.any(String) },
    });
    // Staff find the session by the visitor's name or e-mail too.
    const byEmail = await staffList('/api/chat/conversations?query=LENA@example');
    expect(byEmail.map((c: { session_id: string }) => c.session_id)).toEqual([session]);
    // Other sessions have no lead.
    const others = await staffList('/api/chat/conversations?query=lead-offer-plain');
    expect(others[0].lead).toBeNull();
  });

  it('writes a default message when no note is given', async () => {
    const res = await leaveDetails({
      sessionId: 'lead-session-2',
      name: 'Aysel',
      email: 'aysel@example.com',
      message: '   ',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await leadMessages('lead-session-2');
    expect(row!.message).toBe(LEAD_DEFAULT_MESSAGE);
    expect(LEAD_DEFAULT_MESSAGE).toBe('Asked for contact from the chat assistant');
  });

  it('refuses a bad e-mail, a missing name or session with 400, and stores nothing', async () => {
    const bad = await leaveDetails({ sessionId: 'lead-bad', name: 'X', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/email/);
    const noName = await leaveDetails({ sessionId: 'lead-bad', name: ' ', email: 'x@example.com' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().detail).toMatch(/name/i);
    const noSession = await leaveDetails({ name: 'X', email: 'x@example.com' });
    expect(noSession.statusCode).toBe(400);
    expect(noSession.json().detail).toMatch(/sessionId/);
    expect(await leadMessages('lead-bad')).toHaveLength(0);
  });

  it('answers a filled-in honeypot like a success and stores nothing', async () => {
    const res = await leaveDetails({
      sessionId: 'lead-honeypot',
      name: 'Bot',
      email: 'bot@example.com',
      website: 'http://spam.example.com',
    });
    expect(res.statusCode).toBe(201);
    expect(await leadMessages('lead-honeypot')).toHaveLength(0);
  });

  it(`answers 429 after ${CHAT_LEAD_LIMIT.max} from one address`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < CHAT_LEAD_LIMIT.max; i++) {
      const res = await leaveDetails(
        { sessionId: `lead-limit-${i}`, name: 'Many', email: 'many@example.com' },
        ip,
      );
      expect(res.statusCode).toBe(201);
    }
    const blocked = await leaveDetails(
      { sessionId: 'lead-limit-x', name: 'Many', email: 'many@example.com' },
      ip,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/Too many/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
