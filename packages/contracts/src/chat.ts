import { z } from 'zod';
import { ConsentSchema, EmailSchema, TimestampSchema } from './common.js';

export const MAX_CHAT_MESSAGE_LENGTH = 1000;

export const ChatInputSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Message must not be empty')
    .max(MAX_CHAT_MESSAGE_LENGTH, `Message must be at most ${MAX_CHAT_MESSAGE_LENGTH} characters`),
  sessionId: z.string().trim().min(1).max(100),
});
export type ChatInput = z.infer<typeof ChatInputSchema>;

/**
 * `offer_lead` is there, true, when the visitor showed buying intent (a project, a quote, a
 * call): the widget then offers to pass their name and e-mail to the team.
 */
export const ChatResponseSchema = z.object({
  response: z.string(),
  offer_lead: z.literal(true).optional(),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

/**
 * `POST /api/chat/stream` answers Server-Sent Events: `token` events with the reply's pieces in
 * order, then one `done` with the whole reply (which counts, should it differ from the pieces),
 * or one `error` with `{ detail }` (ErrorSchema).
 */
export const CHAT_STREAM_EVENTS = ['token', 'done', 'error'] as const;
export type ChatStreamEventName = (typeof CHAT_STREAM_EVENTS)[number];

export const ChatStreamTokenSchema = z.object({ text: z.string() });
export type ChatStreamToken = z.infer<typeof ChatStreamTokenSchema>;

export const ChatStreamDoneSchema = z.object({
  response: z.string(),
  /** Which engine answered: `llm`, or `embedded` (also when the LLM failed or its budget is spent). */
  engine: z.string(),
  /** As in `POST /api/chat`: there, true, when the widget should offer to pass on the visitor's details. */
  offer_lead: z.literal(true).optional(),
});
export type ChatStreamDone = z.infer<typeof ChatStreamDoneSchema>;

export const MAX_CHAT_LEAD_NOTE_LENGTH = 2000;

/**
 * `POST /api/chat/lead`: the visitor's name and e-mail for the team, from the chat session's
 * inline form; the same schema validates the form. `website` is the honeypot, as in the contact form.
 */
export const ChatLeadInputSchema = z.object({
  sessionId: z.string().trim().min(1).max(100),
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  email: EmailSchema,
  message: z
    .string()
    .trim()
    .max(MAX_CHAT_LEAD_NOTE_LENGTH, `Note must be at most ${MAX_CHAT_LEAD_NOTE_LENGTH} characters`)
    .optional(),
  /** The privacy consent box, ticked. */
  consent: ConsentSchema,
  website: z.string().max(500).optional(),
});
export type ChatLeadInput = z.infer<typeof ChatLeadInputSchema>;

/** The details a visitor left in a chat session, for the staff. */
export const ChatLeadSchema = z.object({
  name: z.string(),
  email: z.string(),
  created_at: TimestampSchema,
});
export type ChatLead = z.infer<typeof ChatLeadSchema>;

export const ChatConversationSchema = z.object({
  id: z.number().int(),
  created_at: TimestampSchema,
  user_ip: z.string().nullable(),
  session_id: z.string(),
  user_message: z.string(),
  bot_response: z.string(),
  /** Which engine answered: `embedded`, or `llm`. */
  engine: z.string(),
  /** The latest details the visitor left in this session, if any. */
  lead: ChatLeadSchema.nullable(),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;
export const ChatConversationListSchema = z.array(ChatConversationSchema);

export const ChatConversationQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
});
