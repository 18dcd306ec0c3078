import { type Job } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getJob = (id: number) => api<Job>(`/jobs/${id}`);

export const jobQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['jobs', 'detail', id], queryFn: () => getJob(id) });

/** The job, or nothing to load when the id is not a job id. */
export const useJob = (id: number | null) =>
  useQuery({ ...jobQueryOptions(id ?? 0), enabled: id !== null });
