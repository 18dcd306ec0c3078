import { type Job } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const MAX_ID = 2_147_483_647;

/** SPEC §2: the id of /careers/{id} is read as an integer; anything else finds no job. */
export function parseJobId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

export const getJob = (id: number) => api<Job>(`/jobs/${id}`);

export const jobQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['jobs', 'detail', id], queryFn: () => getJob(id) });

/** The job, or nothing to load when the id is not a job id. */
export const useJob = (id: number | null) =>
  useQuery({ ...jobQueryOptions(id ?? 0), enabled: id !== null });
