import { desc } from 'drizzle-orm';
import { type ContactMessage, ContactMessageSchema } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';
import { toWire } from '../../lib/wire.js';

type ContactMessageRow = typeof contactMessages.$inferSelect;

export const toContactMessage = (row: ContactMessageRow): ContactMessage =>
  toWire(ContactMessageSchema, row);

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
