import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export type AuditFilter = {
  actorId?: number;
  action?: string;
  entity?: string;
  entityId?: string;
  /** Days (YYYY-MM-DD, UTC), both included. */
  from?: string;
  to?: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

function conditions(filter: AuditFilter): SQL | undefined {
  const { actorId, action, entity, entityId, from, to } = filter;
  return and(
    actorId === undefined ? undefined : eq(auditLog.actor_id, actorId),
    action === undefined ? undefined : eq(auditLog.action, action),
    entity === undefined ? undefined : eq(auditLog.entity, entity),
    entityId === undefined ? undefined : eq(auditLog.entity_id, entityId),
    from === undefined ? undefined : gte(auditLog.at, new Date(`${from}T00:00:00Z`)),
    to === undefined
      ? undefined
      : lt(auditLog.at, new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS)),
  );
}

export const toAuditEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  ...row,
  at: row.at.toISOString(),
});

export function auditRepository(db: Db) {
  return {
    /** A page of the entries that match, newest first, and how many match in all. */
    async list(filter: AuditFilter, page: { limit: number; offset: number }) {
      const where = conditions(filter);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      return { entries: rows.map(toAuditEntry), total: total?.n ?? 0 };
    },
  };
}
