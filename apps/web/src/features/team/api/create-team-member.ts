import type { TeamMember, TeamMemberInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §7: POST /team with the member's fields. */
export const createTeamMember = (input: TeamMemberInput) =>
  api<TeamMember>('/team', { method: 'POST', body: input });

/** Adds a member; every team query (lists and details) is fetched again afterwards. */
export function useCreateTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team'] }),
  });
}
