import type { TeamList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Every member for Team Members (GET /team/team-members?include=translations with the staff
 * token): hidden ones included, each in English with all its translations (ADR 0011).
 */
export const getManagerTeam = () => api<TeamList>('/team/team-members?include=translations');

export const managerTeamQueryOptions = () =>
  queryOptions({ queryKey: ['team', 'manager'], queryFn: getManagerTeam });

export const useManagerTeam = () => useQuery(managerTeamQueryOptions());
