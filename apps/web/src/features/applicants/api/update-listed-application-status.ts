import type { ApplicationList } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n';
import { toast } from '@/components/ui/use-toast';
import { allApplicationsQueryKey } from './get-all-applications';
import { jobApplicantsQueryKey } from './get-job-applicants';
import { type StatusChange, updateApplicationStatus } from './update-application-status';

/**
 * Changes an applicant's status from the list across jobs: the cached pages show it at once,
 * then they (and the job's own list) are fetched again, for the counts and the filters. A
 * refused or failed call puts the old pages back and says so.
 */
export function useUpdateListedApplicationStatus() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange & { jobId: number }) => {
      const { jobId: _jobId, ...rest } = change;
      return updateApplicationStatus(rest);
    },
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: allApplicationsQueryKey });
      const previous = queryClient.getQueriesData<ApplicationList>({
        queryKey: allApplicationsQueryKey,
      });
      queryClient.setQueriesData<ApplicationList>(
        { queryKey: allApplicationsQueryKey },
        (data) =>
          data && {
            ...data,
            items: data.items.map((item) => (item.id === id ? { ...item, status } : item)),
          },
      );
      return { previous };
    },
    onSuccess: (_application, change) => {
      toast({
        title: t('applicants.toast.success'),
        description: change.send_email
          ? t('applicants.toast.statusUpdatedWithEmail')
          : t('applicants.toast.statusUpdated'),
      });
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast({
        title: t('applicants.toast.error'),
        description: t('applicants.toast.statusFailed'),
        variant: 'destructive',
      });
    },
    onSettled: (_application, _error, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: allApplicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: jobApplicantsQueryKey(change.jobId) }),
      ]),
  });
}
