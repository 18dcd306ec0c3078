import type { MailSettings, MailSettingsInput } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /mail-settings: the staff's notices (each, or a daily digest at an hour UTC). */
export const updateMailSettings = (input: MailSettingsInput) =>
  api<MailSettings>('/mail-settings', { method: 'PUT', body: input });

export function useUpdateMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMailSettings,
    onSuccess: (settings) => queryClient.setQueryData(['mail-settings'], settings),
  });
}
