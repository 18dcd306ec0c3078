import type { Application, ApplicationReviewInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationsQueryKey } from './get-applications';
import { updateListedApplications } from './update-cached-application';

export type ReviewSave = { id: number; review: ApplicationReviewInput };

/** PUT /api/job-applications/{id}/review: the internal notes and the 1-5 rating. */
export const saveApplicationReview = ({ id, review }: ReviewSave) =>
  api<Application>(`/job-applications/${id}/review`, { method: 'PUT', body: review });

/** Saves the notes and rating; the cached pages take the saved application, then reload. */
export function useSaveApplicationReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveApplicationReview,
    onSuccess: (application) => {
      updateListedApplications(queryClient, (item) =>
        item.id === application.id ? { ...item, ...application } : item,
      );
      void queryClient.invalidateQueries({ queryKey: applicationsQueryKey });
    },
  });
}
