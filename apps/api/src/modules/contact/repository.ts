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
    /** Stores a message; `alsoInTransaction` adds its writes to the same transaction (the notice). */
    create: (
      values: Omit<typeof contactMessages.$inferInsert, 'id' | 'created_at'>,
      alsoInTransaction?: (tx: Db) => Promise<void>,
    ) =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(contactMessages).values(values).returning();
        await alsoInTransaction?.(tx);
        return row!;
      }),
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
