import type { TeamMember } from '@app/contracts';
import type { Language } from '@app/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n';
import { api } from '@/lib/api-client';

/** One member in `language` (their translation, or the English where there is none; ADR 0011). */
export const getTeamMember = (id: number, language: Language) =>
  api<TeamMember>(`/team/${id}?lang=${language}`);

export const teamMemberQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['team', 'detail', id, language],
    queryFn: () => getTeamMember(id, language),
  });

/**
 * One member in the page's language; `id` is null when the address holds no valid id, and
 * then nothing is asked.
 */
export function useTeamMember(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...teamMemberQueryOptions(id ?? 0, i18n.language), enabled: id !== null });
}
