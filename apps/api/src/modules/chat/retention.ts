import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatConversations } from '../../db/schema.js';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the retention job runs after the first run at start-up. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

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
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const deleted = await db
    .delete(chatConversations)
    .where(lt(chatConversations.created_at, cutoff))
    .returning({ id: chatConversations.id });
  return deleted.length;
}

type Log = {
  info(message: string): void;
  error(object: { err: unknown }, message: string): void;
};

/** Runs the deletion now and then every 6 hours (answers how to stop it). */
export function startRetentionJob({
  db,
  retentionDays,
  log,
  intervalMs = RETENTION_INTERVAL_MS,
}: {
  db: Db;
  retentionDays: number;
  log: Log;
  intervalMs?: number;
}): PeriodicJob {
  return startPeriodicJob(
    'deleting old chat conversations',
    async () => {
      const deleted = await deleteExpiredConversations(db, retentionDays);
      if (deleted > 0) {
        log.info(`Deleted ${deleted} chat exchange(s) older than ${retentionDays} days`);
      }
    },
    { intervalMs, log },
  );
}
