import type { JobWithApplicants } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §7: the job (title, department, location) and its applications, with their documents. */
export const getJobApplicants = (jobId: number) =>
  api<JobWithApplicants>(`/jobs/${jobId}/with-applicants`);

/** Cached under 'job-applicants' plus the job id (SPEC §7). */
export const jobApplicantsQueryKey = (jobId: number) => ['job-applicants', jobId] as const;

export const jobApplicantsQueryOptions = (jobId: number) =>
  queryOptions({ queryKey: jobApplicantsQueryKey(jobId), queryFn: () => getJobApplicants(jobId) });

/** Runs only when there is a job id (SPEC §7). */
export const useJobApplicants = (jobId: number | null) =>
  useQuery({ ...jobApplicantsQueryOptions(jobId ?? 0), enabled: jobId !== null });
