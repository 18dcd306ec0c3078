import type { MailTemplateList } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-provider';
import { api } from '@/lib/api-client';

/** GET /mail-templates: every status in every language, saved or built-in. */
export const getMailTemplates = () => api<MailTemplateList>('/mail-templates');

export const mailTemplatesQueryKey = ['mail-templates'] as const;

export const mailTemplatesQueryOptions = () =>
  queryOptions({ queryKey: mailTemplatesQueryKey, queryFn: getMailTemplates });

export function useMailTemplates() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...mailTemplatesQueryOptions(), enabled: isAuthenticated });
}
