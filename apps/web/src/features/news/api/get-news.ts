import type { NewsList } from '@app/contracts';
import type { Language } from '@app/contracts/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n';
import { api } from '@/lib/api-client';

/** The published articles in `language` (each translated where it can be; ADR 0011). */
export const getNews = (language: Language) => api<NewsList>(`/news?lang=${language}`);

export const newsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['news', 'list', language],
    queryFn: () => getNews(language),
  });

/** The published articles in the page's language. */
export function useNews() {
  const { i18n } = useTranslation();
  return useQuery(newsQueryOptions(i18n.language));
}
