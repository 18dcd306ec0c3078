import { type Job, JobInputSchema } from '@app/contracts';
import type { z } from 'zod';
import { schemaResolver } from '@/lib/form-resolver';

/** The add/edit form checks exactly what the server does (SPEC §5 "Job form"). */
export const jobFormResolver = schemaResolver(JobInputSchema);
export type JobFormInput = z.input<typeof JobInputSchema>;

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
