import type { MailOutboxCounts } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-provider';
import { api } from '@/lib/api-client';

/** GET /mail-outbox/counts: how many messages are pending, sent and failed. */
export const getOutboxCounts = () => api<MailOutboxCounts>('/mail-outbox/counts');

export const outboxCountsQueryOptions = () =>
  queryOptions({ queryKey: ['mail-outbox', 'counts'], queryFn: getOutboxCounts });

export function useOutboxCounts() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...outboxCountsQueryOptions(), enabled: isAuthenticated });
}
