import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chatConversations } from '../../db/schema.js';

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

/**
 * Runs the deletion now and then every 6 hours, on an unref'd timer (it never keeps the
 * process alive). Answers a function that stops it; a run in progress finishes.
 */
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
}): { stop(): void; firstRun: Promise<void> } {
  const run = async () => {
    try {
      const deleted = await deleteExpiredConversations(db, retentionDays);
      if (deleted > 0) {
        log.info(`Deleted ${deleted} chat exchange(s) older than ${retentionDays} days`);
      }
    } catch (error) {
      log.error({ err: error }, 'deleting old chat conversations failed');
    }
  };
  const firstRun = run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), firstRun };
}
