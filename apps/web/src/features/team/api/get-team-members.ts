import type { TeamList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getTeamMembers = () => api<TeamList>('/team/team-members');

export const teamMembersQueryOptions = () =>
  queryOptions({
    queryKey: ['team', 'list'],
    queryFn: getTeamMembers,
  });

export const useTeamMembers = () => useQuery(teamMembersQueryOptions());
