import type { Application, ApplicationStatus } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api-client';
import { applicationsQueryKey } from './get-applications';
import {
  cachedPages,
  setListedStatuses,
  updateListedApplications,
} from './update-cached-application';

/** `send_email`: also send the candidate the status e-mail (not for pending). */
export type StatusChange = { id: number; status: ApplicationStatus; send_email?: boolean };

/** SPEC §7: PUT /api/job-applications/{id}/status. */
export const updateApplicationStatus = ({ id, ...body }: StatusChange) =>
  api<Application>(`/job-applications/${id}/status`, { method: 'PUT', body });

/**
 * Changes an applicant's status: the cached pages show it at once, then they are fetched again,
 * for the counts and the filters. A refused or failed call puts the old pages back and says so
 * (SPEC §8, and docs/spec-deviations.md for non-ok answers).
 */
export function useUpdateApplicationStatus() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationStatus,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: applicationsQueryKey });
      const previous = cachedPages(queryClient);
      setListedStatuses(queryClient, new Map([[id, status]]));
      return { previous };
    },
    onSuccess: (application, change) => {
      updateListedApplications(queryClient, (item) =>
        item.id === application.id ? { ...item, ...application } : item,
      );
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
  });
}
