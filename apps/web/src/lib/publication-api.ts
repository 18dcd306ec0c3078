import type { PreviewLink, PreviewLinkInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/*
 * The publication of articles, jobs and projects (ADR 0014), shared by their manager screens:
 * the explicit actions and the preview links.
 */

/** The kinds of content with drafts, by their API path (and their queries' first key). */
export type PublishableBase = 'news' | 'jobs' | 'projects';
export type PublicationAction = 'publish' | 'unpublish' | 'archive';

export type ChangePublicationInput = {
  id: number;
  action: PublicationAction;
  /** Publish only: when (ISO); at once when not given. */
  publish_at?: string;
};

/** `POST /{news|jobs|projects}/{id}/{publish|unpublish|archive}` (ADR 0014). */
export const changePublication = (
  base: PublishableBase,
  { id, action, publish_at }: ChangePublicationInput,
) =>
  api<{ id: number }>(`/${base}/${id}/${action}`, {
    method: 'POST',
    body: action === 'publish' && publish_at ? { publish_at } : {},
  });

export function useChangePublication(base: PublishableBase) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePublicationInput) => changePublication(base, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [base] }),
  });
}

/** `POST /preview-links`: a signed, expiring link to an item's page as visitors will see it. */
export const createPreviewLink = (input: PreviewLinkInput) =>
  api<PreviewLink>('/preview-links', { method: 'POST', body: input });

export const useCreatePreviewLink = () => useMutation({ mutationFn: createPreviewLink });
