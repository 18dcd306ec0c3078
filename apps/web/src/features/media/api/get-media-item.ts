import type { MediaItem } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /media/{id}: one image with the articles, members and projects that use it. */
export const getMediaItem = (id: number) => api<MediaItem>(`/media/${id}`);

export const mediaItemQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['media', 'detail', id], queryFn: () => getMediaItem(id) });

export const useMediaItem = (id: number) => useQuery(mediaItemQueryOptions(id));
