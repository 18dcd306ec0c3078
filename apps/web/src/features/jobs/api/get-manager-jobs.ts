import type { Job, JobList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §7: the manager list asks for up to 100 jobs. */
export const MANAGER_JOBS_PER_PAGE = 100;

/**
 * Every job for the back office (GET /jobs?per_page=100&include=translations with the staff
 * token): active, inactive and expired ones alike, newest first, each in English with all its
 * translations (ADR 0011).
 */
export async function getManagerJobs(): Promise<Job[]> {
  const { jobs } = await api<JobList>(
    `/jobs?per_page=${MANAGER_JOBS_PER_PAGE}&include=translations`,
  );
  return jobs;
}

export const managerJobsQueryKey = ['jobs', 'manager'] as const;

export const managerJobsQueryOptions = () =>
  queryOptions({ queryKey: managerJobsQueryKey, queryFn: getManagerJobs });

export const useManagerJobs = () => useQuery(managerJobsQueryOptions());
