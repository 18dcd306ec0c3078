import type { MailOutboxEntry } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /mail-outbox/{id}/retry: a failed message back to pending, due now. */
export const retryMail = (id: number) =>
  api<MailOutboxEntry>(`/mail-outbox/${id}/retry`, { method: 'POST' });

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mail-outbox'] }),
  });
}
