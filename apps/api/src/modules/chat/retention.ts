import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatConversations } from '../../db/schema.js';
import { retentionCutoff } from '../../lib/retention.js';

/**
 * Deletes the recorded chat exchanges older than `retentionDays` (CHAT_RETENTION_DAYS);
 * answers how many were deleted. Contact messages left from the chat (leads) are not chat
 * records and stay.
 */
export async function deleteExpiredConversations(
  db: Db,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const deleted = await db
    .delete(chatConversations)
    .where(lt(chatConversations.created_at, retentionCutoff(retentionDays, now)))
    .returning({ id: chatConversations.id });
  return deleted.length;
}
