import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job.js';
import { RETENTION_INTERVAL_MS } from '../chat/retention.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the audit entries older than `retentionDays` (AUDIT_RETENTION_DAYS); answers how many. */
export async function deleteExpiredAuditEntries(
  db: Db,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const deleted = await db
    .delete(auditLog)
    .where(lt(auditLog.at, cutoff))
    .returning({ id: auditLog.id });
  return deleted.length;
}

type Log = {
  info(message: string): void;
  error(object: { err: unknown }, message: string): void;
};

/** Runs the deletion now and then every 6 hours, like the chat's retention (answers how to stop it). */
export function startAuditRetentionJob({
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
    'deleting old audit entries',
    async () => {
      const deleted = await deleteExpiredAuditEntries(db, retentionDays);
      if (deleted > 0)
        log.info(`Deleted ${deleted} audit entries older than ${retentionDays} days`);
    },
    { intervalMs, log },
  );
}
