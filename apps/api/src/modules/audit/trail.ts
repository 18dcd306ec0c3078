import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditAction, AuditEntity } from '@app/contracts';
import type { Db } from '../../db/client.js';
import {
  contactMessages,
  jobApplications,
  jobs,
  mailOutbox,
  media,
  newsArticles,
  projects,
  refreshTokens,
  teamMembers,
  testimonials,
  users,
} from '../../db/schema.js';
import type { Api } from '../../lib/route-types.js';
import { usersRepository } from '../users/repository.js';
import { record } from './record.js';

type Row = Record<string, unknown>;
/** A table with an integer `id` column. */
type Table = PgTable & { id: Parameters<typeof eq>[0] };

/** What a staff route writes: the action, the kind of item and where its rows are. */
type Rule = { action: AuditAction; entity: AuditEntity; table: Table; diff?: boolean };

/** The staff's content and users: `POST /`, `PATCH|PUT /:id`, `DELETE /:id` under each prefix. */
const ITEMS: [prefix: string, entity: AuditEntity, table: Table][] = [
  ['/api/jobs', 'job', jobs],
  ['/api/news', 'news', newsArticles],
  ['/api/team', 'team', teamMembers],
  ['/api/projects', 'project', projects],
  ['/api/testimonials', 'testimonial', testimonials],
  ['/api/users', 'user', users],
];

/** The kinds that have drafts: `POST /:id/publish|unpublish|archive` under each prefix. */
const PUBLISHABLE = ITEMS.filter(([, entity]) => ['job', 'news', 'project'].includes(entity));

/** The audited routes, by `METHOD url` as Fastify names them. */
const RULES = new Map<string, Rule>([
  ...ITEMS.flatMap(([prefix, entity, table]): [string, Rule][] => [
    [`POST ${prefix}`, { action: 'create', entity, table }],
    [`PATCH ${prefix}/:id`, { action: 'update', entity, table, diff: true }],
    [`PUT ${prefix}/:id`, { action: 'update', entity, table, diff: true }],
    [`DELETE ${prefix}/:id`, { action: 'delete', entity, table }],
  ]),
  // The publication actions of articles, jobs and projects (the changed fields in the entry).
  ...PUBLISHABLE.flatMap(([prefix, entity, table]): [string, Rule][] => [
    [`POST ${prefix}/:id/publish`, { action: 'publish', entity, table, diff: true }],
    [`POST ${prefix}/:id/unpublish`, { action: 'unpublish', entity, table, diff: true }],
    [`POST ${prefix}/:id/archive`, { action: 'archive', entity, table, diff: true }],
  ]),
  [
    'PUT /api/job-applications/:id/status',
    { action: 'status_change', entity: 'application', table: jobApplications, diff: true },
  ],
  // A bulk change and its undo: one entry each, with the count and the ids (no row id, no diff).
  [
    'POST /api/job-applications/bulk-status',
    { action: 'bulk_status_change', entity: 'application', table: jobApplications },
  ],
  [
    'POST /api/job-applications/bulk-status/undo',
    { action: 'bulk_status_undo', entity: 'application', table: jobApplications },
  ],
  [
    'PUT /api/job-applications/:id/review',
    { action: 'review', entity: 'application', table: jobApplications, diff: true },
  ],
  [
    'GET /api/job-applications/:id/documents/:documentId',
    { action: 'document_download', entity: 'application', table: jobApplications },
  ],
  [
    'PATCH /api/contact/:id',
    { action: 'update', entity: 'contact_message', table: contactMessages, diff: true },
  ],
  [
    'POST /api/contact/:id/replies',
    { action: 'reply', entity: 'contact_message', table: contactMessages },
  ],
  // The media library: an upload, a change of its alternative texts, a delete.
  ['POST /api/media', { action: 'create', entity: 'media', table: media }],
  ['PATCH /api/media/:id', { action: 'update', entity: 'media', table: media, diff: true }],
  ['DELETE /api/media/:id', { action: 'delete', entity: 'media', table: media }],
  ['POST /api/mail-outbox/:id/retry', { action: 'mail_retry', entity: 'mail', table: mailOutbox }],
  // The settings have no row id: the entry says they were changed (no diff; table unused).
  ['PUT /api/mail-settings', { action: 'update', entity: 'mail_settings', table: mailOutbox }],
  // A template is known by its status and language (no row id: no diff; table unused).
  [
    'PUT /api/mail-templates/:status/:language',
    { action: 'update', entity: 'mail_template', table: mailOutbox },
  ],
  [
    'DELETE /api/mail-templates/:status/:language',
    { action: 'delete', entity: 'mail_template', table: mailOutbox },
  ],
]);

/** Columns that change on every write, or that stand for the write itself. */
const NOT_FIELDS = new Set([
  'id',
  'created_at',
  'updated_at',
  'reviewed_at',
  'reviewed_by',
  'status_changed_at',
]);
/** Renamed to what the API calls them. */
const FIELD_NAMES: Record<string, string> = { password_hash: 'password' };
/** Fields whose old and new values go in `detail` (the staff's own settings, no personal data). */
const TRACKED_VALUES = ['status', 'role_id', 'is_enabled', 'is_active', 'publication'];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isObject = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields that differ between two rows; in the translations, each language's field
 * (`translations.de.title`).
 */
export function changedFields(before: Row, after: Row): string[] {
  const changed: string[] = [];
  for (const key of Object.keys(after)) {
    if (NOT_FIELDS.has(key) || same(before[key], after[key])) continue;
    const [old, now] = [before[key], after[key]];
    if (key === 'translations' && isObject(old) && isObject(now)) {
      for (const lang of new Set([...Object.keys(old), ...Object.keys(now)])) {
        const [a, b] = [(old[lang] ?? {}) as Row, (now[lang] ?? {}) as Row];
        for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
          if (!same(a[field], b[field])) changed.push(`translations.${lang}.${field}`);
        }
      }
    } else {
      changed.push(FIELD_NAMES[key] ?? key);
    }
  }
  return changed;
}

async function rowOf(db: Db, table: Table, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return row as Row | undefined;
}

const ruleOf = (request: FastifyRequest) =>
  RULES.get(`${request.method} ${request.routeOptions.url?.replace(/\/$/, '')}`);

const routeId = (request: FastifyRequest) => (request.params as { id?: number } | undefined)?.id;

/** The key of an item named by its status and language (a mail template): `accepted/de`. */
function routeKey(request: FastifyRequest) {
  const params = request.params as { status?: string; language?: string } | undefined;
  return params?.status && params.language ? `${params.status}/${params.language}` : undefined;
}

/** The id of the item a create answered with. */
function createdId(payload: unknown): number | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    const id = (JSON.parse(payload) as { id?: unknown }).id;
    return typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A bulk status change: how many, their ids, the status and whether e-mails went; its undo:
 * how many got their status back, their ids, those skipped and the e-mails withdrawn.
 */
function bulkDetail(request: FastifyRequest, payload: unknown): Record<string, unknown> {
  if (request.routeOptions.url?.endsWith('/undo')) {
    const answer = parsed(payload) as {
      applications?: { id: number }[];
      skipped?: number[];
      emails_withdrawn?: number;
    };
    const ids = (answer.applications ?? []).map((application) => application.id);
    return {
      count: ids.length,
      ids,
      skipped: answer.skipped ?? [],
      emails_withdrawn: answer.emails_withdrawn ?? 0,
    };
  }
  const {
    ids = [],
    status,
    send_email,
  } = (request.body ?? {}) as {
    ids?: number[];
    status?: string;
    send_email?: boolean;
  };
  return { count: ids.length, ids, status, email_sent: send_email === true };
}

function parsed(payload: unknown): Record<string, unknown> {
  if (typeof payload !== 'string') return {};
  try {
    return JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const ok = (reply: FastifyReply) => reply.statusCode >= 200 && reply.statusCode < 300;

declare module 'fastify' {
  interface FastifyRequest {
    /** The item as it was before an audited update, or who signs out. */
    auditBefore?: Row;
  }
}

/**
 * The audit trail of the API, in one place: every staff write of content and users (with the
 * fields an update changed), an application's status change and review, a document download,
 * and sign-in, failed sign-in and sign-out. Registered on the `/api` scope before its routes;
 * each route is known by its method and URL (RULES), so the routes themselves record nothing.
 * An entry is written before the answer leaves; one that cannot be written is logged, and the
 * write it describes stands.
 */
export function registerAuditTrail(api: Api) {
  const { db } = api.ctx;

  api.addHook('preHandler', async (request) => {
    const rule = ruleOf(request);
    const id = routeId(request);
    if (rule?.diff && request.user && id !== undefined) {
      request.auditBefore = await rowOf(db, rule.table, id);
    } else if (request.routeOptions.url === '/api/auth/logout') {
      request.auditBefore = await signingOut(db, request);
    }
  });

  api.addHook('onSend', async (request, reply, payload) => {
    try {
      await recordRequest(request, reply, payload);
    } catch (error) {
      request.log.error({ err: error }, 'could not record an audit entry');
    }
    return payload;
  });

  async function recordRequest(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const url = request.routeOptions.url;
    if (url === '/api/auth/login' && request.method === 'POST') return signIn(request, reply);
    if (url === '/api/auth/logout' && request.method === 'POST') {
      const user = request.auditBefore as { id: number; email: string } | undefined;
      if (ok(reply) && user) await record(db, request, { action: 'sign_out', actor: user });
      return;
    }
    const rule = ruleOf(request);
    if (!rule || !request.user || !ok(reply)) return;
    const id = rule.action === 'create' ? createdId(payload) : routeId(request);
    const entry = { action: rule.action, entity: rule.entity, entityId: id ?? routeKey(request) };
    if (rule.action === 'bulk_status_change' || rule.action === 'bulk_status_undo') {
      return record(db, request, { ...entry, detail: bulkDetail(request, payload) });
    }
    if (rule.action === 'document_download') {
      const { documentId } = request.params as { documentId: number };
      // A document shown in the back office's preview is a view of it as a download is.
      const preview = String(reply.getHeader('content-disposition')).startsWith('inline');
      return record(db, request, {
        ...entry,
        detail: { document_id: documentId, ...(preview ? { preview: true } : {}) },
      });
    }
    if (!rule.diff || id === undefined) return record(db, request, entry);
    const before = request.auditBefore ?? {};
    const after = (await rowOf(db, rule.table, id)) ?? {};
    const changed = changedFields(before, after);
    // An update that changed nothing (the same values sent again) is no change.
    if (changed.length === 0 && rule.action === 'update') return;
    const values: [string, unknown][] = TRACKED_VALUES.filter((field) =>
      changed.includes(field),
    ).map((field) => [field, { from: before[field], to: after[field] }]);
    // A status change that sent the candidate its e-mail says so.
    if ((request.body as { send_email?: unknown } | undefined)?.send_email === true) {
      values.push(['email_sent', true]);
    }
    await record(db, request, {
      ...entry,
      changed,
      ...(values.length > 0 ? { detail: Object.fromEntries(values) } : {}),
    });
  }

  /** A sign-in, or a refused one with the e-mail address tried (never the password). */
  async function signIn(request: FastifyRequest, reply: FastifyReply) {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== 'string') return;
    const tried = email.toLowerCase().slice(0, 254);
    if (ok(reply)) {
      const user = await usersRepository(db).byEmail(tried);
      if (user) await record(db, request, { action: 'sign_in', actor: user });
    } else if (reply.statusCode === 401 || reply.statusCode === 429) {
      await record(db, request, {
        action: 'sign_in_failed',
        actor: null,
        detail: {
          email: tried,
          reason: reply.statusCode === 429 ? 'too_many_attempts' : 'refused',
        },
      });
    }
  }
}

/** Whose session a sign-out ends: the user of its refresh token, read before it is revoked. */
async function signingOut(db: Db, request: FastifyRequest) {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return undefined;
  const hash = createHash('sha256').update(token).digest('hex');
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.user_id))
    .where(eq(refreshTokens.token_hash, hash))
    .limit(1);
  return row;
}
