import { createHmac, timingSafeEqual } from 'node:crypto';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@app/contracts';

/** What undoing a bulk status change needs, carried by the token itself (nothing is stored). */
export type UndoPayload = {
  /** The user who made the change: only they may undo it. */
  userId: number;
  /** The status the bulk change set. */
  status: ApplicationStatus;
  /** Each application's status before the change, by that status. */
  previous: Partial<Record<ApplicationStatus, number[]>>;
  /** The outbox rows of the e-mails the change queued. */
  outboxIds: number[];
  /** Until when (ms since the epoch) it can be undone. */
  expiresAt: number;
};

const signature = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

/** `<payload as base64url JSON>.<its HMAC-SHA256>`. */
export function signUndoToken(key: Buffer, payload: UndoPayload) {
  const body = Buffer.from(
    JSON.stringify({
      u: payload.userId,
      s: payload.status,
      p: payload.previous,
      o: payload.outboxIds,
      e: payload.expiresAt,
    }),
  ).toString('base64url');
  return `${body}.${signature(key, body)}`;
}

export type UndoTokenCheck =
  { ok: true; payload: UndoPayload } | { ok: false; reason: 'invalid' | 'expired' | 'other-user' };

const isStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isSafeInteger(id) && id > 0);

/** The token's payload when its signature is ours, it has not expired and `userId` made it. */
export function readUndoToken(key: Buffer, token: string, userId: number, now = Date.now()) {
  const invalid: UndoTokenCheck = { ok: false, reason: 'invalid' };
  const [body, mac, ...rest] = token.split('.');
  if (!body || !mac || rest.length > 0) return invalid;
  const expected = Buffer.from(signature(key, body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let raw: { u?: unknown; s?: unknown; p?: unknown; o?: unknown; e?: unknown };
  try {
    raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof raw;
  } catch {
    return invalid;
  }
  const previous = raw.p;
  if (
    typeof raw.u !== 'number' ||
    !isStatus(raw.s) ||
    typeof raw.e !== 'number' ||
    !isIdList(raw.o) ||
    typeof previous !== 'object' ||
    previous === null ||
    !Object.entries(previous).every(([status, ids]) => isStatus(status) && isIdList(ids))
  ) {
    return invalid;
  }
  if (raw.e <= now) return { ok: false, reason: 'expired' } satisfies UndoTokenCheck;
  if (raw.u !== userId) return { ok: false, reason: 'other-user' } satisfies UndoTokenCheck;
  return {
    ok: true,
    payload: {
      userId: raw.u,
      status: raw.s,
      previous: previous as UndoPayload['previous'],
      outboxIds: raw.o,
      expiresAt: raw.e,
    },
  } satisfies UndoTokenCheck;
}
