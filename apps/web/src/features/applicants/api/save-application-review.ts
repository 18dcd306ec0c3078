import type { Application, ApplicationReviewInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { allApplicationsQueryKey } from './get-all-applications';
import { jobApplicantsQueryKey } from './get-job-applicants';
import { updateCachedApplication } from './update-cached-application';

export type ReviewSave = { id: number; review: ApplicationReviewInput };

/** PUT /api/job-applications/{id}/review: the internal notes and the 1-5 rating. */
export const saveApplicationReview = ({ id, review }: ReviewSave) =>
  api<Application>(`/job-applications/${id}/review`, { method: 'PUT', body: review });

/** Saves the notes and rating; the cached list takes the saved application, then reloads. */
export function useSaveApplicationReview(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveApplicationReview,
    onSuccess: (application) => {
      updateCachedApplication(queryClient, jobId, application.id, () => application);
      void queryClient.invalidateQueries({ queryKey: jobApplicantsQueryKey(jobId) });
      // The list across jobs shows it too.
      void queryClient.invalidateQueries({ queryKey: allApplicationsQueryKey });
    },
  });
}
