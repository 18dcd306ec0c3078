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
} from './translations.js';
import {
  PublicationInputSchema,
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
