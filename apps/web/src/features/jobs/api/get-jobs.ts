import type { Job, JobList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The open positions (`GET /jobs` answers `{ jobs }`). Signed-in staff get the inactive jobs
 * too, so the public list keeps only the active ones.
 */
export async function getJobs(): Promise<Job[]> {
  const { jobs } = await api<JobList>('/jobs');
  return jobs.filter((job) => job.is_active);
}

export const jobsQueryOptions = () =>
  queryOptions({ queryKey: ['jobs', 'open'], queryFn: getJobs });

export const useJobs = () => useQuery(jobsQueryOptions());
