import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /users/{id} (SPEC §7). */
export const deleteUser = (id: number) =>
  api<{ detail: string }>(`/users/${id}`, { method: 'DELETE' });

/** Deletes a staff account, then reloads the list. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
