import type { Project } from '@app/contracts';
import type { Language } from '@app/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n';
import { api } from '@/lib/api-client';

/** One project in `language` (its translation, or the English where it has none; ADR 0011). */
export const getProject = (id: number, language: Language) =>
  api<Project>(`/projects/${id}?lang=${language}`);

export const projectQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['projects', 'detail', id, language],
    queryFn: () => getProject(id, language),
  });

/**
 * One project in the page's language; `id` is null when the address holds no valid id, and
 * then nothing is asked.
 */
export function useProject(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...projectQueryOptions(id ?? 0, i18n.language), enabled: id !== null });
}
