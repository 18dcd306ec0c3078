import type { NewsArticle, NewsPatch } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §7: PATCH /news/{id} with the article's fields. */
export const updateArticle = ({ id, patch }: { id: number; patch: NewsPatch }) =>
  api<NewsArticle>(`/news/${id}`, { method: 'PATCH', body: patch });

/** Saves an article; every news query (lists and details) is fetched again afterwards. */
export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['news'] }),
  });
}
