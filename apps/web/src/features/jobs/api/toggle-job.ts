import type { Job } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ToggleJobInput = { id: number; is_active: boolean };

/** SPEC §7: PATCH /jobs/{id} with only `is_active` enables or disables a job. */
export const toggleJob = ({ id, is_active }: ToggleJobInput) =>
  api<Job>(`/jobs/${id}`, { method: 'PATCH', body: { is_active } });

export function useToggleJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
