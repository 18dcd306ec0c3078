import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { retentionCutoff } from '../../lib/retention.js';

/** Deletes the audit entries older than `retentionDays` (AUDIT_RETENTION_DAYS); answers how many. */
export async function deleteExpiredAuditEntries(
  db: Db,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const deleted = await db
    .delete(auditLog)
    .where(lt(auditLog.at, retentionCutoff(retentionDays, now)))
    .returning({ id: auditLog.id });
  return deleted.length;
}
