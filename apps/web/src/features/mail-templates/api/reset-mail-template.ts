import type { MailTemplate } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type TemplateKey, updateCachedTemplate } from './save-mail-template';

/** DELETE /mail-templates/{status}/{language}: back to the built-in text (answered). */
export const resetMailTemplate = ({ status, language }: TemplateKey) =>
  api<MailTemplate>(`/mail-templates/${status}/${language}`, { method: 'DELETE' });

export function useResetMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMailTemplate,
    onSuccess: (template) => updateCachedTemplate(queryClient, template),
  });
}
