import type { ContactInbox } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-provider';
import { api } from '@/lib/api-client';

/** The inbox's filters and page, as in its address (`?status=new&assignee_id=me&page=2`). */
export type InboxFilters = {
  q?: string;
  status?: string;
  assignee_id?: string;
  kind?: string;
  page?: string;
};

/** GET /contact with the filters that are set: a page of messages, newest first, and counts. */
export function getContactInbox(filters: InboxFilters): Promise<ContactInbox> {
  const set = Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]);
  const search = new URLSearchParams(set).toString();
  return api<ContactInbox>(`/contact${search ? `?${search}` : ''}`);
}

export const contactInboxQueryOptions = (filters: InboxFilters) =>
  queryOptions({
    queryKey: ['contact-inbox', 'list', filters],
    queryFn: () => getContactInbox(filters),
    placeholderData: keepPreviousData,
  });

export function useContactInbox(filters: InboxFilters) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...contactInboxQueryOptions(filters), enabled: isAuthenticated });
}
