import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@app/contracts';
import { AlertTriangle, History, RotateCw } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Link, useSearchParams } from '@/lib/router';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorDetail } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { type AuditFilters, useAuditLog } from '../api/get-audit-log';
import { entityLink } from '../lib/entity-link';
import { TableFrame } from '@/components/ui/table-frame';
import { Pagination } from '@/components/ui/pagination';

const FILTERS = ['actor_id', 'action', 'entity', 'entity_id', 'from', 'to'] as const;
const ALL = 'all';

/**
 * The audit trail (DESIGN "Mail, queue, audit"): who did what to which item and when, newest
 * first, filtered by who, action, item and days; the filters and the page are in the address.
 */
/** `actors`: the staff to filter by (the route reads them from the users list). */
export function AuditLog({ actors }: { actors: readonly { id: number; email: string }[] }) {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters: AuditFilters = Object.fromEntries(
    [...FILTERS, 'page'].map((key) => [key, searchParams.get(key) ?? undefined]),
  );
  const log = useAuditLog(filters);

  /** Sets a filter (or clears it) and goes back to the first page. */
  const setFilter = (key: keyof AuditFilters, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value && value !== ALL) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearchParams(next);
  };
  const filtered = FILTERS.some((key) => filters[key]);
  const page = log.data?.page ?? 1;
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.per_page)) : 1;

  return (
    <ManagerPage title={t('audit.title')} subtitle={t('audit.subtitle')}>
      <div className="grid grid-cols-1 gap-6">
        <div className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor="audit-actor">{t('audit.filters.actor')}</Label>
            <OptionSelect
              id="audit-actor"
              value={filters.actor_id ?? ALL}
              onValueChange={(value) => setFilter('actor_id', value)}
              options={[
                { value: ALL, label: t('audit.filters.anyone') },
                ...actors.map((user) => ({
                  value: String(user.id),
                  label: user.email,
                })),
              ]}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="audit-action">{t('audit.filters.action')}</Label>
            <OptionSelect
              id="audit-action"
              value={filters.action ?? ALL}
              onValueChange={(value) => setFilter('action', value)}
              options={[
                { value: ALL, label: t('audit.filters.anyAction') },
                ...AUDIT_ACTIONS.map((action) => ({
                  value: action,
                  label: t(`audit.actions.${action}`),
                })),
              ]}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="audit-entity">{t('audit.filters.entity')}</Label>
            <OptionSelect
              id="audit-entity"
              value={filters.entity ?? ALL}
              onValueChange={(value) => setFilter('entity', value)}
              options={[
                { value: ALL, label: t('audit.filters.anyEntity') },
                ...AUDIT_ENTITIES.map((entity) => ({
                  value: entity,
                  label: t(`audit.entities.${entity}`),
                })),
              ]}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="audit-entity-id">{t('audit.filters.entityId')}</Label>
            <Input
              id="audit-entity-id"
              inputMode="numeric"
              defaultValue={filters.entity_id ?? ''}
              key={filters.entity_id ?? ''}
              onBlur={(event) => setFilter('entity_id', event.currentTarget.value.trim())}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setFilter('entity_id', event.currentTarget.value.trim());
              }}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="audit-from">{t('audit.filters.from')}</Label>
            <DateInput
              id="audit-from"
              value={filters.from ?? ''}
              onChange={(value) => {
                if (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value)) setFilter('from', value);
              }}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="audit-to">{t('audit.filters.to')}</Label>
            <DateInput
              id="audit-to"
              value={filters.to ?? ''}
              onChange={(value) => {
                if (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value)) setFilter('to', value);
              }}
            />
          </div>
          {filtered && (
            <div className="sm:col-span-2 lg:col-span-3">
              <Button variant="outline" size="sm" onClick={() => setSearchParams({})}>
                {t('audit.filters.clear')}
              </Button>
            </div>
          )}
        </div>

        {log.isError && (
          <div
            role="alert"
            className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-sm sm:flex-row sm:items-center"
          >
            <AlertTriangle aria-hidden className="size-5 shrink-0 text-destructive" />
            <p className="flex-1">
              <span className="font-medium">{t('audit.error')}</span>{' '}
              <span className="text-muted-foreground">
                {errorDetail(log.error, t('audit.errorHint'))}
              </span>
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void log.refetch()}
              disabled={log.isFetching}
            >
              <RotateCw aria-hidden />
              {t('common.tryAgain')}
            </Button>
          </div>
        )}

        {log.isPending ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">{t('audit.loading')}</span>
            {Array.from({ length: 5 }, (_, index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        ) : log.isError ? null : log.data.entries.length === 0 ? (
          <EmptyState
            icon={<History />}
            title={t('audit.empty')}
            description={filtered ? t('audit.emptyFiltered') : t('audit.emptyHint')}
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('audit.count', { count: log.data.total })}
            </p>
            <TableFrame>
              <table className="w-full text-left text-sm">
                <thead className="border-b bg-muted/50 text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('audit.columns.when')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('audit.columns.who')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('audit.columns.action')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('audit.columns.item')}
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      {t('audit.columns.changed')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {log.data.entries.map((entry) => {
                    const item = entry.entity
                      ? `${t(`audit.entities.${entry.entity}`)}${entry.entity_id ? ` #${entry.entity_id}` : ''}`
                      : '–';
                    const link = entityLink(entry);
                    const tried =
                      typeof entry.detail?.email === 'string' ? entry.detail.email : undefined;
                    return (
                      <tr key={entry.id} className="align-top">
                        <td className="whitespace-nowrap px-4 py-3">
                          <time dateTime={entry.at}>
                            {formatDateTime(entry.at, i18n.language, 'short')}
                          </time>
                          {entry.ip && (
                            <div className="text-xs text-muted-foreground">{entry.ip}</div>
                          )}
                        </td>
                        <td className="px-4 py-3">
                          {entry.actor_email ??
                            (tried ? t('audit.tried', { email: tried }) : t('audit.unknownActor'))}
                        </td>
                        <td className="px-4 py-3">{t(`audit.actions.${entry.action}`)}</td>
                        <td className="px-4 py-3">
                          {link ? (
                            <Link
                              to={link}
                              className="text-primary underline-offset-4 hover:underline"
                            >
                              {item}
                            </Link>
                          ) : (
                            item
                          )}
                        </td>
                        <td className="px-4 py-3 text-muted-foreground">
                          {entry.changed?.length ? entry.changed.join(', ') : '–'}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableFrame>
            <Pagination
              label={t('audit.pagination.label')}
              page={page}
              pages={pages}
              busy={log.isFetching}
              onPage={(next) => setFilter('page', String(next))}
            />
          </>
        )}
      </div>
    </ManagerPage>
  );
}
