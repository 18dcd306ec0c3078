import type { ManagedNewsList, ManagedNewsQuery } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withQuery } from '@/lib/url-params';

/**
 * A page of News Management's list (GET /news/manage with the staff token): every article,
 * drafts and scheduled ones included, each in English with all its translations (ADR 0011).
 */
export const getManagedNews = (query: ManagedNewsQuery) =>
  api<ManagedNewsList>(withQuery('/news/manage', query));

export const managedNewsQueryOptions = (query: ManagedNewsQuery) =>
  queryOptions({ queryKey: ['news', 'manage', query], queryFn: () => getManagedNews(query) });

/** The page asked for; the one before stays on screen while the next one loads. */
export const useManagedNews = (query: ManagedNewsQuery) =>
  useQuery({ ...managedNewsQueryOptions(query), placeholderData: keepPreviousData });
