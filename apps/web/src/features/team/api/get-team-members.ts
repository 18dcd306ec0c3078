import type { TeamList } from '@app/contracts';
import type { Language } from '@app/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n';
import { api } from '@/lib/api-client';

/** The team in `language` (each member translated where they can be; ADR 0011). */
export const getTeamMembers = (language: Language) =>
  api<TeamList>(`/team/team-members?lang=${language}`);

export const teamMembersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['team', 'list', language],
    queryFn: () => getTeamMembers(language),
  });

/** The team in the page's language. */
export function useTeamMembers() {
  const { i18n } = useTranslation();
  return useQuery(teamMembersQueryOptions(i18n.language));
}
