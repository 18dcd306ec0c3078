import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applicationDocuments,
  auditLog,
  jobApplications,
  newsArticles,
  projects,
  teamMembers,
  testimonials,
} from '../src/db/schema.js';
import { deleteExpiredAuditEntries } from '../src/modules/audit/retention.js';
import {
  ADMIN,
  createJob,
  createTestApp,
  rolesExcept,
  STAFF_PASSWORD,
  type TestApp,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(auditLog);
});

/** The entries recorded, newest first. */
const entries = () => t.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id));
const latest = async () => (await entries())[0]!;

const inject = async (
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: Record<string, unknown>,
  role: 1 | 2 | 3 | 4 = 2,
) => {
  const res = await t.app.inject({ method, url, payload, headers: await t.auth(role) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

/** The user behind `t.auth(role)`. */
const actorOf = async (role: 1 | 2 | 3 | 4) => {
  const res = await t.app.inject({ url: '/api/auth/user', headers: await t.auth(role) });
  return res.json() as { id: number; email: string };
};

describe('the audit trail records staff writes', () => {
  it('records a job created, updated (with the changed fields) and deleted, by whom', async () => {
    const admin = await actorOf(2);
    const id = await createJob(t);
    expect(await latest()).toMatchObject({
      action: 'create',
      entity: 'job',
      entity_id: String(id),
      actor_id: admin.id,
      actor_email: admin.email,
      changed: null,
    });

    await inject('PATCH', `/api/jobs/${id}`, {
      location: 'Baku',
      is_active: false,
      translations: { de: { title: 'Backend-Entwickler' } },
    });
    const update = await latest();
    expect(update).toMatchObject({ action: 'update', entity: 'job', entity_id: String(id) });
    expect(update.changed!.sort()).toEqual(
      ['is_active', 'location', 'translations.de.title'].sort(),
    );
    expect(update.detail).toEqual({ is_active: { from: true, to: false } });
    expect(update.ip).toBe('127.0.0.1');

    // The same values again change nothing, and nothing is recorded.
    const count = (await entries()).length;
    await inject('PATCH', `/api/jobs/${id}`, { location: 'Baku' });
    expect((await entries()).length).toBe(count);

    await inject('DELETE', `/api/jobs/${id}`);
    expect(await latest()).toMatchObject({
      action: 'delete',
      entity: 'job',
      entity_id: String(id),
    });
  });

  it('records updates and deletions of news, team members, testimonials and projects', async () => {
    const editor = await actorOf(3);
    const [news] = await t.ctx.db.select().from(newsArticles).limit(1);
    const [member] = await t.ctx.db.select().from(teamMembers).limit(1);
    const [testimonial] = await t.ctx.db.select().from(testimonials).limit(1);
    const [project] = await t.ctx.db.select().from(projects).limit(1);

    await inject('PATCH', `/api/news/${news!.id}`, { title: 'A changed title' }, 3);
    expect(await latest()).toMatchObject({
      action: 'update',
      entity: 'news',
      entity_id: String(news!.id),
      changed: ['title'],
      actor_id: editor.id,
    });
    await inject('PATCH', `/api/team/${member!.id}`, { position: 'Partner' }, 3);
    expect(await latest()).toMatchObject({ entity: 'team', changed: ['position'] });
    await inject('PATCH', `/api/testimonials/${testimonial!.id}`, { company: 'Other Co' }, 3);
    expect(await latest()).toMatchObject({ entity: 'testimonial', changed: ['company'] });

    for (const [url, entity, id] of [
      ['/api/news', 'news', news!.id],
      ['/api/team', 'team', member!.id],
      ['/api/testimonials', 'testimonial', testimonial!.id],
      ['/api/projects', 'project', project!.id],
    ] as const) {
      await inject('DELETE', `${url}/${id}`, undefined, 3);
      expect(await latest()).toMatchObject({ action: 'delete', entity, entity_id: String(id) });
    }
  });

  it('records users created, their role changed, disabled, and deleted; never a password', async () => {
    const res = await inject('POST', '/api/users', {
      first_name: 'Nora',
      last_name: 'Audit',
      email: 'nora.audit@example.com',
      password: 'a-long-password-9',
      role_id: 3,
    });
    const id = res.json().id as number;
    expect(await latest()).toMatchObject({
      action: 'create',
      entity: 'user',
      entity_id: String(id),
    });

    await inject('PATCH', `/api/users/${id}`, { role_id: 4, is_enabled: false });
    const update = await latest();
    expect(update.changed!.sort()).toEqual(['is_enabled', 'role_id']);
    expect(update.detail).toEqual({
      role_id: { from: 3, to: 4 },
      is_enabled: { from: true, to: false },
    });

    await inject('PATCH', `/api/users/${id}`, { password: 'another-password-7' });
    expect(await latest()).toMatchObject({ changed: ['password'], detail: null });

    await inject('DELETE', `/api/users/${id}`);
    expect(await latest()).toMatchObject({
      action: 'delete',
      entity: 'user',
      entity_id: String(id),
    });
    const all = JSON.stringify(await entries());
    expect(all).not.toContain('a-long-password-9');
    expect(all).not.toContain('another-password-7');
  });

  it("records an application's status change, review, document download and export", async () => {
    const recruiter = await actorOf(4);
    const jobId = await createJob(t);
    const [application] = await t.ctx.db
      .insert(jobApplications)
      .values({ job_id: jobId, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' })
      .returning();
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'audit-')), 'cv.pdf');
    await writeFile(file, '%PDF-1.4 a CV');
    const [document] = await t.ctx.db
      .insert(applicationDocuments)
      .values({
        application_id: application!.id,
        original_name: 'cv.pdf',
        storage_key: await t.ctx.storage.put(file),
        size_bytes: 13,
        mime_type: 'application/pdf',
        sha256: '0'.repeat(64),
      })
      .returning();
    const id = String(application!.id);

    await inject('PUT', `/api/job-applications/${id}/status`, { status: 'reviewing' }, 4);
    expect(await latest()).toMatchObject({
      action: 'status_change',
      entity: 'application',
      entity_id: id,
      changed: ['status'],
      detail: { status: { from: 'pending', to: 'reviewing' } },
      actor_id: recruiter.id,
    });

    await inject('PUT', `/api/job-applications/${id}/review`, { notes: 'Strong', rating: 4 }, 4);
    const review = await latest();
    expect(review).toMatchObject({ action: 'review', entity: 'application', entity_id: id });
    expect(review.changed!.sort()).toEqual(['notes', 'rating']);
    // The notes themselves are not copied into the trail.
    expect(review.detail).toBeNull();

    await inject('GET', `/api/job-applications/${id}/documents/${document!.id}`, undefined, 4);
    expect(await latest()).toMatchObject({
      action: 'document_download',
      entity: 'application',
      entity_id: id,
      detail: { document_id: document!.id },
    });

    await inject('POST', '/api/audit/exports', { job_id: jobId, count: 1 }, 4);
    expect(await latest()).toMatchObject({
      action: 'export',
      entity: 'job',
      entity_id: String(jobId),
      detail: { applicants: 1 },
    });
    // No personal data of the applicant anywhere in the trail.
    expect(JSON.stringify(await entries())).not.toMatch(/ada@example|Lovelace|Strong/);
  });

  it('records nothing for a refused write', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/jobs/999999',
      headers: await t.auth(2),
    });
    expect(res.statusCode).toBe(404);
    expect(await entries()).toEqual([]);
  });
});

describe('the audit trail records sign-ins', () => {
  const login = (email: string, password: string, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('records a failed sign-in with the address tried and without the password', async () => {
    const res = await login('Nobody@Example.com', 'secret-guess-123');
    expect(res.statusCode).toBe(401);
    const entry = await latest();
    expect(entry).toMatchObject({
      action: 'sign_in_failed',
      actor_id: null,
      detail: { email: 'nobody@example.com', reason: 'refused' },
      ip: '203.0.113.7',
    });
    expect(JSON.stringify(entry)).not.toContain('secret-guess-123');
  });

  it('records a sign-in and a sign-out of the user', async () => {
    const res = await login(ADMIN.email, ADMIN.password);
    expect(res.statusCode).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'sign_in',
      actor_id: 1,
      actor_email: ADMIN.email,
    });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${res.json().refresh_token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(await latest()).toMatchObject({ action: 'sign_out', actor_id: 1 });
  });

  it('keeps only the network of the address when CHAT_IP_MODE is truncated', async () => {
    const other = await createTestApp({ env: { CHAT_IP_MODE: 'truncated' } });
    try {
      const id = await other.createUser(3, { email: 'trunc@example.com' });
      await other.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'trunc@example.com', password: STAFF_PASSWORD },
        remoteAddress: '198.51.100.23',
      });
      const [entry] = await other.ctx.db.select().from(auditLog).where(eq(auditLog.actor_id, id));
      expect(entry).toMatchObject({ action: 'sign_in', ip: '198.51.100.0' });
    } finally {
      await other.close();
    }
  });
});

describe('the audit table', () => {
  it('refuses an UPDATE in the database', async () => {
    await createJob(t);
    const error: unknown = await t.ctx.db.execute(sql`UPDATE audit_log SET action = 'forged'`).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(String((error as { cause?: unknown } | undefined)?.cause)).toMatch(/append-only/);
    expect((await entries()).map((entry) => entry.action)).toEqual(['create']);
  });

  it('retention deletes the entries older than AUDIT_RETENTION_DAYS only', async () => {
    const day = 86_400_000;
    await t.ctx.db
      .insert(auditLog)
      .values([
        { action: 'sign_in', at: new Date(Date.now() - 400 * day) },
        { action: 'sign_in', at: new Date(Date.now() - 366 * day) },
        { action: 'sign_out', at: new Date(Date.now() - 364 * day) },
        { action: 'sign_out' },
      ]);
    expect(await deleteExpiredAuditEntries(t.ctx.db, 365)).toBe(2);
    expect((await entries()).map((entry) => entry.action)).toEqual(['sign_out', 'sign_out']);
  });

  it('AUDIT_RETENTION_DAYS defaults to 365 and must be a whole number of days', async () => {
    const { loadConfig } = await import('../src/config.js');
    expect(loadConfig({}).auditRetentionDays).toBe(365);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays).toBe(30);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: 'soon' })).toThrow(/AUDIT_RETENTION_DAYS/);
  });
});

describe('GET /api/audit', () => {
  it('answers 401 without a token and 403 for editors and recruiters, before checking filters', async () => {
    expect((await t.app.inject({ url: '/api/audit?action=nonsense' })).statusCode).toBe(401);
    for (const role of rolesExcept(1, 2)) {
      const res = await t.app.inject({
        url: '/api/audit?action=nonsense',
        headers: await t.auth(role),
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('answers 400 with a detail for a bad filter', async () => {
    for (const query of [
      'action=nonsense',
      'from=yesterday',
      'from=2026-02-01&to=2026-01-01',
      'actor_id=x',
    ]) {
      const res = await t.app.inject({ url: `/api/audit?${query}`, headers: await t.auth(2) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().detail).toBeTruthy();
    }
  });

  it('lists newest first, filtered by actor, action, entity and id, and dates, paginated', async () => {
    const admin = await actorOf(2);
    const first = await createJob(t);
    const second = await createJob(t);
    await inject('PATCH', `/api/jobs/${first}`, { location: 'Berlin' }, 1);
    await t.ctx.db
      .insert(auditLog)
      .values({ action: 'sign_in', actor_id: admin.id, at: new Date('2025-01-15T12:00:00Z') });

    const list = async (query: string, role: 1 | 2 = 1) => {
      const res = await t.app.inject({ url: `/api/audit?${query}`, headers: await t.auth(role) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        entries: { action: string; entity_id: string | null; changed: string[] | null }[];
        total: number;
      };
    };

    const all = await list('');
    expect(all.entries.map((entry) => entry.action)).toEqual([
      'update',
      'create',
      'create',
      'sign_in',
    ]);
    expect((await list('', 2)).total).toBe(4);
    expect((await list(`actor_id=${admin.id}`)).total).toBe(3);
    expect((await list('action=create')).entries.map((entry) => entry.entity_id)).toEqual([
      String(second),
      String(first),
    ]);
    const ofFirst = await list(`entity=job&entity_id=${first}`);
    expect(ofFirst.entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(ofFirst.entries[0]!.changed).toEqual(['location']);
    expect((await list('from=2025-01-15&to=2025-01-15')).entries.map((e) => e.action)).toEqual([
      'sign_in',
    ]);
    expect((await list('to=2025-01-14')).total).toBe(0);
    const page2 = await list('per_page=3&page=2');
    expect(page2).toMatchObject({ total: 4, page: 2, per_page: 3 });
    expect(page2.entries.map((entry) => entry.action)).toEqual(['sign_in']);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/audit/']?.get ?? doc.paths['/api/audit']?.get).toBeDefined();
  });
});
