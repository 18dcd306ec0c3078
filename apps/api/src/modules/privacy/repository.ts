import { type AnyColumn, and, eq, inArray, isNull, lte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PersonCounts, RetentionItem, RetentionKind, RetentionRule } from '@app/contracts';
import type { PrivacyConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  applicationDocuments,
  auditLog,
  chatConversations,
  contactMessages,
  jobApplications,
  jobs,
  mailOutbox,
  users,
} from '../../db/schema.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { retentionCutoff } from '../../lib/retention.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The later of two moments (null counts as none). */
const later = (a: Date, b: Date | null) => (b && b > a ? b : a);

/** A job that takes no more applications: switched off, or past its deadline. */
const jobClosed = or(eq(jobs.is_active, false), lt(jobs.application_deadline, sql`current_date`));

/** Not kept beyond `horizon` by an admin's extension. */
const notKeptPast = (column: AnyColumn, horizon: Date) => or(isNull(column), lte(column, horizon));

/**
 * The applications that are due by `horizon` (a closed job's ones APPLICATION_RETENTION_DAYS
 * after they came, rejected ones REJECTED_RETENTION_DAYS after the rejection; never before an
 * extension), with the rule and the day each is due.
 */
async function dueApplications(db: Db, periods: PrivacyConfig, horizon: Date) {
  const closedDue = and(
    jobClosed,
    lt(jobApplications.applied_at, retentionCutoff(periods.applicationRetentionDays, horizon)),
  );
  const rejectedDue = and(
    eq(jobApplications.status, 'rejected'),
    lt(jobApplications.status_changed_at, retentionCutoff(periods.rejectedRetentionDays, horizon)),
  );
  const rows = await db
    .select({
      id: jobApplications.id,
      first_name: jobApplications.first_name,
      last_name: jobApplications.last_name,
      email: jobApplications.email,
      status: jobApplications.status,
      applied_at: jobApplications.applied_at,
      status_changed_at: jobApplications.status_changed_at,
      keep_until: jobApplications.keep_until,
      keep_reason: jobApplications.keep_reason,
      job_title: jobs.title,
      job_closed: sql<boolean>`(${jobClosed})`.mapWith(Boolean),
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.job_id))
    .where(and(or(closedDue, rejectedDue), notKeptPast(jobApplications.keep_until, horizon)));
  return rows.map((row): RetentionItem => {
    const rules: [RetentionRule, Date][] = [];
    if (row.job_closed) {
      rules.push(['closed_job', addDays(row.applied_at, periods.applicationRetentionDays)]);
    }
    if (row.status === 'rejected') {
      rules.push(['rejected', addDays(row.status_changed_at, periods.rejectedRetentionDays)]);
    }
    const [rule, due] = rules
      .filter(([, at]) => at <= horizon)
      .sort(([, a], [, b]) => a.getTime() - b.getTime())[0]!;
    return {
      kind: 'application',
      id: row.id,
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      job_title: row.job_title,
      rule,
      due_at: later(due, row.keep_until).toISOString(),
      keep_until: row.keep_until?.toISOString() ?? null,
      keep_reason: row.keep_reason,
    };
  });
}

/** The contact messages and chat leads due by `horizon` (CONTACT_RETENTION_DAYS after they came). */
async function dueContactMessages(db: Db, periods: PrivacyConfig, horizon: Date) {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(
      and(
        lt(contactMessages.created_at, retentionCutoff(periods.contactRetentionDays, horizon)),
        notKeptPast(contactMessages.keep_until, horizon),
      ),
    );
  return rows.map((row): RetentionItem => ({
    kind: 'contact_message',
    id: row.id,
    name: row.name,
    email: row.email,
    job_title: null,
    rule: 'contact',
    due_at: later(
      addDays(row.created_at, periods.contactRetentionDays),
      row.keep_until,
    ).toISOString(),
    keep_until: row.keep_until?.toISOString() ?? null,
    keep_reason: row.keep_reason,
  }));
}

/** An audit entry of the system (no actor), without personal data. */
const systemEntry = (
  action: string,
  entity: string,
  id: number,
  detail: Record<string, unknown>,
) => ({
  actor_id: null,
  actor_email: null,
  ip: null,
  action,
  entity,
  entity_id: String(id),
  changed: null,
  detail,
});

/** An e-mail address as it is compared: trimmed and lower-case. */
export const normalEmail = (email: string) => email.trim().toLowerCase();
const sameEmail = (column: SQL | AnyColumn, email: string) =>
  sql`lower(${column}) = ${normalEmail(email)}`;
const mentions = (column: SQL | AnyColumn, email: string) =>
  sql`lower(${column}) like ${containsPattern(normalEmail(email))}`;

export function privacyRepository(db: Db, periods: PrivacyConfig) {
  return {
    /** What is deleted by `now + days` days, soonest first. */
    async dueWithin(days: number, now = new Date()) {
      const horizon = addDays(now, days);
      const items = [
        ...(await dueApplications(db, periods, horizon)),
        ...(await dueContactMessages(db, periods, horizon)),
      ];
      return items.sort((a, b) => a.due_at.localeCompare(b.due_at) || a.id - b.id);
    },

    /** Keeps an item until `keepUntil`, for `reason`; answers whether the item exists. */
    async extend(kind: RetentionKind, id: number, keepUntil: Date, reason: string) {
      const table = kind === 'application' ? jobApplications : contactMessages;
      const updated = await db
        .update(table)
        .set({ keep_until: keepUntil, keep_reason: reason })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      return updated.length > 0;
    },

    /**
     * Deletes the applications (with their document rows and e-mails) and contact messages due
     * now, each with an audit entry (the rule, no personal data), in one transaction; answers
     * how many went and the storage keys of the documents, for the caller to delete once the
     * rows are gone.
     */
    async deleteDue(now = new Date()) {
      const applications = await dueApplications(db, periods, now);
      const messages = await dueContactMessages(db, periods, now);
      return db.transaction(async (tx) => {
        const keys: string[] = [];
        let deleted = 0;
        if (applications.length > 0) {
          // Locked, and an extension saved meanwhile still counts.
          const locked = await tx
            .select({ id: jobApplications.id })
            .from(jobApplications)
            .where(
              and(
                inArray(
                  jobApplications.id,
                  applications.map((item) => item.id),
                ),
                notKeptPast(jobApplications.keep_until, now),
              ),
            )
            .for('update');
          const ids = locked.map((row) => row.id);
          if (ids.length > 0) {
            const documents = await tx
              .select({ key: applicationDocuments.storage_key })
              .from(applicationDocuments)
              .where(inArray(applicationDocuments.application_id, ids));
            keys.push(...documents.map((document) => document.key));
            await tx.delete(jobApplications).where(inArray(jobApplications.id, ids));
            const gone = new Set(ids);
            await tx
              .insert(auditLog)
              .values(
                applications
                  .filter((item) => gone.has(item.id))
                  .map((item) =>
                    systemEntry('retention_delete', 'application', item.id, { rule: item.rule }),
                  ),
              );
          }
          deleted += ids.length;
        }
        if (messages.length > 0) {
          const gone = await tx
            .delete(contactMessages)
            .where(
              and(
                inArray(
                  contactMessages.id,
                  messages.map((item) => item.id),
                ),
                notKeptPast(contactMessages.keep_until, now),
              ),
            )
            .returning({ id: contactMessages.id });
          if (gone.length > 0) {
            await tx
              .insert(auditLog)
              .values(
                gone.map((row) =>
                  systemEntry('retention_delete', 'contact_message', row.id, { rule: 'contact' }),
                ),
              );
          }
          deleted += gone.length;
        }
        return { deleted, keys };
      });
    },

    /** Whether a staff account has the address. */
    async isStaff(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sameEmail(users.email, email))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Everything held about an address, as whole rows: applications (with their job's title)
     * and their documents, contact messages and chat leads, the chat exchanges of conversations
     * that name it or belong to a lead with it, e-mails to it or naming it, and audit entries
     * naming it (a failed sign-in keeps the address tried).
     */
    async find(email: string) {
      const applications = await db
        .select({ application: jobApplications, job_title: jobs.title })
        .from(jobApplications)
        .leftJoin(jobs, eq(jobs.id, jobApplications.job_id))
        .where(sameEmail(jobApplications.email, email))
        .orderBy(jobApplications.id);
      const applicationIds = applications.map((row) => row.application.id);
      const documents =
        applicationIds.length === 0
          ? []
          : await db
              .select()
              .from(applicationDocuments)
              .where(inArray(applicationDocuments.application_id, applicationIds))
              .orderBy(applicationDocuments.id);
      const messages = await db
        .select()
        .from(contactMessages)
        .where(sameEmail(contactMessages.email, email))
        .orderBy(contactMessages.id);
      const leadSessions = messages.flatMap((row) =>
        row.chat_session_id ? [row.chat_session_id] : [],
      );
      const naming = db
        .select({ session: chatConversations.session_id })
        .from(chatConversations)
        .where(
          or(
            mentions(chatConversations.user_message, email),
            mentions(chatConversations.bot_response, email),
          ),
        );
      const conversations = await db
        .select()
        .from(chatConversations)
        .where(
          or(
            inArray(chatConversations.session_id, naming),
            leadSessions.length > 0
              ? inArray(chatConversations.session_id, leadSessions)
              : undefined,
          ),
        )
        .orderBy(chatConversations.id);
      const outbox = await db
        .select()
        .from(mailOutbox)
        .where(
          or(
            sameEmail(mailOutbox.recipient, email),
            mentions(mailOutbox.subject, email),
            mentions(mailOutbox.text, email),
            mentions(mailOutbox.html, email),
            applicationIds.length > 0
              ? inArray(mailOutbox.application_id, applicationIds)
              : undefined,
            messages.length > 0
              ? inArray(
                  mailOutbox.contact_message_id,
                  messages.map((row) => row.id),
                )
              : undefined,
          ),
        )
        .orderBy(mailOutbox.id);
      const audit = await db
        .select()
        .from(auditLog)
        .where(mentions(sql`${auditLog.detail}::text`, email))
        .orderBy(auditLog.id);
      return { applications, documents, messages, conversations, outbox, audit };
    },

    /**
     * Deletes everything `find` answers in one transaction; answers the counts and the storage
     * keys of the documents, for the caller to delete once the rows are gone.
     */
    async erase(email: string) {
      return db.transaction(async (tx) => {
        const held = await privacyRepository(tx as unknown as Db, periods).find(email);
        const ids = <T extends { id: number }>(rows: T[]) => rows.map((row) => row.id);
        const applicationIds = held.applications.map((row) => row.application.id);
        if (held.outbox.length > 0) {
          await tx.delete(mailOutbox).where(inArray(mailOutbox.id, ids(held.outbox)));
        }
        if (held.conversations.length > 0) {
          await tx
            .delete(chatConversations)
            .where(inArray(chatConversations.id, ids(held.conversations)));
        }
        if (applicationIds.length > 0) {
          await tx.delete(jobApplications).where(inArray(jobApplications.id, applicationIds));
        }
        if (held.messages.length > 0) {
          await tx.delete(contactMessages).where(inArray(contactMessages.id, ids(held.messages)));
        }
        if (held.audit.length > 0) {
          await tx.delete(auditLog).where(inArray(auditLog.id, ids(held.audit)));
        }
        return {
          counts: countsOf(held),
          keys: held.documents.map((document) => document.storage_key),
        };
      });
    },
  };
}

export type HeldData = Awaited<ReturnType<ReturnType<typeof privacyRepository>['find']>>;

export const countsOf = (held: HeldData): PersonCounts => ({
  applications: held.applications.length,
  documents: held.documents.length,
  contact_messages: held.messages.length,
  chat_conversations: new Set(held.conversations.map((row) => row.session_id)).size,
  outbox: held.outbox.length,
  audit: held.audit.length,
});
