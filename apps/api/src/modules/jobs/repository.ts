import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  type Job,
  type JobInput,
  type JobPatch,
  JobSchema,
  type ManagedJobActivity,
  type ManagedJobsSort,
  type PublicationPhase,
  type PublicationState,
  publicationPhase,
  type TranslationLanguage,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { applicationDocuments, jobApplications, jobs } from '../../db/schema.js';
import { todayUtc } from '../../lib/dates.js';
import { containsPattern } from '../../lib/like-pattern.js';
import {
  changedTranslations,
  missingTranslation,
  newTranslations,
  translationsMatch,
} from '../../lib/translations.js';
import { toWire } from '../../lib/wire.js';
import {
  countPhases,
  inPhase,
  inPhaseCount,
  type PublicationColumns,
} from '../publication/phases.js';

type JobRow = typeof jobs.$inferSelect;

export const toJob = (row: JobRow): Job =>
  toWire(JobSchema, { ...row, phase: publicationPhase(row.publication, row.publish_at) });

/** A publish time as the wire gives it (null: at once; undefined: unchanged). */
const publishTime = (at: string | null | undefined) =>
  at === undefined ? {} : { publish_at: at === null ? null : new Date(at) };

/**
 * A job is public once published and its publish time (if any) has come, by this process's
 * clock (the one the read cache expires by): `isJobPublic` checks a row, `publicJobs` is the
 * query condition. Drafts, archived and scheduled jobs are never shown nor open to applications.
 */
export const isJobPublic = (job: Pick<JobRow, 'publication' | 'publish_at'>, now = new Date()) =>
  job.publication === 'published' && (job.publish_at === null || job.publish_at <= now);

export const publicJobs = (now = new Date()): SQL =>
  and(eq(jobs.publication, 'published'), or(isNull(jobs.publish_at), lte(jobs.publish_at, now)))!;

/**
 * DESIGN "Public data rules": a job is open while it is active and its deadline (inclusive) has
 * not passed, in UTC (`todayUtc`, never SQL's CURRENT_DATE, which is the database server's day).
 * `isJobOpen` checks a row, `openToVisitors` is the same rule as a query condition: every place
 * that shows or accepts jobs for visitors uses one of them.
 */
export const isJobOpen = (
  job: Pick<JobRow, 'is_active' | 'application_deadline' | 'publication' | 'publish_at'>,
  now = new Date(),
) =>
  isJobPublic(job, now) &&
  job.is_active &&
  (job.application_deadline === null || job.application_deadline >= todayUtc(now));

export const openToVisitors = (now = new Date()): SQL =>
  and(
    publicJobs(now),
    eq(jobs.is_active, true),
    or(isNull(jobs.application_deadline), gte(jobs.application_deadline, todayUtc(now))),
  )!;

/** Newest first, everywhere jobs are listed. */
export const newestJobsFirst = () => [desc(jobs.created_at), desc(jobs.id)];

/** The filters of Job Management's list. */
export type ManagedJobsFilter = {
  search?: string;
  phase?: PublicationPhase;
  active?: ManagedJobActivity;
  missing?: TranslationLanguage;
};

/** The publication columns of jobs. */
const JOB_PUBLICATION: PublicationColumns = { state: jobs.publication, at: jobs.publish_at };

/** Every filter but the phase (the counts by phase are taken under these). */
function otherManagedFilters({ search, active, missing }: ManagedJobsFilter): SQL | undefined {
  const text = search?.trim();
  const pattern = text ? containsPattern(text) : undefined;
  return and(
    pattern
      ? or(
          ilike(jobs.title, pattern),
          ilike(jobs.department, pattern),
          ilike(jobs.location, pattern),
          // HTML: a word is found in its text, and in its markup too (rarely typed).
          ilike(jobs.description, pattern),
          translationsMatch(jobs.translations, pattern),
        )
      : undefined,
    // The switch only: the deadline plays no part.
    active ? eq(jobs.is_active, active === 'active') : undefined,
    missing ? missingTranslation(jobs.translations, missing) : undefined,
  );
}

const MANAGED_ORDER: Record<ManagedJobsSort, () => SQL[]> = {
  '-created_at': newestJobsFirst,
  title: () => [asc(sql`lower(${jobs.title})`), asc(jobs.id)],
  '-title': () => [desc(sql`lower(${jobs.title})`), desc(jobs.id)],
  application_deadline: () => [
    sql`${jobs.application_deadline} asc nulls last`,
    ...newestJobsFirst(),
  ],
};

export function jobsRepository(db: Db) {
  return {
    /** Newest first; `includeClosed` also lists inactive and expired jobs (staff). */
    list: (options: { includeClosed: boolean; limit: number; offset: number }) =>
      db
        .select()
        .from(jobs)
        .where(options.includeClosed ? undefined : openToVisitors())
        .orderBy(...newestJobsFirst())
        .limit(options.limit)
        .offset(options.offset),
    /**
     * A page of every job that matches, in the order asked; how many match; and per phase how
     * many match the other filters.
     */
    managed: async (
      filter: ManagedJobsFilter,
      sort: ManagedJobsSort,
      page: { limit: number; offset: number },
      now = new Date(),
    ) => {
      const others = otherManagedFilters(filter);
      const [rows, phases] = await Promise.all([
        db
          .select()
          .from(jobs)
          .where(
            and(others, filter.phase ? inPhase(JOB_PUBLICATION, filter.phase, now) : undefined),
          )
          .orderBy(...MANAGED_ORDER[sort]())
          .limit(page.limit)
          .offset(page.offset),
        countPhases(db, jobs, JOB_PUBLICATION, others, now),
      ]);
      return { rows, total: inPhaseCount(phases, filter.phase), phases };
    },
    byId: async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0],
    create: async ({ translations, publish_at, ...values }: JobInput) =>
      (
        await db
          .insert(jobs)
          .values({
            ...values,
            ...publishTime(publish_at),
            translations: newTranslations(translations),
          })
          .returning()
      )[0]!,
    /** Published at `at` (null: at once; a future time schedules it), back to draft, or archived. */
    setPublication: async (id: number, publication: PublicationState, at?: Date | null) =>
      (
        await db
          .update(jobs)
          .set({
            publication,
            ...(publication === 'published' ? { publish_at: at ?? null } : {}),
            updated_at: new Date(),
          })
          .where(eq(jobs.id, id))
          .returning()
      )[0],
    update: async (id: number, { translations, publish_at, ...values }: JobPatch) =>
      (
        await db
          .update(jobs)
          .set({
            ...values,
            ...publishTime(publish_at),
            translations: changedTranslations(jobs.translations, translations),
            updated_at: new Date(),
          })
          .where(eq(jobs.id, id))
          .returning()
      )[0],
    /**
     * Deletes the job; its applications and their document rows go with it (FK cascade).
     * Answers the storage keys of those documents, for the caller to delete the files once the
     * rows are gone, or undefined when there is no such job. The job row is locked first, so an
     * application being submitted at the same moment either commits before (and its files are
     * listed here) or fails on the foreign key afterwards (and removes its own files).
     */
    remove: (id: number) =>
      db.transaction(async (tx) => {
        const [job] = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(eq(jobs.id, id))
          .for('update');
        if (!job) return undefined;
        const applicationIds = tx
          .select({ id: jobApplications.id })
          .from(jobApplications)
          .where(eq(jobApplications.job_id, id));
        const documents = await tx
          .select({ key: applicationDocuments.storage_key })
          .from(applicationDocuments)
          .where(inArray(applicationDocuments.application_id, applicationIds));
        await tx.delete(jobs).where(eq(jobs.id, id));
        return documents.map((document) => document.key);
      }),
  };
}
