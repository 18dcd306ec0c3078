import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Application, ApplicationStatus } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { applicationDocuments, jobApplications, jobs } from '../../db/schema.js';
import { iso } from '../../lib/route-types.js';
import { isJobOpen } from '../jobs/repository.js';

type ApplicationRow = typeof jobApplications.$inferSelect;
type DocumentRow = typeof applicationDocuments.$inferSelect;
export type NewApplication = Omit<
  typeof jobApplications.$inferInsert,
  'id' | 'status' | 'applied_at' | 'updated_at'
>;
export type NewDocument = Omit<
  typeof applicationDocuments.$inferInsert,
  'id' | 'application_id' | 'created_at'
>;

/** The authenticated download address of one document. */
export const documentUrl = (applicationId: number, documentId: number) =>
  `/api/job-applications/${applicationId}/documents/${documentId}`;

export const toApplication = (row: ApplicationRow, documents: DocumentRow[]): Application => ({
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
    name: document.original_name,
    size: document.size_bytes,
    type: document.mime_type,
    url: documentUrl(row.id, document.id),
  })),
});

export type CreateResult =
  { ok: true; id: number } | { ok: false; reason: 'job-missing' | 'job-closed' };

export function applicationsRepository(db: Db) {
  /** The applications with their documents (by id), in the order given. */
  const withDocuments = async (rows: ApplicationRow[]) => {
    if (rows.length === 0) return [];
    const documents = await db
      .select()
      .from(applicationDocuments)
      .where(
        inArray(
          applicationDocuments.application_id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(applicationDocuments.id));
    const byApplication = new Map<number, DocumentRow[]>();
    for (const document of documents) {
      const list = byApplication.get(document.application_id) ?? [];
      list.push(document);
      byApplication.set(document.application_id, list);
    }
    return rows.map((row) => toApplication(row, byApplication.get(row.id) ?? []));
  };

  return {
    /**
     * Inserts the application and its document rows in one transaction, once the job is known
     * to be open. The job row is share-locked, so it cannot be deleted or closed half-way.
     */
    create: (values: NewApplication, documents: NewDocument[]): Promise<CreateResult> =>
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
        return { ok: true, id };
      }),

    /** Newest first. */
    listForJob: async (jobId: number) =>
      withDocuments(
        await db
          .select()
          .from(jobApplications)
          .where(eq(jobApplications.job_id, jobId))
          .orderBy(desc(jobApplications.applied_at), desc(jobApplications.id)),
      ),

    setStatus: async (id: number, status: ApplicationStatus) => {
      const [row] = await db
        .update(jobApplications)
        .set({ status, updated_at: new Date() })
        .where(eq(jobApplications.id, id))
        .returning();
      return row ? (await withDocuments([row]))[0] : undefined;
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
