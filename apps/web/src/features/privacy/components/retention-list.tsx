import { RULE_PERIODS, type RetentionItem } from '@app/contracts';
import { AlertTriangle, CalendarClock, RotateCw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorDetail } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useRetention } from '../api/get-retention';
import { KeepLongerDialog } from './keep-longer-dialog';
import { TableFrame } from '@/components/ui/table-frame';

const DAY_CHOICES = ['7', '14', '30', '60', '90'] as const;

/**
 * The retention warning list: the applications and contact messages deleted within the days
 * chosen (14 first), soonest first, each with its day and rule, and "Keep longer".
 */
export function RetentionList() {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<(typeof DAY_CHOICES)[number]>('14');
  const list = useRetention(Number(days));
  const [keeping, setKeeping] = useState<RetentionItem | null>(null);
  const date = (value: string) => formatDate(value, i18n.language);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-col gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between">
        <p className="max-w-2xl text-sm text-muted-foreground">{t('privacy.retention.intro')}</p>
        <div className="grid gap-1.5 sm:w-48">
          <Label htmlFor="retention-days">{t('privacy.retention.days')}</Label>
          <OptionSelect
            id="retention-days"
            value={days}
            onValueChange={setDays}
            options={DAY_CHOICES.map((value) => ({
              value,
              label: t('privacy.retention.daysOption', { count: Number(value) }),
            }))}
          />
        </div>
      </div>

      {list.isError && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm sm:flex-row sm:items-center"
        >
          <AlertTriangle aria-hidden className="size-5 shrink-0 text-destructive" />
          <p className="flex-1">
            <span className="font-medium">{t('privacy.retention.error')}</span>{' '}
            <span className="text-muted-foreground">
              {errorDetail(list.error, t('privacy.retention.errorHint'))}
            </span>
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void list.refetch()}
            disabled={list.isFetching}
          >
            <RotateCw aria-hidden />
            {t('common.tryAgain')}
          </Button>
        </div>
      )}

      {list.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">{t('privacy.retention.loading')}</span>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : list.isError ? null : list.data.items.length === 0 ? (
        <EmptyState
          icon={<ShieldCheck />}
          title={t('privacy.retention.empty')}
          description={t('privacy.retention.emptyHint', { count: list.data.days })}
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('privacy.retention.count', { count: list.data.items.length })}
          </p>
          <TableFrame>
            <table className="w-full min-w-[40rem] text-left text-sm" data-testid="retention-table">
              <thead className="border-b bg-muted/50 text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('privacy.retention.columns.due')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('privacy.retention.columns.person')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('privacy.retention.columns.item')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('privacy.retention.columns.rule')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    <span className="sr-only">{t('privacy.retention.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {list.data.items.map((item) => (
                  <tr
                    key={`${item.kind}-${item.id}`}
                    className="align-top"
                    data-testid={`retention-${item.kind}-${item.id}`}
                  >
                    <td className="px-4 py-3 whitespace-nowrap">
                      <span className="inline-flex items-center gap-1.5 font-medium">
                        <CalendarClock aria-hidden className="size-4 text-muted-foreground" />
                        <time dateTime={item.due_at}>{date(item.due_at)}</time>
                      </span>
                    </td>
                    <td className="px-4 py-3">
                      <div className="font-medium">{item.name}</div>
                      <div className="whitespace-nowrap text-muted-foreground">{item.email}</div>
                    </td>
                    <td className="px-4 py-3">
                      <div>{t(`privacy.kinds.${item.kind}`)}</div>
                      {item.job_title && (
                        <div className="text-muted-foreground">{item.job_title}</div>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      <div>
                        {t(`privacy.rules.${item.rule}`, {
                          days: list.data.periods[RULE_PERIODS[item.rule]],
                        })}
                      </div>
                      {item.keep_until && (
                        <div className="text-muted-foreground">
                          {t('privacy.retention.keptUntil', {
                            date: date(item.keep_until),
                            reason: item.keep_reason ?? '',
                          })}
                        </div>
                      )}
                    </td>
                    <td className="px-4 py-3 text-right">
                      <Button variant="outline" size="sm" onClick={() => setKeeping(item)}>
                        {t('privacy.retention.keepLonger')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        </>
      )}

      <KeepLongerDialog item={keeping} onOpenChange={(open) => !open && setKeeping(null)} />
    </div>
  );
}
