import { MediaUsageSchema, type MediaUsage } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/**
 * DELETE /media/{id}. An image in use is refused (409 with its usages) unless `force` is set;
 * then the articles, members and projects using it lose their picture.
 */
export const deleteMedia = ({ id, force = false }: { id: number; force?: boolean }) =>
  api<unknown>(`/media/${id}${force ? '?force=true' : ''}`, { method: 'DELETE' });

const UsagesSchema = MediaUsageSchema.array();

/** The usages a refused delete (409) names, or null for any other error. */
export function usagesOfRefusal(error: unknown): MediaUsage[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.body) as { usages?: unknown } | null;
    const parsed = UsagesSchema.safeParse(body?.usages);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * Deletes an image; every media query is read again (but the deleted image's own, which its
 * closing dialog may still watch), and the content lists that showed it.
 */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: (_, { id, force }) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: ['media'],
          predicate: ({ queryKey }) => !(queryKey[1] === 'detail' && queryKey[2] === id),
        }),
        ...(force
          ? ['news', 'team', 'projects'].map((key) =>
              queryClient.invalidateQueries({ queryKey: [key] }),
            )
          : []),
      ]),
  });
}
