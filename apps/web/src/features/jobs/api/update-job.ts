import type { Job, JobPatch } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UpdateJobInput = { id: number; data: JobPatch };

export const updateJob = ({ id, data }: UpdateJobInput) =>
  api<Job>(`/jobs/${id}`, { method: 'PATCH', body: data });

/** PATCH /jobs/{id} with the job's fields; every job list is loaded again afterwards. */
export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
