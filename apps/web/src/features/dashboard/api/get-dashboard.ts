import type { Dashboard } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-provider';
import { api } from '@/lib/api-client';

/**
 * GET /dashboard: the figures of the areas the signed-in role may see. Keyed by the role, so
 * a staff member of another role signing in never sees the last one's blocks.
 */
export const dashboardQueryOptions = (roleId: number | undefined) =>
  queryOptions({
    queryKey: ['dashboard', roleId],
    queryFn: () => api<Dashboard>('/dashboard'),
  });

export function useDashboard() {
  const { isAuthenticated, user } = useAuth();
  return useQuery({ ...dashboardQueryOptions(user?.role_id), enabled: isAuthenticated });
}
