import { CONTACT_KINDS, CONTACT_STATUSES, type ContactInboxItem } from '@app/contracts';
import { Inbox, Search } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { type InboxFilters, useContactInbox } from '../api/get-contact-inbox';
import { ContactMessageDialog, type ContactMessageDialogProps } from './contact-message-dialog';
import { LeadBadge, StatusBadge } from './inbox-badges';
import { Pagination } from '@/components/ui/pagination';

const FILTERS = ['q', 'status', 'assignee_id', 'kind'] as const;
const ALL = 'all';
const BASE = '/manager/inbox';

/** The first line of a message, for the list. */
const firstLine = (text: string) => text.trim().split('\n', 1)[0] ?? '';

/**
 * The contact inbox: messages from the contact form and chat leads, newest first, found by
 * words and filtered by status (with counts), assignee and kind; the filters and the page are
 * in the address. `openId` (from `/manager/inbox/:id`) opens a message over the list.
 */
export function ContactInbox({
  openId,
  ...dialog
}: { openId: number | null } & Omit<ContactMessageDialogProps, 'id' | 'onClose'>) {
  const { t, i18n } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters: InboxFilters = Object.fromEntries(
    [...FILTERS, 'page'].map((key) => [key, searchParams.get(key) ?? undefined]),
  );
  const inbox = useContactInbox(filters);
  const search = searchParams.toString() ? `?${searchParams.toString()}` : '';

  /** Sets a filter (or clears it) and goes back to the first page. */
  const setFilter = (key: keyof InboxFilters, value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value && value !== ALL) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearchParams(next);
  };
  const filtered = FILTERS.some((key) => filters[key]);
  const counts = inbox.data?.counts;
  const all = counts ? counts.new + counts.in_progress + counts.done : undefined;
  const page = inbox.data?.page ?? 1;
  const pages = inbox.data ? Math.max(1, Math.ceil(inbox.data.total / inbox.data.per_page)) : 1;
  const chips = [
    { value: ALL, label: t('inbox.filters.all'), count: all },
    ...CONTACT_STATUSES.map((status) => ({
      value: status,
      label: t(`inbox.status.${status}`),
      count: counts?.[status],
    })),
  ];

  return (
    <ManagerPage title={t('inbox.title')} subtitle={t('inbox.subtitle')}>
      <div className="grid gap-6">
        <div
          role="group"
          aria-label={t('inbox.filters.label')}
          className="grid gap-4 rounded-2xl border bg-card p-4 shadow-sm"
        >
          <div className="flex flex-wrap gap-2" role="group" aria-label={t('inbox.filters.status')}>
            {chips.map((chip) => {
              const active = (filters.status ?? ALL) === chip.value;
              return (
                <Button
                  key={chip.value}
                  variant={active ? 'default' : 'outline'}
                  size="sm"
                  aria-pressed={active}
                  onClick={() => setFilter('status', chip.value)}
                  data-testid={`inbox-chip-${chip.value}`}
                >
                  {chip.label}
                  <span
                    className={cn(
                      'rounded-full px-1.5 text-[11px] tabular-nums',
                      active ? 'bg-white/20' : 'bg-muted',
                    )}
                  >
                    {chip.count ?? '…'}
                  </span>
                </Button>
              );
            })}
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <form
              role="search"
              className="grid gap-1.5"
              onSubmit={(event) => {
                event.preventDefault();
                const q = new FormData(event.currentTarget).get('q');
                setFilter('q', typeof q === 'string' ? q.trim() : '');
              }}
            >
              <Label htmlFor="inbox-search">{t('inbox.filters.search')}</Label>
              <div className="flex gap-2">
                <Input
                  id="inbox-search"
                  name="q"
                  type="search"
                  maxLength={200}
                  placeholder={t('inbox.filters.searchPlaceholder')}
                  defaultValue={filters.q ?? ''}
                  key={filters.q ?? ''}
                />
                <Button type="submit" variant="outline" size="icon">
                  <Search aria-hidden />
                  <span className="sr-only">{t('inbox.filters.search')}</span>
                </Button>
              </div>
            </form>
            <div className="grid gap-1.5">
              <Label htmlFor="inbox-assignee-filter">{t('inbox.filters.assignee')}</Label>
              <OptionSelect
                id="inbox-assignee-filter"
                value={filters.assignee_id ?? ALL}
                onValueChange={(value) => setFilter('assignee_id', value)}
                options={[
                  { value: ALL, label: t('inbox.filters.anyone') },
                  { value: 'me', label: t('inbox.filters.me') },
                  { value: 'none', label: t('inbox.filters.none') },
                ]}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="inbox-kind-filter">{t('inbox.filters.kind')}</Label>
              <OptionSelect
                id="inbox-kind-filter"
                value={filters.kind ?? ALL}
                onValueChange={(value) => setFilter('kind', value)}
                options={[
                  { value: ALL, label: t('inbox.filters.anyKind') },
                  ...CONTACT_KINDS.map((kind) => ({ value: kind, label: t(`inbox.kind.${kind}`) })),
                ]}
              />
            </div>
          </div>
          {filtered && (
            <div>
              <Button variant="ghost" size="sm" onClick={() => setSearchParams({})}>
                {t('inbox.filters.clear')}
              </Button>
            </div>
          )}
        </div>

        <QueryState
          query={inbox}
          errorTitle={t('inbox.error')}
          errorHint={t('inbox.errorHint')}
          loading={
            <div role="status" className="grid gap-3">
              <span className="sr-only">{t('inbox.loading')}</span>
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} className="h-16 w-full" />
              ))}
            </div>
          }
          empty={
            inbox.data?.items.length === 0 && (
              <EmptyState
                icon={<Inbox />}
                title={t('inbox.empty')}
                description={filtered ? t('inbox.emptyFiltered') : t('inbox.emptyHint')}
              />
            )
          }
        >
          {inbox.data && (
            <div className="grid gap-3">
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t('inbox.count', { count: inbox.data.total })}
              </p>
              <ul className="divide-y overflow-hidden rounded-2xl border bg-card shadow-sm">
                {inbox.data.items.map((item) => (
                  <InboxRow
                    key={item.id}
                    item={item}
                    to={`${BASE}/${item.id}${search}`}
                    when={formatDateTime(item.created_at, i18n.language, 'short')}
                    current={item.id === openId}
                  />
                ))}
              </ul>
              <Pagination
                label={t('inbox.pagination.label')}
                page={page}
                pages={pages}
                busy={inbox.isFetching}
                onPage={(next) => setFilter('page', String(next))}
              />
            </div>
          )}
        </QueryState>
      </div>
      {openId !== null && (
        <ContactMessageDialog
          id={openId}
          onClose={() => navigate(`${BASE}${search}`)}
          {...dialog}
        />
      )}
    </ManagerPage>
  );
}

/** One message in the list: who, what (its first line), when, and where it stands. */
function InboxRow({
  item,
  to,
  when,
  current,
}: {
  item: ContactInboxItem;
  to: string;
  when: string;
  current: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li data-testid="inbox-row" data-id={item.id}>
      <Link
        to={to}
        aria-current={current ? 'true' : undefined}
        className={cn(
          'grid gap-1 px-4 py-3 outline-none transition-colors hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-center sm:gap-4',
          item.status === 'new' && 'bg-brand-50/40 dark:bg-brand-700/10',
        )}
      >
        <span className="min-w-0">
          <span
            className={cn(
              'block truncate',
              item.status === 'new' ? 'font-semibold' : 'font-medium',
            )}
          >
            {item.name}
          </span>
          <span className="block truncate text-xs text-muted-foreground">{item.email}</span>
        </span>
        <span className="min-w-0">
          <span className="block truncate text-sm">{firstLine(item.message)}</span>
          <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <time dateTime={item.created_at}>{when}</time>
            <span aria-hidden>·</span>
            <span>{item.assignee?.name ?? t('inbox.unassigned')}</span>
            {item.reply_count > 0 && (
              <>
                <span aria-hidden>·</span>
                <span>{t('inbox.replies', { count: item.reply_count })}</span>
              </>
            )}
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-2 sm:justify-end">
          {item.is_lead && <LeadBadge />}
          <StatusBadge status={item.status} />
        </span>
      </Link>
    </li>
  );
}
