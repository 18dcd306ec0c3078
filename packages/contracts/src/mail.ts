import { z } from 'zod';
import { PageQuerySchema, TimestampSchema } from './common.js';

/** A message in the outbox: waiting to be sent (or to be sent again), sent, or given up. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MailOutboxEntrySchema = z.object({
  id: z.number().int(),
  /** What the message is: `application-acknowledgement`, `application-notice`, `contact-notice`, `chat-lead-notice`. */
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
});
export type MailOutboxEntry = z.infer<typeof MailOutboxEntrySchema>;
export const MailOutboxListSchema = z.array(MailOutboxEntrySchema);

/** Newest first; `per_page` defaults to 100; `status` keeps only messages in that state. */
export const MailOutboxQuerySchema = PageQuerySchema.extend({
  status: z.enum(MAIL_STATUSES).optional(),
});
export type MailOutboxQuery = z.infer<typeof MailOutboxQuerySchema>;
