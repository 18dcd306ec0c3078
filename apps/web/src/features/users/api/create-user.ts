import type { User, UserCreate } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /users (SPEC §7). */
export const createUser = (input: UserCreate) =>
  api<User>('/users', { method: 'POST', body: input });

/** Adds a staff account, then reloads the list. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
