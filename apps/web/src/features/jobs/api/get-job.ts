import { type Job } from '@app/contracts';
import type { Language } from '@app/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n';
import { api } from '@/lib/api-client';

/** One job in `language` (its translation, or the English where it has none; ADR 0011). */
export const getJob = (id: number, language: Language) => api<Job>(`/jobs/${id}?lang=${language}`);

export const jobQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['jobs', 'detail', id, language],
    queryFn: () => getJob(id, language),
  });

/** The job in the page's language, or nothing to load when the id is not a job id. */
export function useJob(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...jobQueryOptions(id ?? 0, i18n.language), enabled: id !== null });
}
