import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import type {
  Application,
  ApplicationListItem,
  ApplicationReviewer,
  ApplicationSortKey,
  ApplicationStatus,
  OtherApplication,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { applicationDocuments, jobApplications, jobs, mailOutbox, users } from '../../db/schema.js';
import { iso } from '../../lib/dates.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { isJobOpen } from '../jobs/repository.js';
import { documentFileName } from './document-name.js';

type ApplicationRow = typeof jobApplications.$inferSelect;
type ReviewerRow = { id: number; first_name: string; last_name: string; email: string };
/** An application with the account that last saved its notes and rating (if it still exists). */
type ReviewedRow = { application: ApplicationRow; reviewer: ReviewerRow | null };
type DocumentRow = typeof applicationDocuments.$inferSelect;
export type NewApplication = Omit<
  typeof jobApplications.$inferInsert,
  'id' | 'status' | 'applied_at' | 'updated_at' | 'notes' | 'rating' | 'reviewed_by' | 'reviewed_at'
>;
export type NewDocument = Omit<
  typeof applicationDocuments.$inferInsert,
  'id' | 'application_id' | 'created_at'
>;

/** The authenticated download address of one document. */
export const documentUrl = (applicationId: number, documentId: number) =>
  `/api/job-applications/${applicationId}/documents/${documentId}`;

/** A colleague as shown beside the notes: their full name, else their email. */
const reviewerOf = (row: ReviewerRow | null): ApplicationReviewer | null =>
  row && { id: row.id, name: `${row.first_name} ${row.last_name}`.trim() || row.email };

/** Text as typed in a form: line breaks as LF, outer blanks dropped, empty read as none. */
export const cleanText = (value: string) => value.replace(/\r\n?/g, '\n').trim() || null;

export const toApplication = (
  { application: row, reviewer }: ReviewedRow,
  documents: DocumentRow[],
): Application => ({
  id: row.id,
  job_id: row.job_id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  status: row.status,
  applied_at: iso(row.applied_at),
  cover_letter: row.cover_letter,
  resume_url: row.resume_url,
  linkedin_url: row.linkedin_url,
  portfolio_url: row.portfolio_url,
  documents: documents.map((document) => ({
    id: document.id,
    name: documentFileName(document.original_name, document.mime_type),
    size: document.size_bytes,
    type: document.mime_type,
    url: documentUrl(row.id, document.id),
  })),
  notes: row.notes,
  rating: row.rating,
  reviewed_by: reviewerOf(reviewer),
  reviewed_at: row.reviewed_at ? iso(row.reviewed_at) : null,
  source: row.source ?? null,
  other_applications: [],
});

/**
 * The filters of the list across jobs (`from`/`to`: applied days, UTC, both included;
 * `maxDays`: sent at most that many whole days before `now`, in ms since the epoch, taken once
 * per request; `utmSource`/`noUtmSource`: the visit's utm_source is that one, or none;
 * `otherJobs`: the e-mail address applied to another job too; `notReviewed`: no notes, no rating).
 */
export type ApplicationListFilter = {
  jobId?: number;
  status?: ApplicationStatus;
  search?: string;
  from?: string;
  to?: string;
  maxDays?: number;
  now: number;
  minRating?: number;
  utmSource?: string;
  noUtmSource?: boolean;
  otherJobs?: boolean;
  notReviewed?: boolean;
};

export type ApplicationListOrder = { key: ApplicationSortKey; descending: boolean };

const DAY_MS = 86_400_000;

/** The visit's utm_source, as text (null when there is no source or no utm_source in it). */
const utmSource = sql<string | null>`${jobApplications.source}->>'utm_source'`;

/** Another application, beside the one a query is on. */
const other = alias(jobApplications, 'other_application');

/** Subqueries built apart from a connection. */
const subquery = new QueryBuilder();

/** The `job_id` filter alone (`all_total` and `sources` are taken under it). */
const jobFilter = (jobId: number | undefined) =>
  jobId === undefined ? undefined : eq(jobApplications.job_id, jobId);

/** Every filter but the status (the counts by status are taken under these). */
function otherListFilters({
  jobId,
  search,
  from,
  to,
  maxDays,
  now,
  minRating,
  utmSource: source,
  noUtmSource,
  otherJobs,
  notReviewed,
}: ApplicationListFilter) {
  const text = search?.trim();
  const pattern = text ? containsPattern(text) : undefined;
  return and(
    jobFilter(jobId),
    pattern
      ? or(
          ilike(sql`${jobApplications.first_name} || ' ' || ${jobApplications.last_name}`, pattern),
          ilike(jobApplications.email, pattern),
          ilike(jobApplications.phone, pattern),
        )
      : undefined,
    from === undefined ? undefined : gte(jobApplications.applied_at, new Date(`${from}T00:00:00Z`)),
    to === undefined
      ? undefined
      : lt(jobApplications.applied_at, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)),
    // At most N whole days ago: less than N + 1 days before now.
    maxDays === undefined
      ? undefined
      : gt(jobApplications.applied_at, new Date(now - (maxDays + 1) * DAY_MS)),
    minRating === undefined ? undefined : gte(jobApplications.rating, minRating),
    source === undefined ? undefined : sql`${utmSource} = ${source}`,
    noUtmSource ? sql`coalesce(${utmSource}, '') = ''` : undefined,
    otherJobs
      ? exists(
          subquery
            .select({ one: sql`1` })
            .from(other)
            .where(
              and(
                sql`lower(${other.email}) = lower(${jobApplications.email})`,
                ne(other.job_id, jobApplications.job_id),
              ),
            ),
        )
      : undefined,
    // Notes of blanks only (spaces, tabs, line breaks) count as none, as the review form saves them.
    notReviewed
      ? and(
          sql`coalesce(btrim(${jobApplications.notes}, E' \\t\\n\\r'), '') = ''`,
          isNull(jobApplications.rating),
        )
      : undefined,
  );
}

/** Every filter, the status too (`others`: those of otherListFilters, when already built). */
const listFilters = (filter: ApplicationListFilter, others = otherListFilters(filter)) =>
  and(others, filter.status ? eq(jobApplications.status, filter.status) : undefined);

/** What each order compares: the name case-insensitively, statuses in their flow, no rating as 0. */
const ORDER_VALUES: Record<ApplicationSortKey, SQL> = {
  applied_at: sql`${jobApplications.applied_at}`,
  name: sql`lower(${jobApplications.first_name} || ' ' || ${jobApplications.last_name})`,
  status: sql`CASE ${jobApplications.status} WHEN 'pending' THEN 0 WHEN 'reviewing' THEN 1 WHEN 'accepted' THEN 2 ELSE 3 END`,
  rating: sql`coalesce(${jobApplications.rating}, 0)`,
};

/** The order, then newest first (by id last) among equals, so pages never overlap. */
function listOrder({ key, descending }: ApplicationListOrder): SQL[] {
  const direction = descending ? desc : asc;
  if (key === 'applied_at') {
    return [direction(jobApplications.applied_at), direction(jobApplications.id)];
  }
  return [direction(ORDER_VALUES[key]), desc(jobApplications.applied_at), desc(jobApplications.id)];
}

export type CreateResult =
  { ok: true; id: number } | { ok: false; reason: 'job-missing' | 'job-closed' };

export function applicationsRepository(db: Db) {
  /** The applications with their documents (by id), in the order given. */
  const withDocuments = async (rows: ReviewedRow[]) => {
    if (rows.length === 0) return [];
    const documents = await db
      .select()
      .from(applicationDocuments)
      .where(
        inArray(
          applicationDocuments.application_id,
          rows.map((row) => row.application.id),
        ),
      )
      .orderBy(asc(applicationDocuments.id));
    const byApplication = new Map<number, DocumentRow[]>();
    for (const document of documents) {
      const list = byApplication.get(document.application_id) ?? [];
      list.push(document);
      byApplication.set(document.application_id, list);
    }
    return rows.map((row) => toApplication(row, byApplication.get(row.application.id) ?? []));
  };

  /** The applications matching `where`, each with its reviewer, in the order given. */
  const select = (where: SQL | undefined, ...orderBy: SQL[]) =>
    db
      .select({
        application: jobApplications,
        reviewer: {
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
        },
      })
      .from(jobApplications)
      .leftJoin(users, eq(users.id, jobApplications.reviewed_by))
      .where(where)
      .orderBy(...orderBy);

  /**
   * In one query: every application (any job, newest first) sent with one of the e-mail
   * addresses (in lower case: a list, or a query answering them), compared case-insensitively,
   * by that address in lower case.
   */
  const applicationsByEmail = async (emails: string[] | SQLWrapper) => {
    const byEmail = new Map<string, OtherApplication[]>();
    if (Array.isArray(emails) && emails.length === 0) return byEmail;
    const email = sql<string>`lower(${jobApplications.email})`;
    const rows = await db
      .select({
        id: jobApplications.id,
        job_id: jobApplications.job_id,
        job_title: jobs.title,
        applied_at: jobApplications.applied_at,
        status: jobApplications.status,
        email,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.job_id))
      .where(inArray(email, emails))
      .orderBy(desc(jobApplications.applied_at), desc(jobApplications.id));
    for (const { email: address, applied_at, ...row } of rows) {
      const list = byEmail.get(address) ?? [];
      list.push({ ...row, applied_at: iso(applied_at) });
      byEmail.set(address, list);
    }
    return byEmail;
  };

  /** Each application with the others of its e-mail address (of `byEmail`), itself left out. */
  const withOthers = <T extends Application>(
    applications: T[],
    byEmail: Map<string, OtherApplication[]>,
  ): T[] =>
    applications.map((application) => ({
      ...application,
      other_applications: (byEmail.get(application.email.toLowerCase()) ?? []).filter(
        (other) => other.id !== application.id,
      ),
    }));

  const byId = async (id: number) =>
    (await withDocuments(await select(eq(jobApplications.id, id))))[0];

  return {
    /**
     * Inserts the application and its document rows in one transaction, once the job is known
     * to be open. The job row is share-locked, so it cannot be deleted or closed half-way.
     * `alsoInTransaction` adds its writes to the same transaction (the e-mail it sets off).
     */
    create: (
      values: NewApplication,
      documents: NewDocument[],
      alsoInTransaction?: (tx: Db, id: number) => Promise<void>,
    ): Promise<CreateResult> =>
      db.transaction(async (tx) => {
        const [job] = await tx
          .select({
            is_active: jobs.is_active,
            application_deadline: jobs.application_deadline,
            publication: jobs.publication,
            publish_at: jobs.publish_at,
          })
          .from(jobs)
          .where(eq(jobs.id, values.job_id))
          .for('share');
        if (!job) return { ok: false, reason: 'job-missing' };
        if (!isJobOpen(job)) return { ok: false, reason: 'job-closed' };
        const [application] = await tx
          .insert(jobApplications)
          .values(values)
          .returning({ id: jobApplications.id });
        const id = application!.id;
        if (documents.length > 0) {
          await tx
            .insert(applicationDocuments)
            .values(documents.map((document) => ({ ...document, application_id: id })));
        }
        await alsoInTransaction?.(tx, id);
        return { ok: true, id };
      }),

    /** Newest first, each with the applicant's other applications (same e-mail, any job). */
    listForJob: async (jobId: number) => {
      const [applications, others] = await Promise.all([
        select(
          eq(jobApplications.job_id, jobId),
          desc(jobApplications.applied_at),
          desc(jobApplications.id),
        ).then(withDocuments),
        applicationsByEmail(
          db
            .select({ email: sql`lower(${other.email})` })
            .from(other)
            .where(eq(other.job_id, jobId)),
        ),
      ]);
      return withOthers(applications, others);
    },

    /**
     * A page of the applications of every job that match, in the order asked, each with its
     * job and the applicant's other applications; how many match; per status how many match
     * the other filters; how many there are under the `job_id` filter alone (`all_total`), and
     * the utm_source values among those (`sources`, sorted).
     */
    list: async (
      filter: ApplicationListFilter,
      order: ApplicationListOrder,
      page: { limit: number; offset: number },
    ) => {
      const others = otherListFilters(filter);
      const where = listFilters(filter, others);
      const [rows, byStatus, [all], sourceRows] = await Promise.all([
        db
          .select({
            application: jobApplications,
            reviewer: {
              id: users.id,
              first_name: users.first_name,
              last_name: users.last_name,
              email: users.email,
            },
            job: { id: jobs.id, title: jobs.title },
          })
          .from(jobApplications)
          .innerJoin(jobs, eq(jobs.id, jobApplications.job_id))
          .leftJoin(users, eq(users.id, jobApplications.reviewed_by))
          .where(where)
          .orderBy(...listOrder(order))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ status: jobApplications.status, n: count() })
          .from(jobApplications)
          .where(others)
          .groupBy(jobApplications.status),
        db.select({ n: count() }).from(jobApplications).where(jobFilter(filter.jobId)),
        db
          .selectDistinct({ value: sql<string>`${utmSource}` })
          .from(jobApplications)
          .where(and(jobFilter(filter.jobId), sql`coalesce(${utmSource}, '') <> ''`)),
      ]);
      const counts: Record<ApplicationStatus, number> = {
        pending: 0,
        reviewing: 0,
        accepted: 0,
        rejected: 0,
      };
      for (const { status, n } of byStatus) counts[status] = Number(n);
      const total = filter.status
        ? counts[filter.status]
        : counts.pending + counts.reviewing + counts.accepted + counts.rejected;
      const [applications, byEmail] = await Promise.all([
        withDocuments(rows),
        applicationsByEmail([...new Set(rows.map((row) => row.application.email.toLowerCase()))]),
      ]);
      const items: ApplicationListItem[] = withOthers(applications, byEmail).map(
        (application, index) => ({ ...application, job: rows[index]!.job }),
      );
      // Sorted here, by code unit: the same order whatever the database's collation.
      const sources = sourceRows.map((row) => row.value).sort();
      return { items, total, counts, all_total: Number(all?.n ?? 0), sources };
    },

    /** The ids of every application that matches (the status too), in the list's order. */
    ids: async (filter: ApplicationListFilter, order: ApplicationListOrder) => {
      const rows = await db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .where(listFilters(filter))
        .orderBy(...listOrder(order));
      return rows.map((row) => row.id);
    },

    /** `alsoInTransaction` adds its writes to the status change's transaction (its e-mail). */
    setStatus: async (
      id: number,
      status: ApplicationStatus,
      alsoInTransaction?: (tx: Db) => Promise<unknown>,
    ) => {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(jobApplications)
          .set({
            status,
            updated_at: new Date(),
            status_changed_at: sql`CASE WHEN ${jobApplications.status} = ${status} THEN ${jobApplications.status_changed_at} ELSE now() END`,
          })
          .where(eq(jobApplications.id, id))
          .returning({ id: jobApplications.id });
        if (updated) await alsoInTransaction?.(tx);
        return updated;
      });
      return row ? byId(row.id) : undefined;
    },

    /** Stores the notes and rating, recording who saved them and when. */
    setReview: async (
      id: number,
      review: { notes: string; rating: number | null },
      reviewerId: number,
    ) => {
      const now = new Date();
      const [row] = await db
        .update(jobApplications)
        .set({
          notes: cleanText(review.notes),
          rating: review.rating,
          reviewed_by: reviewerId,
          reviewed_at: now,
          updated_at: now,
        })
        .where(eq(jobApplications.id, id))
        .returning({ id: jobApplications.id });
      return row ? byId(row.id) : undefined;
    },

    /**
     * Sets the status of every application of `ids` in one transaction, as `setStatus` does, and
     * answers each one's status before; none changes when one of them does not exist (`missing`).
     * `alsoInTransaction` adds its writes to the transaction (the e-mails), answering what it
     * wants kept (the outbox ids).
     */
    setStatuses: <T>(
      ids: number[],
      status: ApplicationStatus,
      alsoInTransaction: (tx: Db) => Promise<T>,
    ) =>
      db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: jobApplications.id, status: jobApplications.status })
          .from(jobApplications)
          .where(inArray(jobApplications.id, ids))
          .orderBy(asc(jobApplications.id))
          .for('update');
        if (rows.length !== ids.length) {
          const found = new Set(rows.map((row) => row.id));
          return { ok: false as const, missing: ids.filter((id) => !found.has(id)) };
        }
        await tx
          .update(jobApplications)
          .set({
            status,
            updated_at: new Date(),
            status_changed_at: sql`CASE WHEN ${jobApplications.status} = ${status} THEN ${jobApplications.status_changed_at} ELSE now() END`,
          })
          .where(inArray(jobApplications.id, ids));
        const extra = await alsoInTransaction(tx);
        return { ok: true as const, previous: rows, extra };
      }),

    /**
     * Undoes a bulk change in one transaction: gives each application its previous status
     * where it still has the bulk's `status` (the others are skipped), and deletes the e-mails of
     * `outboxIds` not sent yet and not being sent. Answers the restored ids and the e-mails withdrawn.
     */
    restoreStatuses: (
      status: ApplicationStatus,
      previous: Partial<Record<ApplicationStatus, number[]>>,
      outboxIds: number[],
    ) =>
      db.transaction(async (tx) => {
        const restored: { id: number; status: ApplicationStatus }[] = [];
        for (const [before, ids] of Object.entries(previous) as [ApplicationStatus, number[]][]) {
          if (ids.length === 0) continue;
          const rows = await tx
            .update(jobApplications)
            .set({
              status: before,
              updated_at: new Date(),
              status_changed_at: sql`CASE WHEN ${jobApplications.status} = ${before} THEN ${jobApplications.status_changed_at} ELSE now() END`,
            })
            .where(and(inArray(jobApplications.id, ids), eq(jobApplications.status, status)))
            .returning({ id: jobApplications.id, status: jobApplications.status });
          restored.push(...rows);
        }
        const now = new Date();
        const withdrawn =
          outboxIds.length === 0
            ? []
            : await tx
                .delete(mailOutbox)
                .where(
                  and(
                    inArray(mailOutbox.id, outboxIds),
                    eq(mailOutbox.status, 'pending'),
                    isNull(mailOutbox.sent_at),
                    or(isNull(mailOutbox.locked_until), lte(mailOutbox.locked_until, now)),
                  ),
                )
                .returning({ id: mailOutbox.id });
        return { restored, withdrawn: withdrawn.length };
      }),

    /** A document, only when it belongs to the application. */
    document: async (applicationId: number, documentId: number) =>
      (
        await db
          .select()
          .from(applicationDocuments)
          .where(
            and(
              eq(applicationDocuments.id, documentId),
              eq(applicationDocuments.application_id, applicationId),
            ),
          )
      )[0],
  };
}
