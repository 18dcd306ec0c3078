import { desc, eq, ilike, or } from 'drizzle-orm';
import type { ChatConversation } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { chatConversations } from '../../db/schema.js';
import { iso } from '../../lib/route-types.js';
import type { ChatTurn } from './engine.js';
import { containsPattern } from '../../lib/like-pattern.js';

type ConversationRow = typeof chatConversations.$inferSelect;

/** The wire shape of a recorded exchange (the engine that answered stays in the database). */
export const toConversation = (row: ConversationRow): ChatConversation => ({
  id: row.id,
  created_at: iso(row.created_at),
  user_ip: row.user_ip,
  session_id: row.session_id,
  user_message: row.user_message,
  bot_response: row.bot_response,
});

export const MAX_CONVERSATIONS_LISTED = 500;

export function chatRepository(db: Db) {
  return {
    /** The session's last `limit` exchanges, oldest first. */
    recentTurns: async (sessionId: string, limit: number): Promise<ChatTurn[]> => {
      const rows = await db
        .select({ user: chatConversations.user_message, bot: chatConversations.bot_response })
        .from(chatConversations)
        .where(eq(chatConversations.session_id, sessionId))
        .orderBy(desc(chatConversations.created_at), desc(chatConversations.id))
        .limit(limit);
      return rows.reverse();
    },

    record: async (values: {
      user_ip: string | null;
      session_id: string;
      user_message: string;
      bot_response: string;
      engine: string;
    }) => (await db.insert(chatConversations).values(values).returning())[0]!,

    /** Newest first; `query` is found anywhere in the messages, the session id or the address. */
    list: (query?: string) => {
      const pattern = query ? containsPattern(query) : undefined;
      return db
        .select()
        .from(chatConversations)
        .where(
          pattern
            ? or(
                ilike(chatConversations.user_message, pattern),
                ilike(chatConversations.bot_response, pattern),
                ilike(chatConversations.session_id, pattern),
                ilike(chatConversations.user_ip, pattern),
              )
            : undefined,
        )
        .orderBy(desc(chatConversations.created_at), desc(chatConversations.id))
        .limit(MAX_CONVERSATIONS_LISTED);
    },
  };
}
