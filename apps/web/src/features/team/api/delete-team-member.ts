import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §7: DELETE /team/{id}. */
export const deleteTeamMember = (id: number) => api<unknown>(`/team/${id}`, { method: 'DELETE' });

/** Deletes a member; every team query (lists and details) is fetched again afterwards. */
export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
