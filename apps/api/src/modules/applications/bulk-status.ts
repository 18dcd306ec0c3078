import {
  BULK_UNDO_WINDOW_MS,
  type BulkStatusInput,
  type BulkStatusResult,
  type BulkStatusUndoResult,
} from '@app/contracts';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../lib/http-error.js';
import { enqueueStatusEmail } from '../mail/templates.js';
import { applicationsRepository } from './repository.js';
import { readUndoToken, signUndoToken, type UndoPayload } from './undo-token.js';

export { BULK_UNDO_WINDOW_MS };
/** How long the undo token is accepted: longer than the toast, for a click at its last moment. */
export const BULK_UNDO_TOKEN_TTL_MS = 30_000;

const UNDO_PURPOSE = 'applications.bulk-status.undo';

/**
 * Sets the status of many applications in one transaction, as the single change does; with
 * `send_email`, each candidate's status e-mail goes into the outbox due after the undo window.
 * Unknown ids: a 400 naming them, and nothing changes. Answers a signed token that undoes it.
 */
export async function changeStatuses(
  ctx: AppContext,
  userId: number,
  { ids, status, send_email }: BulkStatusInput,
  now = Date.now(),
): Promise<BulkStatusResult> {
  const dueAt = new Date(now + BULK_UNDO_WINDOW_MS);
  const result = await applicationsRepository(ctx.db).setStatuses(ids, status, async (tx) => {
    const outboxIds: number[] = [];
    if (!send_email || status === 'pending') return outboxIds;
    for (const id of ids) {
      const outboxId = await enqueueStatusEmail(tx, id, status, { dueAt });
      if (outboxId !== undefined) outboxIds.push(outboxId);
    }
    return outboxIds;
  });
  if (!result.ok) {
    throw badRequest(
      `Invalid request: ids: no application has the id ${result.missing.join(', ')}`,
    );
  }
  const previous: UndoPayload['previous'] = {};
  for (const row of result.previous) (previous[row.status] ??= []).push(row.id);
  const expiresAt = now + BULK_UNDO_TOKEN_TTL_MS;
  const undo_token = signUndoToken(ctx.tokens.keyFor(UNDO_PURPOSE), {
    userId,
    status,
    previous,
    outboxIds: result.extra,
    expiresAt,
  });
  return {
    updated: ids.length,
    applications: ids.map((id) => ({ id, status })),
    undo_token,
    undo_until: new Date(expiresAt).toISOString(),
  };
}

const REFUSALS = {
  invalid: 'The undo token is not valid',
  expired: 'The change can no longer be undone: its time has passed',
  'other-user': 'Only the user who made the change can undo it',
} as const;

/**
 * Undoes a bulk change by its token (only its user, before it expires): each application
 * still in the bulk's status gets its previous status back, the others are skipped; the
 * e-mails not sent yet are withdrawn.
 */
export async function undoStatuses(
  ctx: AppContext,
  userId: number,
  token: string,
  now = Date.now(),
): Promise<BulkStatusUndoResult> {
  const check = readUndoToken(ctx.tokens.keyFor(UNDO_PURPOSE), token, userId, now);
  if (!check.ok) throw badRequest(REFUSALS[check.reason]);
  const { status, previous, outboxIds } = check.payload;
  const { restored, withdrawn } = await applicationsRepository(ctx.db).restoreStatuses(
    status,
    previous,
    outboxIds,
  );
  const back = new Set(restored.map((row) => row.id));
  const all = Object.values(previous).flat() as number[];
  return {
    restored: restored.length,
    applications: restored.sort((a, b) => a.id - b.id),
    skipped: all.filter((id) => !back.has(id)).sort((a, b) => a - b),
    emails_withdrawn: withdrawn,
  };
}
