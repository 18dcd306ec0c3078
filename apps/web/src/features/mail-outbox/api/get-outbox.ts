import type { MailOutboxEntry, MailStatus } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-provider';
import { api } from '@/lib/api-client';

/** GET /mail-outbox: the newest messages, optionally only those in one state. */
export const getOutbox = (status?: MailStatus) =>
  api<MailOutboxEntry[]>(`/mail-outbox${status ? `?status=${status}` : ''}`);

export const outboxQueryOptions = (status?: MailStatus) =>
  queryOptions({
    queryKey: ['mail-outbox', 'list', status ?? 'all'],
    queryFn: () => getOutbox(status),
    placeholderData: keepPreviousData,
  });

export function useOutbox(status?: MailStatus) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...outboxQueryOptions(status), enabled: isAuthenticated });
}
