import { z } from 'zod';
import { IdSchema, TimestampSchema } from './common.js';
import { JobSchema } from './jobs.js';

export const APPLICATION_STATUSES = ['pending', 'reviewing', 'accepted', 'rejected'] as const;
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/** SPEC §5: PDF, DOC, DOCX, JPG, JPEG, PNG; 10 MB (10485760 bytes) in total per application. */
export const MAX_APPLICATION_FILES_BYTES = 10_485_760;
export const MAX_APPLICATION_FILES = 10;
export const ACCEPTED_DOCUMENT_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
} as const;
export type DocumentMimeType = keyof typeof ACCEPTED_DOCUMENT_TYPES;
/** 'PDF, DOC, DOCX, JPG, JPEG, PNG': the accepted types as people name them. */
export const ACCEPTED_DOCUMENT_LABELS = Object.values(ACCEPTED_DOCUMENT_TYPES)
  .flat()
  .map((extension) => extension.slice(1).toUpperCase())
  .join(', ');
/** The multipart field that carries the files; repeat it once per file. */
export const APPLICATION_DOCUMENTS_FIELD = 'documents';

/** Forms send '' for a field left empty: read it as "not given". */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const requiredField = (max: number) =>
  z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(max, `Must be at most ${max} characters`);

const optionalField = (max: number) =>
  z.preprocess(
    blankToNull,
    z.string().trim().max(max, `Must be at most ${max} characters`).nullable().optional(),
  );

/** An applicant's own link: an absolute http(s) address. */
const optionalHttpUrl = () =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(2048, 'Must be at most 2048 characters')
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            return url.protocol === 'http:' || url.protocol === 'https:';
          } catch {
            return false;
          }
        },
        { message: 'Must be an http(s) URL' },
      )
      .nullable()
      .optional(),
  );

/**
 * The text fields of the multipart application form (SPEC §3 "Job application"); the files
 * come as repeated `documents` parts beside them. Every value arrives as text.
 */
export const ApplicationUploadFieldsSchema = z.object({
  first_name: requiredField(100),
  last_name: requiredField(100),
  email: requiredField(254).pipe(z.email('Must be a valid email address')),
  phone: optionalField(50),
  cover_letter: optionalField(10_000),
  resume_url: optionalHttpUrl(),
  linkedin_url: optionalHttpUrl(),
  portfolio_url: optionalHttpUrl(),
  job_id: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'Required' : 'Must be a job id (a whole number)',
      })
      .int()
      .positive('Must be a job id (a whole number)')
      .max(2_147_483_647, 'Must be a job id (a whole number)'),
  ),
});
export type ApplicationUploadFields = z.infer<typeof ApplicationUploadFieldsSchema>;

export const ApplicationDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  url: z.string(),
});
export type ApplicationDocument = z.infer<typeof ApplicationDocumentSchema>;

/** SPEC §9: the rating scale is 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const MAX_APPLICATION_NOTES = 10_000;

export const ApplicationReviewerSchema = z.object({ id: z.number().int(), name: z.string() });
export type ApplicationReviewer = z.infer<typeof ApplicationReviewerSchema>;

export const ApplicationSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: ApplicationStatusSchema,
  applied_at: TimestampSchema,
  cover_letter: z.string().nullable(),
  resume_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  portfolio_url: z.string().nullable(),
  documents: z.array(ApplicationDocumentSchema),
  /** Staff's internal notes and 1-5 rating (a deviation from the spec: stored, not on screen only). */
  notes: z.string().nullable(),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable(),
  /** Who saved the notes and rating last (null once that account is deleted), and when. */
  reviewed_by: ApplicationReviewerSchema.nullable(),
  reviewed_at: TimestampSchema.nullable(),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const JobWithApplicantsSchema = z.object({
  job: JobSchema,
  applications: z.array(ApplicationSchema),
});
export type JobWithApplicants = z.infer<typeof JobWithApplicantsSchema>;

export const JobApplicantsParamsSchema = z.object({ jobId: IdSchema });
export const ApplicationDocumentParamsSchema = z.object({ id: IdSchema, documentId: IdSchema });

export const ApplicationStatusInputSchema = z.object({ status: ApplicationStatusSchema });
export type ApplicationStatusInput = z.infer<typeof ApplicationStatusInputSchema>;

export const ApplicationCreatedSchema = z.object({
  detail: z.string(),
  id: z.number().int(),
});

/**
 * PUT /job-applications/{id}/review: the internal notes (empty means none) and the rating
 * (a whole number from 1 to 5, or null for none). Both are sent each time.
 */
export const ApplicationReviewInputSchema = z.object({
  notes: z
    .string({ error: 'Required' })
    .max(MAX_APPLICATION_NOTES, `Must be at most ${MAX_APPLICATION_NOTES} characters`),
  rating: z
    .number({ error: 'Must be a whole number from 1 to 5, or null' })
    .int('Must be a whole number from 1 to 5, or null')
    .min(RATING_MIN, 'Must be a whole number from 1 to 5, or null')
    .max(RATING_MAX, 'Must be a whole number from 1 to 5, or null')
    .nullable(),
});
export type ApplicationReviewInput = z.infer<typeof ApplicationReviewInputSchema>;
