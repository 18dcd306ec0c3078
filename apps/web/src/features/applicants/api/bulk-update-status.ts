import type { BulkStatusInput, BulkStatusResult, BulkStatusUndoResult } from '@app/contracts';
import { BULK_UNDO_WINDOW_MS } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n';
import { toast } from '@/components/ui/use-toast';
import { api, errorDetail } from '@/lib/api-client';
import { applicationsQueryKey } from './get-applications';
import { setListedStatuses } from './update-cached-application';

/** POST /api/job-applications/bulk-status: many applications to one status at once. */
export const bulkUpdateStatus = (body: BulkStatusInput) =>
  api<BulkStatusResult>('/job-applications/bulk-status', { method: 'POST', body });

/** POST /api/job-applications/bulk-status/undo: the statuses before a bulk change come back. */
export const undoBulkStatus = (undo_token: string) =>
  api<BulkStatusUndoResult>('/job-applications/bulk-status/undo', {
    method: 'POST',
    body: { undo_token },
  });

/**
 * Changes the status of the selected applicants; then one toast tells how many moved, with an
 * Undo button for BULK_UNDO_WINDOW_MS that puts the statuses before back (and withdraws the
 * e-mails not sent yet). The cached list shows each answer at once, then is fetched again.
 */
export function useBulkStatusChange() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = applicationsQueryKey;
  const failed = (error: unknown, fallback: string) =>
    toast({
      title: t('applicants.toast.error'),
      description: errorDetail(error, fallback),
      variant: 'destructive',
    });

  const undo = useMutation({
    mutationFn: undoBulkStatus,
    onSuccess: (result) => {
      setListedStatuses(
        queryClient,
        new Map(result.applications.map((entry) => [entry.id, entry.status])),
      );
      toast({
        title: t('applicants.bulk.undone', { count: result.restored }),
        description:
          result.skipped.length > 0
            ? t('applicants.bulk.undoSkipped', { count: result.skipped.length })
            : undefined,
      });
    },
    onError: (error) => failed(error, t('applicants.bulk.undoFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  return useMutation({
    mutationFn: bulkUpdateStatus,
    onSuccess: (result, input) => {
      setListedStatuses(
        queryClient,
        new Map(result.applications.map((entry) => [entry.id, entry.status])),
      );
      toast({
        title: t('applicants.bulk.moved', {
          count: result.updated,
          status: t(`applicants.status.${input.status}`),
        }),
        description: input.send_email ? t('applicants.bulk.emailsQueued') : undefined,
        duration: BULK_UNDO_WINDOW_MS,
        action: { label: t('applicants.bulk.undo'), onClick: () => undo.mutate(result.undo_token) },
      });
    },
    onError: (error) => failed(error, t('applicants.toast.statusFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
