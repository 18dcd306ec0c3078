import type { MailTemplateStatus, StatusEmailPreview } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /job-applications/{id}/status-email: the e-mail a change to `status` would send. */
export const getStatusEmail = (id: number, status: MailTemplateStatus) =>
  api<StatusEmailPreview>(`/job-applications/${id}/status-email?status=${status}`);

export const statusEmailQueryOptions = (id: number, status: MailTemplateStatus) =>
  queryOptions({
    queryKey: ['status-email', id, status],
    queryFn: () => getStatusEmail(id, status),
    // Always the template as it is now: an admin may have just edited it.
    staleTime: 0,
  });

/** Fetched only while `enabled` (the dialog is open with the e-mail ticked). */
export const useStatusEmail = (id: number, status: MailTemplateStatus, enabled: boolean) =>
  useQuery({ ...statusEmailQueryOptions(id, status), enabled });
