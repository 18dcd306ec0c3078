import { z } from 'zod';
import { DateSchema, IdSchema, PageQuerySchema, TimestampSchema } from './common.js';

/** What an audit entry records (DESIGN "Mail, queue, audit"). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status_change',
  'bulk_status_change',
  'bulk_status_undo',
  'review',
  'document_download',
  'export',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'mail_retry',
  'retention_delete',
  'retention_extend',
  'erase',
  'reply',
  'publish',
  'unpublish',
  'archive',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of items an entry is about. */
export const AUDIT_ENTITIES = [
  'job',
  'news',
  'team',
  'project',
  'testimonial',
  'user',
  'application',
  'mail',
  'mail_settings',
  'mail_template',
  'contact_message',
  'person',
  'media',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** `GET /api/audit` lists this many entries a page when `per_page` is not given. */
export const AUDIT_PER_PAGE = 50;

/** The filters of `GET /api/audit`: all optional; `from`/`to` are days (UTC), both included. */
export const AuditQuerySchema = PageQuerySchema.extend({
  actor_id: IdSchema.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  entity: z.enum(AUDIT_ENTITIES).optional(),
  entity_id: z.string().trim().min(1).max(50).optional(),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: '`from` must not be after `to`',
  path: ['from'],
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number(),
  at: TimestampSchema,
  actor_id: z.number().nullable(),
  actor_email: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  entity: z.string().nullable(),
  entity_id: z.string().nullable(),
  changed: z.array(z.string()).nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type AuditList = z.infer<typeof AuditListSchema>;

/** `POST /api/audit/exports`: the back office tells that it exported a job's applicants. */
export const AuditExportInputSchema = z.object({
  job_id: z.number().int().positive().max(2_147_483_647),
  count: z.number().int().min(0).max(1_000_000),
});
