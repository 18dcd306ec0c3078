import { and, desc, eq, ilike, inArray, isNotNull, or } from 'drizzle-orm';
import type { ChatConversation, ChatLead } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { chatConversations, contactMessages } from '../../db/schema.js';
import { iso } from '../../lib/dates.js';
import type { ChatTurn } from './types.js';
import { containsPattern } from '../../lib/like-pattern.js';

type ConversationRow = typeof chatConversations.$inferSelect;

/** The wire shape of a recorded exchange, with the details its session's visitor left, if any. */
export const toConversation = (row: ConversationRow, lead: ChatLead | null): ChatConversation => ({
  id: row.id,
  created_at: iso(row.created_at),
  user_ip: row.user_ip,
  session_id: row.session_id,
  user_message: row.user_message,
  bot_response: row.bot_response,
  engine: row.engine,
  lead,
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

    /**
     * Newest first; `query` is found anywhere in the messages, the session id, the address, or
     * the name or e-mail the session's visitor left.
     */
    list: (query?: string) => {
      const pattern = query ? containsPattern(query) : undefined;
      const leadSessions = pattern
        ? db
            .select({ session: contactMessages.chat_session_id })
            .from(contactMessages)
            .where(
              and(
                isNotNull(contactMessages.chat_session_id),
                or(ilike(contactMessages.name, pattern), ilike(contactMessages.email, pattern)),
              ),
            )
        : undefined;
      return db
        .select()
        .from(chatConversations)
        .where(
          pattern && leadSessions
            ? or(
                ilike(chatConversations.user_message, pattern),
                ilike(chatConversations.bot_response, pattern),
                ilike(chatConversations.session_id, pattern),
                ilike(chatConversations.user_ip, pattern),
                inArray(chatConversations.session_id, leadSessions),
              )
            : undefined,
        )
        .orderBy(desc(chatConversations.created_at), desc(chatConversations.id))
        .limit(MAX_CONVERSATIONS_LISTED);
    },

    /** The latest details left in each of the sessions (those without any are absent). */
    leadsOf: async (sessionIds: string[]): Promise<Map<string, ChatLead>> => {
      const leads = new Map<string, ChatLead>();
      if (sessionIds.length === 0) return leads;
      const rows = await db
        .select({
          session: contactMessages.chat_session_id,
          name: contactMessages.name,
          email: contactMessages.email,
          created_at: contactMessages.created_at,
        })
        .from(contactMessages)
        .where(inArray(contactMessages.chat_session_id, [...new Set(sessionIds)]))
        .orderBy(desc(contactMessages.created_at), desc(contactMessages.id));
      for (const { session, name, email, created_at } of rows) {
        if (session && !leads.has(session)) {
          leads.set(session, { name, email, created_at: iso(created_at) });
        }
      }
      return leads;
    },

    /** Whether the session's visitor has already left their details. */
    hasLead: async (sessionId: string) =>
      (
        await db
          .select({ id: contactMessages.id })
          .from(contactMessages)
          .where(eq(contactMessages.chat_session_id, sessionId))
          .limit(1)
      ).length > 0,
  };
}
