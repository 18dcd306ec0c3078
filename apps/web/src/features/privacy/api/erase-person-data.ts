import type { PersonErased } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ErasePersonVariables = { email: string; confirm: string };

/** POST /privacy/people/erase: deletes everything held about the address (typed again). */
export const erasePersonData = (body: ErasePersonVariables) =>
  api<PersonErased>('/privacy/people/erase', { method: 'POST', body });

/** Erases an address's data, then reloads what the privacy screen shows. */
export function useErasePersonData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: erasePersonData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['privacy'] }),
  });
}
