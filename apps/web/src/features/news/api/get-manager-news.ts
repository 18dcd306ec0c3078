import type { NewsList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Every article for News Management (GET /news?include=translations with the staff token):
 * scheduled ones included, each in English with all its translations (ADR 0011).
 */
export const getManagerNews = () => api<NewsList>('/news?include=translations');

export const managerNewsQueryOptions = () =>
  queryOptions({ queryKey: ['news', 'manager'], queryFn: getManagerNews });

export const useManagerNews = () => useQuery(managerNewsQueryOptions());
