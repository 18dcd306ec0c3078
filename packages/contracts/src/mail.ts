import { z } from 'zod';
import { PageQuerySchema, TimestampSchema } from './common.js';

/** A message in the outbox: waiting to be sent (or to be sent again), sent, or given up. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MailOutboxEntrySchema = z.object({
  id: z.number().int(),
  /**
   * What the message is: `application-acknowledgement`, `application-notice`, `contact-notice`,
   * `chat-lead-notice`, `staff-digest`, `application-status` (a status e-mail to a candidate).
   */
  kind: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** When it is tried (again), while pending. */
  next_attempt_at: TimestampSchema,
  /** Why the last attempt failed, else null. */
  last_error: z.string().nullable(),
  created_at: TimestampSchema,
  sent_at: TimestampSchema.nullable(),
  /** The application or contact message (a chat lead too) it is about, else null. */
  application_id: z.number().int().nullable(),
  contact_message_id: z.number().int().nullable(),
});
export type MailOutboxEntry = z.infer<typeof MailOutboxEntrySchema>;
export const MailOutboxListSchema = z.array(MailOutboxEntrySchema);

/** Newest first; `per_page` defaults to 100; `status` keeps only messages in that state. */
export const MailOutboxQuerySchema = PageQuerySchema.extend({
  status: z.enum(MAIL_STATUSES).optional(),
});
export type MailOutboxQuery = z.infer<typeof MailOutboxQuerySchema>;

/** A message with its text part, as an admin opens it in the outbox. */
export const MailOutboxMessageSchema = MailOutboxEntrySchema.extend({ text: z.string() });
export type MailOutboxMessage = z.infer<typeof MailOutboxMessageSchema>;

/** How many messages the outbox holds in each state. */
export const MailOutboxCountsSchema = z.object({
  pending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type MailOutboxCounts = z.infer<typeof MailOutboxCountsSchema>;

/** The staff's notices: one e-mail per new item, or one digest a day. */
export const STAFF_NOTICE_MODES = ['each', 'digest'] as const;
export type StaffNoticeMode = (typeof STAFF_NOTICE_MODES)[number];

/** What admins set: the notices' mode and the hour (UTC, 0-23) the daily digest goes out. */
export const MailSettingsInputSchema = z.object({
  staff_notices: z.enum(STAFF_NOTICE_MODES),
  digest_hour: z.number().int().min(0).max(23),
});
export type MailSettingsInput = z.infer<typeof MailSettingsInputSchema>;

export const MailSettingsSchema = MailSettingsInputSchema.extend({
  /** Whether SMTP_URL is set: without it, messages stay in the outbox, unsent. */
  smtp_configured: z.boolean(),
  /** When the last digest was put together (the next one lists what came in since), else null. */
  last_digest_at: TimestampSchema.nullable(),
});
export type MailSettings = z.infer<typeof MailSettingsSchema>;
