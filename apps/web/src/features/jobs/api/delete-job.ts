import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /jobs/{id}: the server deletes the job's applications and their documents too. */
export const deleteJob = (id: number) =>
  api<{ detail: string }>(`/jobs/${id}`, { method: 'DELETE' });

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: ['jobs', 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
}
