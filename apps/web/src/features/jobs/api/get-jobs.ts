import { type Job, type JobList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The open positions (SPEC §7: GET /jobs answers `{ jobs }`, or an array). Signed-in staff get
 * the inactive jobs too, so the public list keeps only the active ones.
 */
export async function getJobs(): Promise<Job[]> {
  const body = await api<JobList | Job[]>('/jobs');
  const jobs = Array.isArray(body) ? body : body.jobs;
  return jobs.filter((job) => job.is_active);
}

export const jobsQueryOptions = () =>
  queryOptions({ queryKey: ['jobs', 'open'], queryFn: getJobs });

export const useJobs = () => useQuery(jobsQueryOptions());
