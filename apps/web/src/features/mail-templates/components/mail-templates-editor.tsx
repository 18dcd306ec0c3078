import { MAIL_TEMPLATE_STATUSES, type MailTemplateStatus } from '@app/contracts';
import { LANGUAGES, type Language } from '@app/contracts/site';
import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMailTemplates } from '../api/get-mail-templates';
import { type TemplateDrafts, TemplateForm, templateKey } from './template-form';

/**
 * The status e-mails to candidates (reviewing, accepted, rejected), edited per status and
 * language; a template never saved shows the built-in text.
 */
export function MailTemplatesEditor() {
  const { t } = useTranslation();
  const query = useMailTemplates();
  const [status, setStatus] = useState<MailTemplateStatus>('reviewing');
  const [language, setLanguage] = useState<Language>('en');
  const drafts = useRef<TemplateDrafts>(new Map()).current;
  const template = query.data?.templates.find(
    (item) => item.status === status && item.language === language,
  );

  return (
    <ManagerPage title={t('mailTemplates.title')} subtitle={t('mailTemplates.subtitle')}>
      <QueryState
        query={query}
        loading={
          <div role="status" className="grid gap-4">
            <span className="sr-only">{t('mailTemplates.loading')}</span>
            <Skeleton className="h-10 w-72 max-w-full" />
            <Skeleton className="h-96 w-full" />
          </div>
        }
        errorTitle={t('mailTemplates.error')}
        errorHint={t('mailTemplates.errorHint')}
      >
        <Tabs value={status} onValueChange={(value) => setStatus(value as MailTemplateStatus)}>
          <TabsList aria-label={t('mailTemplates.status')} className="max-w-full overflow-x-auto">
            {MAIL_TEMPLATE_STATUSES.map((item) => (
              <TabsTrigger key={item} value={item}>
                {t(`mailTemplates.statuses.${item}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={status} className="mt-4">
            <Tabs value={language} onValueChange={(value) => setLanguage(value as Language)}>
              <TabsList aria-label={t('mailTemplates.language')}>
                {LANGUAGES.map((item) => (
                  <TabsTrigger key={item} value={item}>
                    {t(`mailTemplates.languages.${item}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
              <TabsContent value={language} className="mt-4">
                {template && (
                  <TemplateForm key={templateKey(template)} template={template} drafts={drafts} />
                )}
              </TabsContent>
            </Tabs>
          </TabsContent>
        </Tabs>
      </QueryState>
    </ManagerPage>
  );
}
