import { type Job, JobInputSchema } from '@app/contracts';
import type { TFunction } from '@/i18n';
import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { textLines } from '../../lib/format';

/** The add/edit form validates exactly as the server does (SPEC §5 "Job form"). */
export const JobFormSchema = JobInputSchema;
export type JobFormInput = z.input<typeof JobFormSchema>;
export type JobFormValues = z.output<typeof JobFormSchema>;

/** What the form holds: every text as a string ('' for "not given"). */
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
  is_active: boolean;
};

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
  is_active: true,
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
  is_active: job.is_active,
});

/** The first three non-empty lines of the requirements, shown as bullets on the card. */
export const keyRequirements = (requirements: string, limit = 3) =>
  textLines(requirements).slice(0, limit);

/** Today as `YYYY-MM-DD` in UTC: the day the server uses to close jobs to visitors. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** A job whose deadline day has passed is no longer shown to visitors. */
export const isExpired = (deadline: string | null, today = todayUtc()) =>
  deadline !== null && deadline.slice(0, 10) < today;

/** A schema error in the manager's language, chosen by its kind (the schema speaks English). */
export function jobFieldError(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  switch (error.type) {
    case 'too_big': {
      const max = /\d+/.exec(error.message ?? '')?.[0];
      return t('jobsAdmin.form.errors.tooLong', { max: Number(max ?? 0) });
    }
    case 'invalid_format':
      return t('jobsAdmin.form.errors.date');
    case 'invalid_value':
      return t('jobsAdmin.form.errors.choice');
    default:
      return t('jobsAdmin.form.errors.required');
  }
}
