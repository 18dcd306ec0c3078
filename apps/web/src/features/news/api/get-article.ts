import type { NewsArticle } from '@app/contracts';
import type { Language } from '@app/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n';
import { api } from '@/lib/api-client';

/** One article in `language` (its translation, or the English where it has none; ADR 0011). */
export const getArticle = (id: number, language: Language) =>
  api<NewsArticle>(`/news/${id}?lang=${language}`);

export const articleQueryOptions = (id: number, language: Language) =>
  queryOptions({
    queryKey: ['news', 'detail', id, language],
    queryFn: () => getArticle(id, language),
  });

/**
 * One article in the page's language; `id` is null when the address holds no valid id, and
 * then nothing is asked.
 */
export function useArticle(id: number | null) {
  const { i18n } = useTranslation();
  return useQuery({ ...articleQueryOptions(id ?? 0, i18n.language), enabled: id !== null });
}
