import type { Application, ApplicationStatus, JobWithApplicants } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { jobApplicantsQueryKey } from './get-job-applicants';
import { updateCachedApplication } from './update-cached-application';

/** `send_email`: also send the candidate the status e-mail (not for pending). */
export type StatusChange = { id: number; status: ApplicationStatus; send_email?: boolean };

/** SPEC §7: PUT /api/job-applications/{id}/status. */
export const updateApplicationStatus = ({ id, ...body }: StatusChange) =>
  api<Application>(`/job-applications/${id}/status`, { method: 'PUT', body });

/**
 * Changes an applicant's status: the list and the counts show it at once (the cache is
 * updated before the call), then the list is fetched again. A refused or failed call puts the
 * old status back and says so (SPEC §8, and docs/spec-deviations.md for non-ok answers).
 */
export function useUpdateApplicationStatus(jobId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = jobApplicantsQueryKey(jobId);
  return useMutation({
    mutationFn: updateApplicationStatus,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<JobWithApplicants>(queryKey);
      updateCachedApplication(queryClient, jobId, id, (application) => ({
        ...application,
        status,
      }));
      return { previous };
    },
    onSuccess: (application, change) => {
      updateCachedApplication(queryClient, jobId, application.id, () => application);
      toast({
        title: t('applicants.toast.success'),
        description: change.send_email
          ? t('applicants.toast.statusUpdatedWithEmail')
          : t('applicants.toast.statusUpdated'),
      });
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast({
        title: t('applicants.toast.error'),
        description: t('applicants.toast.statusFailed'),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
