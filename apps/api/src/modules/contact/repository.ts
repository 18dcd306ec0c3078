import { desc } from 'drizzle-orm';
import type { ContactMessage } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';
import { iso } from '../../lib/route-types.js';

type ContactMessageRow = typeof contactMessages.$inferSelect;

export const toContactMessage = (row: ContactMessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  created_at: iso(row.created_at),
  chat_session_id: row.chat_session_id,
});

export function contactRepository(db: Db) {
  return {
    create: async (values: Omit<typeof contactMessages.$inferInsert, 'id' | 'created_at'>) =>
      (await db.insert(contactMessages).values(values).returning())[0]!,
    /** Newest first. */
    list: (options: { limit: number; offset: number }) =>
      db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.created_at), desc(contactMessages.id))
        .limit(options.limit)
        .offset(options.offset),
  };
}
