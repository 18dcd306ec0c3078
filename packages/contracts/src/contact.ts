import { z } from 'zod';
import {
  ConsentSchema,
  EmailSchema,
  PageQuerySchema,
  requiredText,
  TimestampSchema,
} from './common.js';

export const ContactInputSchema = z.object({
  name: requiredText(200),
  email: EmailSchema,
  message: requiredText(5000),
  /** The privacy consent box, ticked. */
  consent: ConsentSchema,
  /** Honeypot: hidden from people, filled in by bots. A message with it set is dropped. */
  website: z.string().max(500).optional(),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

export const ContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: TimestampSchema,
  /** The chat session the visitor left their details in (`POST /api/chat/lead`), else null. */
  chat_session_id: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export const ContactMessageListSchema = z.array(ContactMessageSchema);

/** Newest first; `per_page` defaults to 100. */
export const ContactListQuerySchema = PageQuerySchema;
export type ContactListQuery = z.infer<typeof ContactListQuerySchema>;
