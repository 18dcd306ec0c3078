import type { MailSettings } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-provider';
import { api } from '@/lib/api-client';

/** GET /mail-settings: the staff's notices, and whether e-mail goes out at all. */
export const getMailSettings = () => api<MailSettings>('/mail-settings');

export const mailSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['mail-settings'], queryFn: getMailSettings });

export function useMailSettings() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...mailSettingsQueryOptions(), enabled: isAuthenticated });
}
