import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  Application,
  ApplicationReviewer,
  ApplicationStatus,
  OtherApplication,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { applicationDocuments, jobApplications, jobs, users } from '../../db/schema.js';
import { iso } from '../../lib/dates.js';
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
   * In one query: every application (any job, newest first) sent with an e-mail address that
   * applied for the job, compared case-insensitively, by that address in lower case.
   */
  const applicationsByEmailOfJob = async (jobId: number) => {
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
      .where(
        inArray(
          email,
          db
            .select({ email: sql`lower(${jobApplications.email})` })
            .from(jobApplications)
            .where(eq(jobApplications.job_id, jobId)),
        ),
      )
      .orderBy(desc(jobApplications.applied_at), desc(jobApplications.id));
    const byEmail = new Map<string, OtherApplication[]>();
    for (const { email: address, applied_at, ...row } of rows) {
      const list = byEmail.get(address) ?? [];
      list.push({ ...row, applied_at: iso(applied_at) });
      byEmail.set(address, list);
    }
    return byEmail;
  };

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
          .select({ is_active: jobs.is_active, application_deadline: jobs.application_deadline })
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
        applicationsByEmailOfJob(jobId),
      ]);
      return applications.map((application) => ({
        ...application,
        other_applications: (others.get(application.email.toLowerCase()) ?? []).filter(
          (other) => other.id !== application.id,
        ),
      }));
    },

    /** `alsoInTransaction` adds its writes to the status change's transaction (its e-mail). */
    setStatus: async (
      id: number,
      status: ApplicationStatus,
      alsoInTransaction?: (tx: Db) => Promise<void>,
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
