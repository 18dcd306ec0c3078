import type { TeamMember } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getTeamMember = (id: number) => api<TeamMember>(`/team/${id}`);

export const teamMemberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['team', 'detail', id],
    queryFn: () => getTeamMember(id),
  });

/** One member; `id` is null when the address holds no valid id, and then nothing is asked. */
export const useTeamMember = (id: number | null) =>
  useQuery({ ...teamMemberQueryOptions(id ?? 0), enabled: id !== null });
