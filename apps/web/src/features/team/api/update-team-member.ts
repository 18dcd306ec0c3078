import type { TeamMember, TeamMemberPatch } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §7: PATCH /team/{id} with the member's fields. */
export const updateTeamMember = ({ id, patch }: { id: number; patch: TeamMemberPatch }) =>
  api<TeamMember>(`/team/${id}`, { method: 'PATCH', body: patch });

/** Saves a member; every team query (lists and details) is fetched again afterwards. */
export function useUpdateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
