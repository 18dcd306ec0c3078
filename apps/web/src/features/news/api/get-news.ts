import type { NewsList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getNews = () => api<NewsList>('/news');

export const newsQueryOptions = () =>
  queryOptions({
    queryKey: ['news', 'list'],
    queryFn: getNews,
  });

export const useNews = () => useQuery(newsQueryOptions());
