import type { User, UserPatch } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/auth/auth-api';
import { api } from '@/lib/api-client';

export type UpdateUserVariables = { id: number; patch: UserPatch };

/**
 * PATCH /users/{id} (SPEC §7): the edited fields, or only `is_enabled` to enable or disable.
 * An empty password is left out, which keeps the current one.
 */
export const updateUser = ({ id, patch }: UpdateUserVariables) =>
  api<User>(`/users/${id}`, { method: 'PATCH', body: patch });

/** Saves a staff account, then reloads the list (and the signed-in user when it is theirs). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async (saved) => {
      const current = queryClient.getQueryData<User | null>(currentUserQueryKey);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['users'] }),
        current?.id === saved.id
          ? queryClient.invalidateQueries({ queryKey: currentUserQueryKey })
          : undefined,
      ]);
    },
  });
}
