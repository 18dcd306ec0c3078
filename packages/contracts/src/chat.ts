import { z } from 'zod';
import { TimestampSchema } from './common.js';

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

export const ChatResponseSchema = z.object({ response: z.string() });
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

export const ChatConversationSchema = z.object({
  id: z.number().int(),
  created_at: TimestampSchema,
  user_ip: z.string().nullable(),
  session_id: z.string(),
  user_message: z.string(),
  bot_response: z.string(),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;
export const ChatConversationListSchema = z.array(ChatConversationSchema);

export const ChatConversationQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
});
