import { type Job, JobInputSchema, type JobTranslation, TRANSLATED_FIELDS } from '@app/contracts';
import type { z } from 'zod';
import {
  emptyTranslations,
  formToTranslations,
  translationsToForm,
  type TranslationsForm,
} from '@/lib/content-translations';
import { schemaResolver } from '@/lib/form-resolver';

/** The fields a job has in each language (ADR 0011). */
export type JobField = keyof JobTranslation;

/** What the form holds: every text as a string ('' for "not given"), and each translation's. */
export type JobFormDraft = {
  title: string;
  department: string;
  location: string;
  type: Job['type'];
  level: Job['level'];
  description: string;
  requirements: string;
  responsibilities: string;
  benefits: string;
  salary_range: string;
  application_deadline: string;
  /** Where this job's application notices go; '' for the recruiters. */
  notify_email: string;
  is_active: boolean;
  translations: TranslationsForm<JobField>;
};

/** What the form sends: a translation left empty as null, which removes it. */
export const toJobInput = ({
  translations,
  ...job
}: JobFormDraft): z.input<typeof JobInputSchema> => ({
  ...job,
  translations: formToTranslations(translations),
});

/** The add/edit form checks exactly what the server does (SPEC §5 "Job form"). */
export const jobFormResolver = schemaResolver(JobInputSchema, toJobInput);

export const emptyJobForm: JobFormDraft = {
  title: '',
  department: '',
  location: '',
  type: 'Full-time',
  level: 'Mid',
  description: '',
  requirements: '',
  responsibilities: '',
  benefits: '',
  salary_range: '',
  application_deadline: '',
  notify_email: '',
  is_active: true,
  translations: emptyTranslations(TRANSLATED_FIELDS.jobs),
};

export const jobToForm = (job: Job): JobFormDraft => ({
  title: job.title,
  department: job.department,
  location: job.location,
  type: job.type,
  level: job.level,
  description: job.description,
  requirements: job.requirements,
  responsibilities: job.responsibilities,
  benefits: job.benefits ?? '',
  salary_range: job.salary_range ?? '',
  application_deadline: job.application_deadline?.slice(0, 10) ?? '',
  notify_email: job.notify_email ?? '',
  is_active: job.is_active,
  translations: translationsToForm(TRANSLATED_FIELDS.jobs, job.translations),
});
