import { MAIL_STATUSES, type MailStatus } from '@app/contracts';
import { Inbox, MailWarning, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { useSearchParams } from '@/lib/router';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { toastFailure } from '@/components/ui/failure-toast';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { useMailSettings } from '../api/get-mail-settings';
import { useOutbox } from '../api/get-outbox';
import { useOutboxCounts } from '../api/get-outbox-counts';
import { useRetryMail } from '../api/retry-mail';
import { MailMessageDialog } from './mail-message-dialog';
import { MailStatusBadge } from './mail-status-badge';
import { NoticeSettingsCard } from './notice-settings-card';
import { TableFrame } from '@/components/ui/table-frame';

const isStatus = (value: string | null): value is MailStatus =>
  MAIL_STATUSES.includes(value as MailStatus);

/**
 * The e-mail outbox for admins: every message the site sends (acknowledgements, the staff's
 * notices and digests, replies), newest first, filtered by state (in the address, `?status=`),
 * with its attempts and last error; a message opens to its text part, a failed one can be tried
 * again. Above it: a warning while SMTP is not set up, and how the staff hear of new items.
 */
export function MailOutbox() {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const outbox = useOutbox(status);
  const counts = useOutboxCounts();
  const settings = useMailSettings();
  const retry = useRetryMail();
  const [openId, setOpenId] = useState<number | null>(null);

  const setStatus = (next?: MailStatus) => {
    const params = new URLSearchParams(searchParams);
    if (next) params.set('status', next);
    else params.delete('status');
    setSearchParams(params);
  };
  const total = counts.data
    ? MAIL_STATUSES.reduce((sum, key) => sum + counts.data[key], 0)
    : undefined;
  const filters: { value?: MailStatus; label: string; count?: number }[] = [
    { label: t('mailOutbox.filters.all'), count: total },
    ...MAIL_STATUSES.map((value) => ({
      value,
      label: t(`mailOutbox.statuses.${value}`),
      count: counts.data?.[value],
    })),
  ];
  const time = (value: string | null) =>
    value ? <time dateTime={value}>{formatDateTime(value, i18n.language, 'short')}</time> : '–';

  return (
    <ManagerPage title={t('mailOutbox.title')} subtitle={t('mailOutbox.subtitle')}>
      <div className="grid grid-cols-1 gap-6">
        {settings.data && !settings.data.smtp_configured && (
          <div
            role="status"
            data-testid="smtp-banner"
            className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
          >
            <MailWarning aria-hidden className="size-5 shrink-0" />
            <p>
              <span className="font-medium">{t('mailOutbox.unsent.title')}</span>{' '}
              {t('mailOutbox.unsent.text')}
            </p>
          </div>
        )}

        {settings.data && <NoticeSettingsCard settings={settings.data} />}

        <div
          role="group"
          aria-label={t('mailOutbox.filters.label')}
          className="flex flex-wrap gap-2"
        >
          {filters.map((filter) => {
            const active = filter.value === status;
            return (
              <Button
                key={filter.value ?? 'all'}
                variant={active ? 'default' : 'outline'}
                size="sm"
                aria-pressed={active}
                onClick={() => setStatus(filter.value)}
              >
                {filter.label}
                {filter.count !== undefined && (
                  <span
                    className={cn(
                      'rounded-full px-1.5 text-xs tabular-nums',
                      active ? 'bg-white/20' : 'bg-muted',
                    )}
                  >
                    {filter.count}
                  </span>
                )}
              </Button>
            );
          })}
        </div>

        <QueryState
          query={outbox}
          loading={
            <div role="status" className="grid gap-3">
              <span className="sr-only">{t('mailOutbox.loading')}</span>
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} className="h-10 w-full" />
              ))}
            </div>
          }
          errorTitle={t('mailOutbox.error')}
          errorHint={t('mailOutbox.errorHint')}
          empty={
            outbox.data?.length === 0 && (
              <EmptyState
                icon={<Inbox />}
                title={t('mailOutbox.empty')}
                description={status ? t('mailOutbox.emptyFiltered') : t('mailOutbox.emptyHint')}
              />
            )
          }
        >
          <TableFrame>
            <table className="w-full text-left text-sm">
              <thead className="border-b bg-muted/50 text-muted-foreground">
                <tr>
                  {(['message', 'status', 'attempts', 'created', 'next'] as const).map((key) => (
                    <th key={key} scope="col" className="px-4 py-3 font-medium">
                      {t(`mailOutbox.columns.${key}`)}
                    </th>
                  ))}
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">{t('mailOutbox.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {outbox.data?.map((mail) => (
                  <tr key={mail.id} className="align-top" data-testid="outbox-row">
                    <td className="min-w-56 px-4 py-3">
                      <button
                        type="button"
                        className="text-left font-medium text-primary underline-offset-4 hover:underline"
                        onClick={() => setOpenId(mail.id)}
                      >
                        {mail.subject}
                      </button>
                      <div className="text-muted-foreground">{mail.recipient}</div>
                      <div className="text-xs text-muted-foreground">
                        {t(`mailOutbox.kinds.${mail.kind}`, { defaultValue: mail.kind })}
                      </div>
                      {mail.last_error && (
                        <div className="mt-1 text-xs text-destructive">
                          {t('mailOutbox.lastError', { error: mail.last_error })}
                        </div>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      <MailStatusBadge status={mail.status} />
                    </td>
                    <td className="px-4 py-3 tabular-nums">{mail.attempts}</td>
                    <td className="whitespace-nowrap px-4 py-3">{time(mail.created_at)}</td>
                    <td className="whitespace-nowrap px-4 py-3">
                      {mail.status === 'sent'
                        ? time(mail.sent_at)
                        : mail.status === 'pending'
                          ? time(mail.next_attempt_at)
                          : '–'}
                    </td>
                    <td className="px-4 py-3 text-right">
                      {mail.status === 'failed' && (
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={retry.isPending}
                          onClick={() =>
                            retry.mutate(mail.id, {
                              onSuccess: () => toast({ title: t('mailOutbox.retried') }),
                              onError: (error) => toastFailure(t('mailOutbox.retryFailed'), error),
                            })
                          }
                        >
                          <RotateCw aria-hidden />
                          {t('mailOutbox.retry')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        </QueryState>
      </div>
      <MailMessageDialog id={openId} onClose={() => setOpenId(null)} />
    </ManagerPage>
  );
}
