import type { NewsArticle } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getArticle = (id: number) => api<NewsArticle>(`/news/${id}`);

export const articleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['news', 'detail', id],
    queryFn: () => getArticle(id),
  });

/** One article; `id` is null when the address holds no valid id, and then nothing is asked. */
export const useArticle = (id: number | null) =>
  useQuery({ ...articleQueryOptions(id ?? 0), enabled: id !== null });
