import type { Job, JobInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const createJob = (input: JobInput) => api<Job>('/jobs', { method: 'POST', body: input });

/** POST /jobs; every job list is loaded again afterwards (SPEC §7). */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
