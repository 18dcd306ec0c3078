import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §7: DELETE /news/{id}. */
export const deleteArticle = (id: number) => api<unknown>(`/news/${id}`, { method: 'DELETE' });

/** Deletes an article; every news query (lists and details) is fetched again afterwards. */
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['news'] }),
  });
}
