import { z } from 'zod';
import { ChatConversationSchema } from './chat.js';
import {
  ConsentSchema,
  EmailSchema,
  IdSchema,
  optionalText,
  PageQuerySchema,
  requiredText,
  TimestampSchema,
} from './common.js';
import { MAIL_STATUSES } from './mail.js';

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

/** Where a message of the contact inbox stands. */
export const CONTACT_STATUSES = ['new', 'in_progress', 'done'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A message from the contact form, or details a visitor left in the chat (a lead). */
export const CONTACT_KINDS = ['contact', 'lead'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** `GET /api/contact` lists this many messages a page when `per_page` is not given. */
export const CONTACT_PER_PAGE = 50;
export const MAX_CONTACT_NOTE_LENGTH = 5000;
export const MAX_CONTACT_REPLY_SUBJECT_LENGTH = 200;
export const MAX_CONTACT_REPLY_BODY_LENGTH = 10_000;

/** The staff member who handles a message. */
export const ContactAssigneeSchema = z.object({ id: z.number().int(), name: z.string() });
export type ContactAssignee = z.infer<typeof ContactAssigneeSchema>;

/** A message as the inbox lists it. */
export const ContactInboxItemSchema = ContactMessageSchema.extend({
  status: z.enum(CONTACT_STATUSES),
  assignee: ContactAssigneeSchema.nullable(),
  /** The staff's internal note (never sent to the visitor). */
  note: z.string().nullable(),
  updated_at: TimestampSchema,
  /** Left in the chat (`chat_session_id` set), not sent through the contact form. */
  is_lead: z.boolean(),
  /** How many replies were written from the inbox. */
  reply_count: z.number().int(),
});
export type ContactInboxItem = z.infer<typeof ContactInboxItemSchema>;

/**
 * The inbox's filters, all optional: `q` is found in the name, e-mail address or message;
 * `assignee_id` is a user's id, `me` or `none`; `kind` is `contact` or `lead`.
 */
export const ContactListQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  status: z.enum(CONTACT_STATUSES).optional(),
  assignee_id: z.union([z.enum(['me', 'none']), IdSchema]).optional(),
  kind: z.enum(CONTACT_KINDS).optional(),
});
export type ContactListQuery = z.input<typeof ContactListQuerySchema>;

/** A page of the inbox, the number that match, and per status how many match the other filters. */
export const ContactInboxSchema = z.object({
  items: z.array(ContactInboxItemSchema),
  total: z.number().int(),
  counts: z.object({
    new: z.number().int(),
    in_progress: z.number().int(),
    done: z.number().int(),
  }),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ContactInbox = z.infer<typeof ContactInboxSchema>;

/** One exchange of the chat a lead came from. */
export const ContactChatExchangeSchema = ChatConversationSchema.pick({
  id: true,
  created_at: true,
  user_message: true,
  bot_response: true,
  engine: true,
});
export type ContactChatExchange = z.infer<typeof ContactChatExchangeSchema>;

/** A reply written from the inbox, as the outbox holds it. */
export const ContactReplySchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  /** The e-mail's text part: the reply, then the visitor's message quoted. */
  text: z.string(),
  status: z.enum(MAIL_STATUSES),
  created_at: TimestampSchema,
  sent_at: TimestampSchema.nullable(),
});
export type ContactReply = z.infer<typeof ContactReplySchema>;

/** One message with its consent, the chat it came from (a lead's, oldest first) and its replies. */
export const ContactMessageDetailSchema = ContactInboxItemSchema.extend({
  consent_at: TimestampSchema.nullable(),
  consent_version: z.string().nullable(),
  transcript: z.array(ContactChatExchangeSchema),
  replies: z.array(ContactReplySchema),
});
export type ContactMessageDetail = z.infer<typeof ContactMessageDetailSchema>;

/** `PATCH /api/contact/:id`: any of the three; `assignee_id` null (and `note` '' or null) clears it. */
export const ContactPatchSchema = z
  .object({
    status: z.enum(CONTACT_STATUSES).optional(),
    assignee_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    note: optionalText(MAX_CONTACT_NOTE_LENGTH),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Give at least one of status, assignee_id and note',
  });
export type ContactPatch = z.infer<typeof ContactPatchSchema>;

/** `POST /api/contact/:id/replies`: an e-mail to the sender, through the outbox. */
export const ContactReplyInputSchema = z.object({
  subject: requiredText(MAX_CONTACT_REPLY_SUBJECT_LENGTH),
  body: requiredText(MAX_CONTACT_REPLY_BODY_LENGTH),
});
export type ContactReplyInput = z.infer<typeof ContactReplyInputSchema>;
