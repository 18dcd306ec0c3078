import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  AREA_ROLES,
  type ContactChatExchange,
  type ContactInboxItem,
  type ContactKind,
  type ContactReply,
  type ContactStatus,
  type MailStatus,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { chatConversations, contactMessages, mailOutbox, users } from '../../db/schema.js';
import { iso } from '../../lib/dates.js';
import { containsPattern } from '../../lib/like-pattern.js';

/** The outbox's kind of a reply written from the inbox. */
export const CONTACT_REPLY_KIND = 'contact-reply';

export type InboxFilter = {
  q?: string;
  status?: ContactStatus;
  /** A user's id, or `none` for the unassigned. */
  assignee?: number | 'none';
  kind?: ContactKind;
};

const replyCount = sql<number>`(select count(*) from ${mailOutbox} where ${mailOutbox.contact_message_id} = ${contactMessages.id} and ${mailOutbox.kind} = ${CONTACT_REPLY_KIND})`;

/** The columns of an inbox item: the message, its assignee's name and its number of replies. */
const itemColumns = {
  message: contactMessages,
  assignee_first_name: users.first_name,
  assignee_last_name: users.last_name,
  reply_count: replyCount,
};

type ItemRow = {
  message: typeof contactMessages.$inferSelect;
  assignee_first_name: string | null;
  assignee_last_name: string | null;
  reply_count: number | string;
};

const toItem = ({ message, ...row }: ItemRow): ContactInboxItem => ({
  id: message.id,
  name: message.name,
  email: message.email,
  message: message.message,
  created_at: iso(message.created_at),
  chat_session_id: message.chat_session_id,
  status: message.status as ContactStatus,
  assignee:
    message.assignee_id === null || row.assignee_first_name === null
      ? null
      : {
          id: message.assignee_id,
          name: `${row.assignee_first_name} ${row.assignee_last_name ?? ''}`.trim(),
        },
  note: message.note,
  updated_at: iso(message.updated_at),
  is_lead: message.chat_session_id !== null,
  reply_count: Number(row.reply_count),
});

/** Every filter but the status (the counts by status are taken under these). */
function otherFilters({ q, assignee, kind }: InboxFilter) {
  const pattern = q ? containsPattern(q) : undefined;
  return and(
    pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.message, pattern),
        )
      : undefined,
    assignee === undefined
      ? undefined
      : assignee === 'none'
        ? isNull(contactMessages.assignee_id)
        : eq(contactMessages.assignee_id, assignee),
    kind === undefined
      ? undefined
      : kind === 'lead'
        ? isNotNull(contactMessages.chat_session_id)
        : isNull(contactMessages.chat_session_id),
  );
}

export function contactRepository(db: Db) {
  const items = () =>
    db
      .select(itemColumns)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.assignee_id));

  const item = async (id: number) => {
    const [row] = await items().where(eq(contactMessages.id, id)).limit(1);
    return row && { row: row.message, item: toItem(row) };
  };

  return {
    /** Stores a message; `alsoInTransaction` adds its writes to the same transaction (the notice). */
    create: (
      values: Omit<typeof contactMessages.$inferInsert, 'id' | 'created_at'>,
      alsoInTransaction?: (tx: Db, message: typeof contactMessages.$inferSelect) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(contactMessages).values(values).returning();
        await alsoInTransaction?.(tx, row!);
        return row!;
      }),

    /**
     * A page of the messages that match, newest first; how many match; and per status how
     * many match the other filters.
     */
    async list(filter: InboxFilter, page: { limit: number; offset: number }) {
      const others = otherFilters(filter);
      const where = and(
        others,
        filter.status ? eq(contactMessages.status, filter.status) : undefined,
      );
      const rows = await items()
        .where(where)
        .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
        .limit(page.limit)
        .offset(page.offset);
      const byStatus = await db
        .select({ status: contactMessages.status, n: count() })
        .from(contactMessages)
        .where(others)
        .groupBy(contactMessages.status);
      const counts = { new: 0, in_progress: 0, done: 0 };
      for (const { status, n } of byStatus) counts[status as ContactStatus] = Number(n);
      const total = filter.status
        ? counts[filter.status]
        : counts.new + counts.in_progress + counts.done;
      return { items: rows.map(toItem), total, counts };
    },

    /** One message as the inbox lists it, and its stored row. */
    item,

    /** The exchanges of a chat session, oldest first. */
    transcript: async (sessionId: string): Promise<ContactChatExchange[]> => {
      const rows = await db
        .select({
          id: chatConversations.id,
          created_at: chatConversations.created_at,
          user_message: chatConversations.user_message,
          bot_response: chatConversations.bot_response,
          engine: chatConversations.engine,
        })
        .from(chatConversations)
        .where(eq(chatConversations.session_id, sessionId))
        .orderBy(asc(chatConversations.created_at), asc(chatConversations.id));
      return rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
    },

    /** The replies written to a message, oldest first, as the outbox holds them. */
    replies: async (id: number): Promise<ContactReply[]> => {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.contact_message_id, id), eq(mailOutbox.kind, CONTACT_REPLY_KIND)))
        .orderBy(asc(mailOutbox.created_at), asc(mailOutbox.id));
      return rows.map((row) => ({
        id: row.id,
        recipient: row.recipient,
        subject: row.subject,
        text: row.text,
        status: row.status as MailStatus,
        created_at: iso(row.created_at),
        sent_at: row.sent_at && iso(row.sent_at),
      }));
    },

    /** Whether the user may handle inbox messages: enabled, with a role that uses the inbox. */
    isAssignable: async (userId: number) =>
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              eq(users.id, userId),
              eq(users.is_enabled, true),
              inArray(users.role_id, [...AREA_ROLES.chat]),
            ),
          )
          .limit(1)
      ).length > 0,

    /** Changes status, assignee or note; answers whether the message exists. */
    update: async (
      id: number,
      values: Partial<Pick<typeof contactMessages.$inferInsert, 'status' | 'assignee_id' | 'note'>>,
    ) =>
      (
        await db
          .update(contactMessages)
          .set({ ...values, updated_at: new Date() })
          .where(eq(contactMessages.id, id))
          .returning({ id: contactMessages.id })
      ).length > 0,

    /**
     * Puts a reply in the outbox, in one transaction with moving a new message to in progress
     * (`enqueue` writes the outbox row).
     */
    reply: (id: number, enqueue: (tx: Db) => Promise<void>) =>
      db.transaction(async (tx) => {
        await enqueue(tx);
        await tx
          .update(contactMessages)
          .set({ status: 'in_progress', updated_at: new Date() })
          .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'new')));
      }),
  };
}
