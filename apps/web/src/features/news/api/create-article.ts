import type { NewsArticle, NewsInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §7: POST /news with the article's fields (tags as a list, the author added). */
export const createArticle = (input: NewsInput) =>
  api<NewsArticle>('/news', { method: 'POST', body: input });

/** Publishes an article; every news query (lists and details) is fetched again afterwards. */
export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArticle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['news'] }),
  });
}
