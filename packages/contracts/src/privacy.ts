import { z } from 'zod';
import { DateSchema, EmailSchema, IdSchema, TimestampSchema, wholeNumber } from './common.js';

/** What the retention rules delete: applications (with their documents) and contact messages. */
export const RETENTION_KINDS = ['application', 'contact_message'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/**
 * Why an item is due: an application to a closed job (APPLICATION_RETENTION_DAYS from when it
 * came), a rejected one (REJECTED_RETENTION_DAYS from the rejection), or a contact message or
 * chat lead (CONTACT_RETENTION_DAYS from when it came).
 */
export const RETENTION_RULES = ['closed_job', 'rejected', 'contact'] as const;
export type RetentionRule = (typeof RETENTION_RULES)[number];

/** The longest an admin may keep an item beyond its period: two years from today. */
export const MAX_KEEP_DAYS = 2 * 366;
export const MAX_KEEP_REASON_LENGTH = 500;

/** `GET /api/privacy/retention?days=14`: what is deleted within that many days (1-365). */
export const RetentionQuerySchema = z.object({
  days: wholeNumber(1, 365).default(14),
});
export type RetentionQuery = z.input<typeof RetentionQuerySchema>;

export const RetentionItemSchema = z.object({
  kind: z.enum(RETENTION_KINDS),
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** The job applied to (applications only). */
  job_title: z.string().nullable(),
  rule: z.enum(RETENTION_RULES),
  /** When the item is deleted (the rule's date, or the extension when later). */
  due_at: TimestampSchema,
  keep_until: TimestampSchema.nullable(),
  keep_reason: z.string().nullable(),
});
export type RetentionItem = z.infer<typeof RetentionItemSchema>;

/** The retention periods in days, as the privacy policy states them (a public read). */
export const PrivacyPeriodsSchema = z.object({
  applications: z.number(),
  rejected: z.number(),
  contact: z.number(),
  chat: z.number(),
  /** E-mails sent (or given up), in the outbox. */
  mail: z.number(),
});
export type PrivacyPeriods = z.infer<typeof PrivacyPeriodsSchema>;

/** The periods when their settings are not given (APPLICATION_RETENTION_DAYS and so on). */
export const DEFAULT_PRIVACY_PERIODS: PrivacyPeriods = {
  applications: 180,
  rejected: 90,
  contact: 365,
  chat: 180,
  mail: 90,
};

/** The periods behind each rule: `applications` for `closed_job`, and so on. */
export const RULE_PERIODS = {
  closed_job: 'applications',
  rejected: 'rejected',
  contact: 'contact',
} as const satisfies Record<RetentionRule, keyof PrivacyPeriods>;

export const RetentionListSchema = z.object({
  days: z.number(),
  /** The periods in days, for telling each rule. */
  periods: PrivacyPeriodsSchema,
  items: z.array(RetentionItemSchema),
});
export type RetentionList = z.infer<typeof RetentionListSchema>;

export const RetentionParamsSchema = z.object({
  kind: z.enum(RETENTION_KINDS),
  id: IdSchema,
});

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => new Date().toISOString().slice(0, 10);

/** `PUT /api/privacy/retention/:kind/:id`: keep the item until a later day, and why. */
export const RetentionExtendSchema = z.object({
  keep_until: DateSchema.refine((day) => day > today(), {
    message: 'Must be a day after today',
  }).refine((day) => Date.parse(`${day}T00:00:00Z`) <= Date.now() + MAX_KEEP_DAYS * DAY_MS, {
    message: 'Must be at most two years from today',
  }),
  reason: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(MAX_KEEP_REASON_LENGTH, `Must be at most ${MAX_KEEP_REASON_LENGTH} characters`),
});
export type RetentionExtendInput = z.infer<typeof RetentionExtendSchema>;

/** `GET /api/privacy/people?email=`: an e-mail address, matched without regard to case. */
export const PersonQuerySchema = z.object({ email: EmailSchema });
export const PersonExportSchema = z.object({ email: EmailSchema });

/** `POST /api/privacy/people/erase`: the address, typed twice (`confirm`). */
export const PersonEraseSchema = z
  .object({ email: EmailSchema, confirm: z.string().trim().max(254) })
  .refine((body) => body.confirm.toLowerCase() === body.email.toLowerCase(), {
    message: 'Type the e-mail address again to confirm',
    path: ['confirm'],
  });
export type PersonEraseInput = z.infer<typeof PersonEraseSchema>;

/** How many items of each kind are held about an address. */
export const PersonCountsSchema = z.object({
  applications: z.number(),
  documents: z.number(),
  contact_messages: z.number(),
  chat_conversations: z.number(),
  outbox: z.number(),
  audit: z.number(),
});
export type PersonCounts = z.infer<typeof PersonCountsSchema>;

export const PersonDataSchema = z.object({
  email: z.string(),
  counts: PersonCountsSchema,
  applications: z.array(
    z.object({
      id: z.number(),
      job_id: z.number(),
      job_title: z.string().nullable(),
      name: z.string(),
      email: z.string(),
      status: z.string(),
      applied_at: TimestampSchema,
      documents: z.array(
        z.object({
          id: z.number(),
          original_name: z.string(),
          size_bytes: z.number(),
          mime_type: z.string(),
        }),
      ),
    }),
  ),
  contact_messages: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      message: z.string(),
      /** Set for a lead left in the chat. */
      chat_session_id: z.string().nullable(),
      created_at: TimestampSchema,
    }),
  ),
  chat_conversations: z.array(
    z.object({
      session_id: z.string(),
      exchanges: z.number(),
      first_at: TimestampSchema,
    }),
  ),
  outbox: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      subject: z.string(),
      status: z.string(),
      created_at: TimestampSchema,
    }),
  ),
  audit: z.array(z.object({ id: z.number(), at: TimestampSchema, action: z.string() })),
});
export type PersonData = z.infer<typeof PersonDataSchema>;

export const PersonErasedSchema = z.object({
  detail: z.string(),
  counts: PersonCountsSchema,
});
export type PersonErased = z.infer<typeof PersonErasedSchema>;
