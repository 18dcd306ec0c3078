import type { MailTemplate, MailTemplateInput, MailTemplateList } from '@app/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mailTemplatesQueryKey } from './get-mail-templates';

export type TemplateKey = Pick<MailTemplate, 'status' | 'language'>;

/** PUT /mail-templates/{status}/{language}: the edited subject and body. */
export const saveMailTemplate = ({ status, language, ...input }: TemplateKey & MailTemplateInput) =>
  api<MailTemplate>(`/mail-templates/${status}/${language}`, { method: 'PUT', body: input });

/** The cached list with one template as the server answered it. */
export function updateCachedTemplate(queryClient: QueryClient, template: MailTemplate) {
  queryClient.setQueryData<MailTemplateList>(mailTemplatesQueryKey, (list) =>
    list
      ? {
          templates: list.templates.map((item) =>
            item.status === template.status && item.language === template.language
              ? template
              : item,
          ),
        }
      : list,
  );
}

export function useSaveMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailTemplate,
    onSuccess: (template) => updateCachedTemplate(queryClient, template),
  });
}
