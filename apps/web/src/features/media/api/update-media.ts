import type { MediaAlt, MediaItem } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PATCH /media/{id} with the alternative texts per language. */
export const updateMedia = ({ id, alt }: { id: number; alt: MediaAlt }) =>
  api<MediaItem>(`/media/${id}`, { method: 'PATCH', body: { alt } });

/** Saves an image's alternative texts; the library's lists and details are read again. */
export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['media'] }),
  });
}
