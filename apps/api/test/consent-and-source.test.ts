import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_VERSION } from '@app/contracts/site';
import { contactMessages, jobApplications } from '../src/db/schema.js';
import { applicationUploads, fields } from './application-uploads.js';
import { createJob, createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const { upload, rowCounts } = applicationUploads(() => t);

let ipCounter = 0;
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `192.0.2.${++ipCounter}` });

const applicationRow = async (id: number) =>
  (await t.ctx.db.select().from(jobApplications).where(eq(jobApplications.id, id)))[0]!;
const contactRow = async (email: string) =>
  (await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, email)))[0];

/** The consent stored now: the server's time, and the privacy policy's version. */
function expectConsentNow(row: { consent_at: Date | null; consent_version: string | null }) {
  expect(PRIVACY_POLICY_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(row.consent_version).toBe(PRIVACY_POLICY_VERSION);
  expect(Math.abs(Date.now() - row.consent_at!.getTime())).toBeLessThan(60_000);
}

describe('consent on the three forms', () => {
  it('refuses an application without the consent box, or with it unticked, and keeps nothing', async () => {
    const jobId = await createJob(t);
    const before = await rowCounts();
    for (const consent of [undefined, 'false', '']) {
      const res = await upload(fields(jobId, { consent }));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/consent: Consent is required.*privacy policy/);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('stores an application with the consent time and the policy version', async () => {
    const jobId = await createJob(t);
    const res = await upload(fields(jobId, { email: 'consent@example.com' }));
    expect(res.statusCode).toBe(201);
    expectConsentNow(await applicationRow(res.json().id));
  });

  it('refuses a contact message without consent, and stores one with it', async () => {
    const message = { name: 'Ann', email: 'contact-consent@example.com', message: 'Hello' };
    for (const consent of [undefined, false, 'true', 1]) {
      const res = await post('/api/contact', { ...message, consent });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/consent.*Consent is required/);
    }
    expect(await contactRow(message.email)).toBeUndefined();
    expect((await post('/api/contact', { ...message, consent: true })).statusCode).toBe(201);
    expectConsentNow((await contactRow(message.email))!);
  });

  it('refuses a chat lead without consent, and stores one with it', async () => {
    const lead = { sessionId: 'consent-lead', name: 'Lena', email: 'lead-consent@example.com' };
    const refused = await post('/api/chat/lead', lead);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toMatch(/consent.*Consent is required/);
    expect(await contactRow(lead.email)).toBeUndefined();
    expect((await post('/api/chat/lead', { ...lead, consent: true })).statusCode).toBe(201);
    const row = (await contactRow(lead.email))!;
    expect(row.chat_session_id).toBe('consent-lead');
    expectConsentNow(row);
  });
});

describe('the source of an application', () => {
  let jobId: number;
  beforeAll(async () => {
    jobId = await createJob(t);
  });
  const applicants = async () =>
    (
      await t.app.inject({ url: `/api/jobs/${jobId}/with-applicants`, headers: await t.auth(4) })
    ).json().applications as { id: number; source: unknown }[];

  it('stores the trimmed utm values and referrer, dropping empty ones, and lists them', async () => {
    const source = {
      utm_source: '  linkedin ',
      utm_medium: 'social',
      utm_campaign: 'spring',
      utm_term: '',
      referrer: 'https://www.linkedin.com/',
    };
    const res = await upload(fields(jobId, { source: JSON.stringify(source) }));
    expect(res.statusCode).toBe(201);
    const expected = {
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'spring',
      referrer: 'https://www.linkedin.com/',
    };
    expect((await applicationRow(res.json().id)).source).toEqual(expected);
    expect((await applicants()).find((a) => a.id === res.json().id)?.source).toEqual(expected);
  });

  it('stores no source (null) when none or only empty values are sent', async () => {
    const none = await upload(fields(jobId));
    const empty = await upload(fields(jobId, { source: JSON.stringify({ utm_source: ' ' }) }));
    expect((await applicationRow(none.json().id)).source).toBeNull();
    expect((await applicationRow(empty.json().id)).source).toBeNull();
  });

  it('refuses a source that is not JSON, has unknown keys or values too long', async () => {
    const before = await rowCounts();
    const cases: [string, RegExp][] = [
      ['{not json', /source: Must be a JSON object/],
      [JSON.stringify({ gclid: 'x' }), /source: Unrecognized key/],
      [JSON.stringify({ utm_source: 'x'.repeat(201) }), /source\.utm_source: .*200/],
      [JSON.stringify({ referrer: `https://a.example/${'x'.repeat(2048)}` }), /referrer: .*2048/],
      [JSON.stringify({ utm_medium: 5 }), /source\.utm_medium/],
    ];
    for (const [source, detail] of cases) {
      const res = await upload(fields(jobId, { source }));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(detail);
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('repeat applicants', () => {
  it('lists, for each applicant, their other applications by e-mail (any case, any job)', async () => {
    const designer = await createJob(t, { title: 'Designer' });
    const writer = await createJob(t, { title: 'Writer' });
    const earlier = await upload(fields(writer, { email: 'Repeat@Example.com' }));
    const status = await t.app.inject({
      method: 'PUT',
      url: `/api/job-applications/${earlier.json().id}/status`,
      headers: await t.auth(4),
      payload: { status: 'rejected' },
    });
    expect(status.statusCode).toBe(200);
    const later = await upload(fields(designer, { email: 'repeat@example.COM' }));
    const once = await upload(fields(designer, { email: 'once@example.com' }));

    const list = async (jobId: number) =>
      (
        await t.app.inject({ url: `/api/jobs/${jobId}/with-applicants`, headers: await t.auth(4) })
      ).json().applications as { id: number; other_applications: unknown[] }[];
    const designers = await list(designer);
    const byId = (id: number) => designers.find((a) => a.id === id)!;
    expect(byId(once.json().id).other_applications).toEqual([]);
    expect(byId(later.json().id).other_applications).toEqual([
      {
        id: earlier.json().id,
        job_id: writer,
        job_title: 'Writer',
        applied_at: expect.any(String),
        status: 'rejected',
      },
    ]);
    // And the other way round, from the earlier job's list.
    const writers = await list(writer);
    expect(writers[0]!.other_applications).toEqual([
      expect.objectContaining({ id: later.json().id, job_title: 'Designer', status: 'pending' }),
    ]);
  });
});
