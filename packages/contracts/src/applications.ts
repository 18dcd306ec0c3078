import { z } from 'zod';
import {
  ConsentSchema,
  DateSchema,
  FORM_MESSAGES,
  IdSchema,
  isHttpUrl,
  optional,
  optionalText,
  PageQuerySchema,
  requiredText,
  TimestampSchema,
  wholeNumber,
} from './common.js';
import { JobSchema } from './jobs.js';
import { APPLICATION_SOURCE_KEYS, type ApplicationSourceKey, sourceValueLimit } from './site.js';

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

/** An applicant's own link: an absolute http(s) address. */
const optionalHttpUrl = () =>
  optional(
    z
      .string()
      .trim()
      .max(2048, FORM_MESSAGES.tooLong(2048))
      .refine(isHttpUrl, { message: 'Must be an http(s) URL', params: { key: 'httpUrl' } }),
  );

const NOT_A_JOB_ID = 'Must be a job id (a whole number)';

/** The source as sent: each value trimmed and limited; empty ones read as none. */
export const ApplicationSourceInputSchema = z.strictObject(
  Object.fromEntries(
    APPLICATION_SOURCE_KEYS.map((key) => [key, optionalText(sourceValueLimit(key))]),
  ) as Record<ApplicationSourceKey, ReturnType<typeof optionalText>>,
);
/** The source as stored and read: the values that were given. */
export const ApplicationSourceSchema = z.partialRecord(z.enum(APPLICATION_SOURCE_KEYS), z.string());
export type ApplicationSource = z.infer<typeof ApplicationSourceSchema>;

/** A multipart field holding the source as JSON text. */
const sourceField = z
  .string()
  .max(10_000, FORM_MESSAGES.tooLong(10_000))
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'Must be a JSON object' });
      return z.NEVER;
    }
  })
  .pipe(ApplicationSourceInputSchema);

/**
 * The text fields of the multipart application form (SPEC §3 "Job application"); the files
 * come as repeated `documents` parts beside them. Every value arrives as text.
 */
export const ApplicationUploadFieldsSchema = z.object({
  first_name: requiredText(100, FORM_MESSAGES),
  last_name: requiredText(100, FORM_MESSAGES),
  email: requiredText(254, FORM_MESSAGES).pipe(z.email('Must be a valid email address')),
  phone: optionalText(50, FORM_MESSAGES),
  cover_letter: optionalText(10_000, FORM_MESSAGES),
  resume_url: optionalHttpUrl(),
  linkedin_url: optionalHttpUrl(),
  portfolio_url: optionalHttpUrl(),
  job_id: wholeNumber(1, 2_147_483_647, { invalid: NOT_A_JOB_ID, outOfRange: NOT_A_JOB_ID }),
  /** The privacy consent box: `true` (as the form sends it, text). */
  consent: z.preprocess((value) => (value === 'true' ? true : value), ConsentSchema),
  /** Optional: the visit's source, as JSON text (`{ "utm_source": "...", "referrer": "..." }`). */
  source: optional(sourceField),
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

/** Another application sent with the same e-mail address (any job). */
export const OtherApplicationSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  applied_at: TimestampSchema,
  status: ApplicationStatusSchema,
});
export type OtherApplication = z.infer<typeof OtherApplicationSchema>;

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
  /** Where the applicant came from (utm_* and referrer), or null when not known. */
  source: ApplicationSourceSchema.nullable(),
  /**
   * The applicant's other applications (same e-mail, case-insensitive, any job), newest first;
   * filled in the job's applicant list, empty elsewhere.
   */
  other_applications: z.array(OtherApplicationSchema),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const JobWithApplicantsSchema = z.object({
  job: JobSchema,
  applications: z.array(ApplicationSchema),
});
export type JobWithApplicants = z.infer<typeof JobWithApplicantsSchema>;

export const JobApplicantsParamsSchema = z.object({ jobId: IdSchema });

/** `GET /api/job-applications` lists this many applications a page when `per_page` is not given. */
export const APPLICATIONS_PER_PAGE = 50;

/** The orders of `GET /api/job-applications`: `-` before one reverses it (`-applied_at`). */
export const APPLICATION_SORT_KEYS = ['applied_at', 'name', 'status', 'rating'] as const;
export type ApplicationSortKey = (typeof APPLICATION_SORT_KEYS)[number];
export const APPLICATION_SORTS = [
  ...APPLICATION_SORT_KEYS,
  ...APPLICATION_SORT_KEYS.map((key) => `-${key}` as const),
] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

/** A query switch: `true` turns the filter on; `false` or nothing leaves it off. */
const querySwitch = () =>
  z
    .enum(['true', 'false'], { error: 'Must be true or false' })
    .optional()
    .transform((value) => value === 'true');

/** The widest `max_days` (a hundred years): any age beyond reads as every application. */
const MAX_AGE_DAYS = 36_500;

/**
 * The filters of `GET /api/job-applications` and `GET /api/job-applications/ids`, all optional:
 * `search` is found in the name, e-mail address or phone (case-insensitive); `from` and `to` are
 * applied days (UTC, both included); `max_days` keeps those sent at most that many whole days
 * ago (a day of 86400000 ms: 0 today, 7 a week, 30 a month); `min_rating` keeps those rated at
 * least that; `utm_source` those whose visit came with that utm_source, `no_utm_source=true`
 * those with none; `other_jobs=true` those whose e-mail address (case-insensitive) applied to
 * another job too; `not_reviewed=true` those without notes and without a rating. Newest first
 * unless `sort` says.
 */
const applicationFilterFields = {
  job_id: IdSchema.optional(),
  status: ApplicationStatusSchema.optional(),
  search: z.string().trim().max(200).optional(),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
  max_days: wholeNumber(0, MAX_AGE_DAYS, {
    invalid: `Must be a whole number from 0 to ${MAX_AGE_DAYS}`,
    outOfRange: `Must be a whole number from 0 to ${MAX_AGE_DAYS}`,
  }).optional(),
  min_rating: wholeNumber(RATING_MIN, RATING_MAX, {
    invalid: 'Must be a whole number from 1 to 5',
    outOfRange: 'Must be a whole number from 1 to 5',
  }).optional(),
  utm_source: z.string().trim().min(1).max(sourceValueLimit('utm_source')).optional(),
  no_utm_source: querySwitch(),
  other_jobs: querySwitch(),
  not_reviewed: querySwitch(),
  sort: z.enum(APPLICATION_SORTS).optional(),
};

/** The rules between the filters: a range the right way round, one source filter. */
const withFilterRules = <
  T extends z.ZodType<{ from?: string; to?: string; utm_source?: string; no_utm_source: boolean }>,
>(
  schema: T,
) =>
  schema
    .refine((query) => !query.from || !query.to || query.from <= query.to, {
      message: '`from` must not be after `to`',
      path: ['from'],
    })
    .refine((query) => !(query.utm_source && query.no_utm_source), {
      message: 'Give `utm_source` or `no_utm_source=true`, not both',
      path: ['no_utm_source'],
    });

export const ApplicationFilterQuerySchema = withFilterRules(z.object(applicationFilterFields));
export type ApplicationFilterQuery = z.input<typeof ApplicationFilterQuerySchema>;

/** The filters, order and page of `GET /api/job-applications`. */
export const ApplicationListQuerySchema = withFilterRules(
  PageQuerySchema.extend(applicationFilterFields),
);
export type ApplicationListQuery = z.input<typeof ApplicationListQuerySchema>;

/** An application of the list across jobs: as the job's list has it, with its job. */
export const ApplicationListItemSchema = ApplicationSchema.extend({
  job: z.object({ id: z.number().int(), title: z.string() }),
});
export type ApplicationListItem = z.infer<typeof ApplicationListItemSchema>;

/**
 * A page of the applications that match, each with the applicant's other applications; how many
 * match; per status how many match the other filters; how many there are under `job_id` alone
 * (`all_total`, every job's when none) and the utm_source values among those (`sources`, sorted).
 */
export const ApplicationListSchema = z.object({
  items: z.array(ApplicationListItemSchema),
  total: z.number().int(),
  counts: z.object({
    pending: z.number().int(),
    reviewing: z.number().int(),
    accepted: z.number().int(),
    rejected: z.number().int(),
  }),
  all_total: z.number().int(),
  sources: z.array(z.string()),
  page: z.number().int(),
  per_page: z.number().int(),
});
/** `GET /api/job-applications/ids`: the ids of every application that matches, in the list's order. */
export const ApplicationIdsSchema = z.object({ ids: z.array(z.number().int()) });
export type ApplicationIds = z.infer<typeof ApplicationIdsSchema>;
export type ApplicationList = z.infer<typeof ApplicationListSchema>;
export const ApplicationDocumentParamsSchema = z.object({ id: IdSchema, documentId: IdSchema });

/**
 * PUT /job-applications/{id}/status. `send_email` (reviewing, accepted, rejected only) also puts
 * the status e-mail to the candidate into the outbox, with the status change.
 */
export const ApplicationStatusInputSchema = z
  .object({ status: ApplicationStatusSchema, send_email: z.boolean().optional() })
  .refine((input) => !input.send_email || input.status !== 'pending', {
    message: 'No e-mail is sent for the status pending',
    path: ['send_email'],
  });
export type ApplicationStatusInput = z.infer<typeof ApplicationStatusInputSchema>;

/** At most this many applications change status in one bulk change. */
export const MAX_BULK_APPLICATIONS = 1000;

/**
 * How long a bulk change can be undone from its toast: its e-mails wait in the outbox that
 * long, so that the undo can still withdraw them.
 */
export const BULK_UNDO_WINDOW_MS = 10_000;

/**
 * POST /job-applications/bulk-status: sets the status of 1 to 1000 different applications at
 * once, as the single change does (`send_email`: each candidate gets the status e-mail).
 */
export const BulkStatusInputSchema = z
  .object({
    ids: z
      .array(z.number().int().positive().max(2_147_483_647), { error: 'Expected a list of ids' })
      .min(1, 'Give at least one id')
      .max(MAX_BULK_APPLICATIONS, `Give at most ${MAX_BULK_APPLICATIONS} ids`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each id may be given only once'),
    status: ApplicationStatusSchema,
    send_email: z.boolean().optional(),
  })
  .refine((input) => !input.send_email || input.status !== 'pending', {
    message: 'No e-mail is sent for the status pending',
    path: ['send_email'],
  });
export type BulkStatusInput = z.infer<typeof BulkStatusInputSchema>;

/** An application's id and its status after a bulk change or its undo. */
export const ApplicationStatusEntrySchema = z.object({
  id: z.number().int(),
  status: ApplicationStatusSchema,
});
export type ApplicationStatusEntry = z.infer<typeof ApplicationStatusEntrySchema>;

/**
 * The answer to a bulk change: how many changed, their new status, and the token that undoes
 * it until `undo_until` (by the same user).
 */
export const BulkStatusResultSchema = z.object({
  updated: z.number().int(),
  applications: z.array(ApplicationStatusEntrySchema),
  undo_token: z.string(),
  undo_until: TimestampSchema,
});
export type BulkStatusResult = z.infer<typeof BulkStatusResultSchema>;

/** POST /job-applications/bulk-status/undo. */
export const BulkStatusUndoInputSchema = z.object({
  undo_token: z.string({ error: 'Required' }).min(1, 'Required').max(200_000),
});
export type BulkStatusUndoInput = z.infer<typeof BulkStatusUndoInputSchema>;

/**
 * The answer to an undo: the applications given their previous status back, those skipped
 * (changed again since, or deleted), and how many of the e-mails were withdrawn before sending.
 */
export const BulkStatusUndoResultSchema = z.object({
  restored: z.number().int(),
  applications: z.array(ApplicationStatusEntrySchema),
  skipped: z.array(z.number().int()),
  emails_withdrawn: z.number().int(),
});
export type BulkStatusUndoResult = z.infer<typeof BulkStatusUndoResultSchema>;

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
