import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditEntity } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { visitorIp } from '../../lib/visitor-ip.js';

/** One entry of the audit trail: who did what to which item. */
export type AuditRecord = {
  action: AuditAction;
  entity?: AuditEntity;
  entityId?: number | string;
  /** The fields an update changed. */
  changed?: string[];
  /** Ids and values of the staff's own items only: never a visitor's personal data. */
  detail?: Record<string, unknown>;
  /** Who did it, when not the signed-in user (a sign-in). */
  actor?: { id: number; email: string } | null;
};

/**
 * Appends an entry to the audit trail for a request: the signed-in user (or `actor`), and the
 * address as CHAT_IP_MODE keeps a visitor's address.
 */
export async function record(db: Db, request: FastifyRequest, entry: AuditRecord) {
  const actor = entry.actor === undefined ? request.user : entry.actor;
  await db.insert(auditLog).values({
    actor_id: actor?.id ?? null,
    actor_email: actor?.email ?? null,
    ip: visitorIp(request.ip, request.server.ctx.config.chat.ipMode),
    action: entry.action,
    entity: entry.entity ?? null,
    entity_id: entry.entityId === undefined ? null : String(entry.entityId),
    changed: entry.changed ?? null,
    detail: entry.detail ?? null,
  });
}
