import type { MediaList } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What a page of the library shows: the words searched for (file name, alt texts) and the page. */
export type MediaListFilters = { search?: string; page?: number; per_page?: number };

/** GET /media: a page of the library, newest first. */
export function getMediaList({ search, page, per_page }: MediaListFilters): Promise<MediaList> {
  const params = new URLSearchParams();
  if (search?.trim()) params.set('search', search.trim());
  if (page && page > 1) params.set('page', String(page));
  if (per_page) params.set('per_page', String(per_page));
  const query = params.toString();
  return api<MediaList>(`/media${query ? `?${query}` : ''}`);
}

export const mediaListQueryOptions = (filters: MediaListFilters) =>
  queryOptions({
    queryKey: ['media', 'list', filters],
    queryFn: () => getMediaList(filters),
    placeholderData: keepPreviousData,
  });

export const useMediaList = (filters: MediaListFilters) => useQuery(mediaListQueryOptions(filters));
