import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import {
  MAIL_STATUSES,
  type MailOutboxEntry,
  MailOutboxEntrySchema,
  MailOutboxMessageSchema,
  type MailStatus,
  ROLES,
} from '@app/contracts';
import { DEFAULT_LANGUAGE } from '@app/contracts/site';
import type { MailConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { mailOutbox, users } from '../../db/schema.js';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job.js';
import { retentionCutoff } from '../../lib/retention.js';
import { toWire } from '../../lib/wire.js';
import type { MailContent } from './messages.js';

/** A message for one recipient, as it goes into the outbox. */
export type OutgoingMail = MailContent & {
  kind: string;
  recipient: string;
  /** The application or contact message it is about: the message is deleted with it. */
  application_id?: number | null;
  contact_message_id?: number | null;
};

/**
 * Puts messages into the outbox, due at once. Give it the transaction of the write the message tells of:
 * the message is then kept if and only if the write is.
 */
export async function enqueueMail(db: Db, messages: OutgoingMail[]) {
  await queueMail(db, messages);
}

/** As `enqueueMail`, due at `dueAt` when given; answers the outbox rows' ids. */
export async function queueMail(
  db: Db,
  messages: OutgoingMail[],
  { dueAt }: { dueAt?: Date } = {},
): Promise<number[]> {
  if (messages.length === 0) return [];
  // Due now by this server's clock, which the worker compares with (the database's own clock
  // may run ahead of it, and counts microseconds where a Date counts milliseconds); `dueAt`
  // holds them back until then (a bulk change's e-mails, while it can be undone).
  const next_attempt_at = dueAt ?? new Date();
  const rows = await db
    .insert(mailOutbox)
    .values(messages.map((message) => ({ ...message, next_attempt_at })))
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/** The addresses of the enabled staff with one of the roles, for a notice. */
export async function staffAddresses(db: Db, roles: readonly number[]) {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.is_enabled, true), inArray(users.role_id, [...roles])));
  return rows.map((row) => row.email);
}

export const ADMIN_ROLES = [ROLES.superadmin, ROLES.admin] as const;
export const RECRUITING_ROLES = [ROLES.superadmin, ROLES.admin, ROLES.recruiter] as const;

/** The language of the staff's notices: their accounts have no language of their own yet. */
export const STAFF_LANGUAGE = DEFAULT_LANGUAGE;

/** Waits before the 2nd, 3rd, … attempt: 1 min, 5 min, 30 min, 2 h, 12 h; then it has failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** How long a worker holds the messages it took (longer than any send may take). */
export const LOCK_MS = 5 * 60_000;
/** How often the worker looks for due messages. */
export const MAIL_INTERVAL_MS = 30_000;
const BATCH = 20;

/** Sends one message (nodemailer's transport, or a stand-in in tests). */
export type MailSender = (message: OutgoingMail & { from: string }) => Promise<unknown>;

/** A sender through the SMTP server of SMTP_URL. */
export function smtpSender(config: MailConfig): { send: MailSender; close(): void } {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  } as nodemailer.TransportOptions);
  return {
    send: ({ from, recipient, subject, html, text }) =>
      transport.sendMail({ from, to: recipient, subject, html, text }),
    close: () => transport.close(),
  };
}

/**
 * Takes the due pending messages (each row locked with SKIP LOCKED and held until
 * `locked_until`, so another worker, here or on another instance, takes other ones), and sends
 * them one by one. A sent message is marked sent; a failure counts an attempt, keeps the error
 * and waits longer each time, until MAX_ATTEMPTS, when it is marked failed. Answers how many
 * were sent and how many failed this time.
 */
export async function sendDueMail(
  db: Db,
  { send, from, now = new Date() }: { send: MailSender; from: string; now?: Date },
) {
  const lockedUntil = new Date(now.getTime() + LOCK_MS);
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.next_attempt_at, now),
        or(isNull(mailOutbox.locked_until), lte(mailOutbox.locked_until, now)),
      ),
    )
    .orderBy(asc(mailOutbox.next_attempt_at), asc(mailOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ locked_until: lockedUntil })
    .where(inArray(mailOutbox.id, due))
    .returning({ id: mailOutbox.id });
  const ids = claimed.map((row) => row.id);
  if (ids.length === 0) return { sent: 0, failed: 0 };
  const messages = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
  let sent = 0;
  let failed = 0;
  for (const message of messages.sort((a, b) => a.id - b.id)) {
    const attempts = message.attempts + 1;
    try {
      await send({ ...message, from });
    } catch (error) {
      failed++;
      const delay = RETRY_DELAYS_MS[attempts - 1];
      await db
        .update(mailOutbox)
        .set({
          attempts,
          status: delay === undefined ? 'failed' : 'pending',
          next_attempt_at: new Date(now.getTime() + (delay ?? 0)),
          locked_until: null,
          last_error: String((error as Error)?.message ?? error).slice(0, 1000),
        })
        .where(eq(mailOutbox.id, message.id));
      continue;
    }
    sent++;
    await db
      .update(mailOutbox)
      .set({ attempts, status: 'sent', sent_at: new Date(), locked_until: null })
      .where(eq(mailOutbox.id, message.id));
  }
  return { sent, failed };
}

type Log = {
  info(object: object, message: string): void;
  error(object: { err: unknown }, message: string): void;
};

/** Sends the outbox's due messages now and then every 30 s (answers how to stop it). */
export function startMailWorker({
  db,
  config,
  log,
  intervalMs = MAIL_INTERVAL_MS,
}: {
  db: Db;
  config: MailConfig;
  log: Log;
  intervalMs?: number;
}): PeriodicJob & { close(): void } {
  const smtp = smtpSender(config);
  let running = false;
  const job = startPeriodicJob(
    'sending e-mail from the outbox',
    async () => {
      // One round at a time: a slow server must not make rounds pile up.
      if (running) return;
      running = true;
      try {
        const result = await sendDueMail(db, { send: smtp.send, from: config.from });
        if (result.sent + result.failed > 0) log.info(result, 'Sent e-mail from the outbox');
      } finally {
        running = false;
      }
    },
    { intervalMs, log },
  );
  return { ...job, close: smtp.close };
}

const toEntry = (row: typeof mailOutbox.$inferSelect): MailOutboxEntry =>
  toWire(MailOutboxEntrySchema, { ...row, status: row.status as MailStatus });

/** Newest first, optionally only those in one state. */
export async function listOutbox(
  db: Db,
  options: { status?: MailStatus; limit: number; offset: number },
) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(options.status ? eq(mailOutbox.status, options.status) : undefined)
    .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map(toEntry);
}

/** A message with its text part, or undefined. */
export async function outboxMessage(db: Db, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row && toWire(MailOutboxMessageSchema, { ...row, status: row.status as MailStatus });
}

/** How many messages are in each state. */
export async function outboxCounts(db: Db) {
  const rows = await db
    .select({ status: mailOutbox.status, count: count() })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  return Object.fromEntries(
    MAIL_STATUSES.map((status) => [status, rows.find((row) => row.status === status)?.count ?? 0]),
  ) as Record<MailStatus, number>;
}

/**
 * A failed message back to pending, due now, for one more attempt (it fails again at once if
 * that one fails: its attempts are kept). Answers the
 * message, `'not-failed'` when it is pending or sent, or undefined when there is none.
 */
export async function retryMail(db: Db, id: number, now = new Date()) {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', next_attempt_at: now, locked_until: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning();
  if (row) return toEntry(row);
  const [exists] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return exists ? ('not-failed' as const) : undefined;
}

/**
 * Deletes the e-mails sent or given up more than `retentionDays` ago (MAIL_RETENTION_DAYS);
 * pending ones stay until they go. Answers how many went.
 */
export async function deleteOldMail(db: Db, retentionDays: number, now = new Date()) {
  const deleted = await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['sent', 'failed']),
        lt(mailOutbox.created_at, retentionCutoff(retentionDays, now)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return deleted.length;
}
