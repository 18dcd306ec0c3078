import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_ROLES, type Area, ROLES, type RoleId } from '@app/contracts';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Who may call each operation of the API (DESIGN "Auth and roles"): an area of the role
 * matrix, `signed-in` for any staff member, or `public` (open to visitors; staff may see more).
 * A new route fails the first test until it is added here.
 */
const MATRIX: Record<string, Area | 'signed-in' | 'public'> = {
  'GET /api/health': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/refresh': 'signed-in',
  'GET /api/auth/user': 'signed-in',

  'GET /api/users/': 'users',
  'POST /api/users/': 'users',
  'PATCH /api/users/{id}': 'users',
  'DELETE /api/users/{id}': 'users',

  'GET /api/jobs/': 'public',
  'GET /api/jobs/{id}': 'public',
  'GET /api/jobs/manage': 'jobs',
  'POST /api/jobs/': 'jobs',
  'PATCH /api/jobs/{id}': 'jobs',
  'DELETE /api/jobs/{id}': 'jobs',
  'POST /api/jobs/{id}/publish': 'jobs',
  'POST /api/jobs/{id}/unpublish': 'jobs',
  'POST /api/jobs/{id}/archive': 'jobs',
  'GET /api/jobs/{jobId}/with-applicants': 'jobs',
  'GET /api/job-applications': 'jobs',
  'GET /api/job-applications/ids': 'jobs',
  'POST /api/jobs/applications/upload': 'public',
  'PUT /api/job-applications/{id}/status': 'jobs',
  'POST /api/job-applications/bulk-status': 'jobs',
  'POST /api/job-applications/bulk-status/undo': 'jobs',
  'PUT /api/job-applications/{id}/review': 'jobs',
  'GET /api/job-applications/{id}/documents/{documentId}': 'jobs',
  'GET /api/job-applications/{id}/status-email': 'jobs',

  'GET /api/news/': 'public',
  'GET /api/news/{id}': 'public',
  'GET /api/news/manage': 'content',
  'POST /api/news/': 'content',
  'PATCH /api/news/{id}': 'content',
  'DELETE /api/news/{id}': 'content',
  'POST /api/news/{id}/publish': 'content',
  'POST /api/news/{id}/unpublish': 'content',
  'POST /api/news/{id}/archive': 'content',
  'GET /api/projects/': 'public',
  'GET /api/projects/{id}': 'public',
  'GET /api/projects/manage': 'content',
  'POST /api/projects/': 'content',
  'PUT /api/projects/{id}': 'content',
  'DELETE /api/projects/{id}': 'content',
  'POST /api/projects/{id}/publish': 'content',
  'POST /api/projects/{id}/unpublish': 'content',
  'POST /api/projects/{id}/archive': 'content',
  // Staff who manage content or jobs; the kind's own area is checked once the body names it.
  'POST /api/preview-links/': 'signed-in',
  'GET /api/team/team-members': 'public',
  'GET /api/team/{id}': 'public',
  'GET /api/team/manage': 'content',
  'POST /api/team/': 'content',
  'PATCH /api/team/{id}': 'content',
  'DELETE /api/team/{id}': 'content',
  'POST /api/media/': 'content',
  'GET /api/media/': 'content',
  'GET /api/media/{id}': 'content',
  'PATCH /api/media/{id}': 'content',
  'DELETE /api/media/{id}': 'content',
  // The media library's files, for the public pages.
  'GET /images/{id}/{file}': 'public',
  'GET /api/testimonials/': 'public',
  'GET /api/testimonials/{id}': 'public',
  'POST /api/testimonials/': 'content',
  'PATCH /api/testimonials/{id}': 'content',
  'DELETE /api/testimonials/{id}': 'content',

  'POST /api/chat/': 'public',
  'POST /api/chat/stream': 'public',
  'POST /api/chat/lead': 'public',
  'GET /api/chat/conversations': 'chat',
  'POST /api/contact/': 'public',
  'GET /api/contact/': 'chat',
  'GET /api/contact/{id}': 'chat',
  'PATCH /api/contact/{id}': 'chat',
  'POST /api/contact/{id}/replies': 'chat',

  'GET /api/dashboard/': 'dashboard',
  'GET /api/audit/': 'audit',
  'POST /api/audit/exports': 'jobs',
  'GET /api/privacy/periods': 'public',
  'GET /api/privacy/retention': 'audit',
  'PUT /api/privacy/retention/{kind}/{id}': 'audit',
  'GET /api/privacy/people': 'audit',
  'POST /api/privacy/people/export': 'audit',
  'POST /api/privacy/people/erase': 'audit',
  'GET /api/mail-outbox/': 'audit',
  'GET /api/mail-outbox/counts': 'audit',
  'GET /api/mail-outbox/{id}': 'audit',
  'POST /api/mail-outbox/{id}/retry': 'audit',
  'GET /api/mail-settings/': 'audit',
  'PUT /api/mail-settings/': 'audit',
  'GET /api/mail-templates/': 'audit',
  'PUT /api/mail-templates/{status}/{language}': 'audit',
  'DELETE /api/mail-templates/{status}/{language}': 'audit',
};

const STAFF_ROLES = Object.values(ROLES) as RoleId[];

let t: TestApp;
let operations: string[];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );
});
afterAll(async () => t.close());

/** The operation's method, and its path with every parameter set to 1. */
function request(operation: string) {
  const [method, path] = operation.split(' ') as [string, string];
  return { method: method as 'GET', url: path.replace(/\{[^}]+\}/g, '1') };
}

const withArea = () =>
  Object.entries(MATRIX).filter((entry): entry is [string, Area] =>
    (Object.keys(AREA_ROLES) as string[]).includes(entry[1]),
  );

describe('the role matrix', () => {
  it('names every operation of the API, and only those', () => {
    expect(operations.filter((op) => !(op in MATRIX)).sort()).toEqual([]);
    expect(Object.keys(MATRIX).filter((op) => !operations.includes(op))).toEqual([]);
  });

  it('refuses a caller without a token (401) on every staff operation', async () => {
    const staffOnly = Object.entries(MATRIX).filter(([, who]) => who !== 'public');
    for (const [operation] of staffOnly) {
      const res = await t.app.inject(request(operation));
      expect([operation, res.statusCode]).toEqual([operation, 401]);
    }
  });

  it('refuses every role outside an operation’s area (403), before reading the input', async () => {
    for (const [operation, area] of withArea()) {
      for (const role of STAFF_ROLES.filter((r) => !AREA_ROLES[area].includes(r))) {
        const res = await t.app.inject({ ...request(operation), headers: await t.auth(role) });
        expect([operation, role, res.statusCode]).toEqual([operation, role, 403]);
      }
    }
  });

  it('lets every role of the area read what it may read', async () => {
    const reads = withArea().filter(([operation]) => operation.startsWith('GET '));
    for (const [operation, area] of reads) {
      for (const role of AREA_ROLES[area] as RoleId[]) {
        const res = await t.app.inject({ ...request(operation), headers: await t.auth(role) });
        expect([operation, role, [401, 403].includes(res.statusCode)]).toEqual([
          operation,
          role,
          false,
        ]);
      }
    }
  });

  it('lets visitors read the public lists and pages', async () => {
    const reads = Object.entries(MATRIX).filter(
      ([operation, who]) => who === 'public' && operation.startsWith('GET '),
    );
    for (const [operation] of reads) {
      const res = await t.app.inject(request(operation));
      expect([operation, [401, 403].includes(res.statusCode)]).toEqual([operation, false]);
    }
  });
});
