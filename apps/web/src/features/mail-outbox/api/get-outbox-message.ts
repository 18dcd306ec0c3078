import type { MailOutboxMessage } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-provider';
import { api } from '@/lib/api-client';

/** GET /mail-outbox/{id}: one message with its text part. */
export const getOutboxMessage = (id: number) => api<MailOutboxMessage>(`/mail-outbox/${id}`);

export const outboxMessageQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['mail-outbox', 'message', id], queryFn: () => getOutboxMessage(id) });

/** The message `id`, read while one is open (`id` null: none). */
export function useOutboxMessage(id: number | null) {
  const { isAuthenticated } = useAuth();
  return useQuery({
    ...outboxMessageQueryOptions(id ?? 0),
    enabled: isAuthenticated && id !== null,
  });
}
