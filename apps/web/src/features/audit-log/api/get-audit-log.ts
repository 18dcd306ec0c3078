import type { AuditList } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-provider';
import { api } from '@/lib/api-client';

/** The filters and page of the audit screen, as in its address (`?action=update&page=2`). */
export type AuditFilters = {
  actor_id?: string;
  action?: string;
  entity?: string;
  entity_id?: string;
  from?: string;
  to?: string;
  page?: string;
};

/** GET /audit with the filters that are set: a page of entries, newest first. */
export function getAuditLog(filters: AuditFilters): Promise<AuditList> {
  const set = Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]);
  const search = new URLSearchParams(set).toString();
  return api<AuditList>(`/audit${search ? `?${search}` : ''}`);
}

export const auditLogQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['audit-log', filters],
    queryFn: () => getAuditLog(filters),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filters: AuditFilters) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...auditLogQueryOptions(filters), enabled: isAuthenticated });
}
