import { z } from 'zod';
import {
  optionalDate,
  optionalEmail,
  optionalText,
  PageQuerySchema,
  requiredRichText,
  requiredText,
  TimestampSchema,
} from './common.js';
import {
  ContentQuerySchema,
  JobTranslationsSchema,
  StoredJobTranslationsSchema,
  LocalizedSchema,
  TranslationLanguageSchema,
} from './translations.js';
import {
  PhaseCountsSchema,
  PublicationInputSchema,
  PublicationPhaseSchema,
  PublicationWireSchema,
  PublishAtWireSchema,
} from './publication.js';

export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Internship'] as const;
export const JOB_LEVELS = ['Entry', 'Mid', 'Senior', 'Lead', 'Executive'] as const;
export const JobTypeSchema = z.enum(JOB_TYPES);
export const JobLevelSchema = z.enum(JOB_LEVELS);
export type JobType = z.infer<typeof JobTypeSchema>;
export type JobLevel = z.infer<typeof JobLevelSchema>;

export const JobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  department: z.string(),
  location: z.string(),
  type: JobTypeSchema,
  level: JobLevelSchema,
  description: z.string(),
  requirements: z.string(),
  responsibilities: z.string(),
  benefits: z.string().nullable(),
  salary_range: z.string().nullable(),
  is_active: z.boolean(),
  application_deadline: z.string().nullable(),
  /**
   * Staff who manage jobs only: where the notices of this job's applications go instead of the
   * recruiters (null: to the recruiters and admins). Never in a visitor's answer.
   */
  notify_email: z.string().nullable().optional(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  ...PublicationWireSchema.shape,
  ...PublishAtWireSchema.shape,
  ...LocalizedSchema.shape,
  /** Staff's reads with `include=translations`, and answers to their writes. */
  translations: StoredJobTranslationsSchema.optional(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobListSchema = z.object({ jobs: z.array(JobSchema) });
export type JobList = z.infer<typeof JobListSchema>;

/** Newest first; `per_page` defaults to 100. */
export const JobListQuerySchema = PageQuerySchema.extend(ContentQuerySchema.shape);

/** Job Management's list: this many jobs a page unless `per_page` says otherwise. */
export const MANAGED_JOBS_PER_PAGE = 24;
/**
 * Job Management's orders: `-created_at` the newest first (as `GET /jobs` lists them), the
 * default; by title either way; `application_deadline` the soonest deadline first (none last).
 */
export const MANAGED_JOBS_SORTS = [
  '-created_at',
  'title',
  '-title',
  'application_deadline',
] as const;
export type ManagedJobsSort = (typeof MANAGED_JOBS_SORTS)[number];

/**
 * Job Management's switch: `active` the jobs whose `is_active` is on, `inactive` those switched
 * off. The deadline plays no part: an active job past its deadline is still `active` (its card
 * says "Expired" beside "Active", as before).
 */
export const MANAGED_JOB_ACTIVITIES = ['active', 'inactive'] as const;
export const ManagedJobActivitySchema = z.enum(MANAGED_JOB_ACTIVITIES);
export type ManagedJobActivity = z.infer<typeof ManagedJobActivitySchema>;

/**
 * `GET /jobs/manage` (staff who manage jobs): a page of every job, searched (title, department,
 * location, description, translations), in one phase, active or not, missing one translation, in
 * an order.
 */
export const ManagedJobsQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  phase: PublicationPhaseSchema.optional(),
  active: ManagedJobActivitySchema.optional(),
  missing: TranslationLanguageSchema.optional(),
  sort: z.enum(MANAGED_JOBS_SORTS).optional(),
});
export type ManagedJobsQuery = z.input<typeof ManagedJobsQuerySchema>;

/** A page of Job Management's list, how many match, and per phase how many match the rest. */
export const ManagedJobsListSchema = z.object({
  jobs: z.array(JobSchema),
  total: z.number().int(),
  phases: PhaseCountsSchema,
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ManagedJobsList = z.infer<typeof ManagedJobsListSchema>;

const JobFieldsSchema = z.object({
  title: requiredText(200),
  department: requiredText(200),
  location: requiredText(200),
  type: JobTypeSchema,
  level: JobLevelSchema,
  /** Rich text (HTML, its text up to 20,000 characters); sanitised by the server. */
  description: requiredRichText(20_000),
  requirements: requiredText(20_000),
  responsibilities: requiredText(20_000),
  benefits: optionalText(20_000),
  salary_range: optionalText(200),
  is_active: z.boolean(),
  application_deadline: optionalDate(),
  /** One address for this job's application notices; empty: the recruiters. */
  notify_email: optionalEmail(),
  ...PublicationInputSchema.shape,
  translations: JobTranslationsSchema,
});

export const JobInputSchema = JobFieldsSchema.extend({
  translations: JobTranslationsSchema.optional(),
  type: JobTypeSchema.default('Full-time'),
  level: JobLevelSchema.default('Mid'),
  is_active: z.boolean().default(true),
});
export type JobInput = z.infer<typeof JobInputSchema>;
/** PATCH: any subset of the fields, e.g. only `is_active` to toggle; no defaults applied. */
export const JobPatchSchema = JobFieldsSchema.partial();
export type JobPatch = z.infer<typeof JobPatchSchema>;
