import type { RetentionList } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-provider';
import { api } from '@/lib/api-client';

/** GET /privacy/retention: what is deleted within `days` days, soonest first. */
export const getRetention = (days: number) => api<RetentionList>(`/privacy/retention?days=${days}`);

export const retentionQueryOptions = (days: number) =>
  queryOptions({
    queryKey: ['privacy', 'retention', days],
    queryFn: () => getRetention(days),
    placeholderData: keepPreviousData,
  });

export function useRetention(days: number) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...retentionQueryOptions(days), enabled: isAuthenticated });
}
