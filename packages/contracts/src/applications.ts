import { z } from 'zod';
import { TimestampSchema } from './common.js';
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

export const ApplicationDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  url: z.string(),
});
export type ApplicationDocument = z.infer<typeof ApplicationDocumentSchema>;

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
});
export type Application = z.infer<typeof ApplicationSchema>;

export const JobWithApplicantsSchema = z.object({
  job: JobSchema,
  applications: z.array(ApplicationSchema),
});
export type JobWithApplicants = z.infer<typeof JobWithApplicantsSchema>;

export const ApplicationStatusInputSchema = z.object({ status: ApplicationStatusSchema });
export type ApplicationStatusInput = z.infer<typeof ApplicationStatusInputSchema>;

export const ApplicationCreatedSchema = z.object({
  detail: z.string(),
  id: z.number().int(),
});
