import type { ContactMessageDetail } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-provider';
import { api } from '@/lib/api-client';

/** While a reply waits in the outbox, the message is read again this often to show it sent. */
const PENDING_REFRESH_MS = 5000;

/** GET /contact/{id}: the message with its chat transcript (a lead's) and the replies sent. */
export const getContactMessage = (id: number) => api<ContactMessageDetail>(`/contact/${id}`);

export const contactMessageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['contact-inbox', 'detail', id],
    queryFn: () => getContactMessage(id),
    refetchInterval: (query) =>
      query.state.data?.replies.some((reply) => reply.status === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });

export function useContactMessage(id: number) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...contactMessageQueryOptions(id), enabled: isAuthenticated });
}
