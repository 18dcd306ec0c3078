import { type Application, APPLICATIONS_PER_PAGE, type ApplicationStatus } from '@app/contracts';
import { Inbox, LoaderCircle, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LayoutToggle, useStoredLayout } from '@/components/ui/layout-toggle';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/use-toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { STORAGE_KEYS } from '@/lib/storage';
import { useBulkStatusChange } from '../api/bulk-update-status';
import { useApplicationIds, useApplications } from '../api/get-applications';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { usePagedReview } from '../hooks/use-paged-review';
import { useSelection } from '../hooks/use-selection';
import { applicationsFilterQuery, applicationsQuery } from '../lib/applications-query';
import { type ApplicantsView, viewFromParams, viewToParams } from '../lib/applicants-url';
import { exportApplicants } from '../lib/export-applicants';
import {
  hasActiveFilters,
  NO_FILTERS,
  type StatusCounts as Counts,
} from '../lib/filter-applications';
import { ApplicantCard } from './applicant-card';
import { ApplicantDetailsDialog } from './applicant-details-dialog';
import { ApplicantFilters } from './applicant-filters';
import { ApplicantsTable } from './applicants-table';
import { BulkBar, BulkStatusDialog, type PendingBulkChange } from './bulk-actions';
import type { ReviewDrafts } from './review-form';
import { type PendingStatusChange, StatusChangeDialog } from './status-change-dialog';
import { StatusCounts } from './status-counts';

/** Applicant cards a page (rows of the table: APPLICATIONS_PER_PAGE, 50). */
export const CARDS_PER_PAGE = 24;

/** The export of what matches, for a job's header: how to run it, and whether it can. */
export type ExportControl = { onExport: () => Promise<void>; disabled: boolean };

/**
 * The applicants of one job (`job`), or of every job with a job filter of `jobs`: filtered,
 * sorted and paged by the server (`GET /job-applications`, 24 cards or 50 rows a page), so
 * thousands open at once. Count cards that filter, the filter bar, cards or a table (remembered), a selection for
 * bulk status changes (and, for a job, its export), the review dialog across pages; the state in
 * the address. `header` is the page's header, given the number of applications (null while they
 * load) and the export of what matches (a job's only).
 */
export function ApplicantsList({
  job,
  jobs = [],
  header,
}: {
  job?: { id: number; title: string };
  jobs?: readonly { id: number; title: string }[];
  header: (total: number | null, exporting: ExportControl) => ReactNode;
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(searchParams), [searchParams]);
  const { filters, sort } = view;
  // A job's own screen has its job in the path; across jobs, the job filter is in the query.
  const jobId = job?.id ?? view.job;
  /** A new state in the address; `replace` while the search is typed (one entry per word). */
  const setView = (next: Partial<ApplicantsView>, replace = false) =>
    setSearchParams(viewToParams({ ...view, page: 1, ...next, ...(job && { job: undefined }) }), {
      replace,
    });
  // The server is asked once the search has stayed the same a moment, not at each key.
  const search = useDebouncedValue(filters.search, 250);
  // A job's applicants open as cards (SPEC §2), every job's as a table; each choice is kept.
  // Cards are tall: 24 a page, rows 50; the list is asked for once the choice is read.
  const [layout, setLayout, layoutRead] = useStoredLayout(
    job ? STORAGE_KEYS.applicantsView : STORAGE_KEYS.allApplicantsView,
    job ? 'cards' : 'table',
  );
  const perPage = layout === 'table' ? APPLICATIONS_PER_PAGE : CARDS_PER_PAGE;
  // The query keys are compared by value: a new object with the same filters asks nothing new.
  const asked = { filters: { ...filters, search }, sort, job: jobId };
  const filterQuery = applicationsFilterQuery(asked);
  const list = useApplications(
    applicationsQuery({ ...asked, page: view.page }, perPage),
    layoutRead,
  );
  // A change to reviewing, accepted or rejected waits for the dialog that offers the e-mail.
  const [statusChange, setStatusChange] = useState<PendingStatusChange | null>(null);
  const drafts = useRef<ReviewDrafts>(new Map()).current;
  const updateStatus = useUpdateApplicationStatus();
  // The applicants chosen for bulk actions, by id; only those that still match count. The ids
  // of all that match (every page) are asked for once something is selected.
  const selection = useSelection();
  const matching = useApplicationIds(filterQuery, selection.selected.size > 0);
  const [bulkChange, setBulkChange] = useState<PendingBulkChange | null>(null);
  const bulkStatus = useBulkStatusChange();

  const data = list.data;
  const items = useMemo(() => data?.items ?? [], [data]);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  // An address past the last page (fewer applicants since): go to the last one.
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && data.page > pages) {
      setSearchParams(viewToParams({ ...view, page: pages }), { replace: true });
    }
  }, [data, pages, list.isPlaceholderData, setSearchParams, view]);
  // "Now" for the ages, fixed per answer so a list does not shift under a click.
  const now = list.dataUpdatedAt || Date.now();
  const matchingIds = matching.data?.ids;
  const order = matchingIds ?? items.map((application) => application.id);
  const chosen = order.filter((id) => selection.selected.has(id));
  const review = usePagedReview({
    items: data ? items : null,
    page: data?.page ?? view.page,
    perPage: data?.per_page ?? 1,
    total: data?.total ?? 0,
    onPage: (page) => setView({ page }),
  });

  /** Downloads the spreadsheet of the job's applicants that match (only `ids`, when given). */
  const exportMatching = async (ids?: readonly number[]) => {
    if (!job) return;
    try {
      await exportApplicants(job, filterQuery, ids && new Set(ids));
    } catch {
      toast({
        title: t('applicants.toast.error'),
        description: t('applicants.exportFailed'),
        variant: 'destructive',
      });
    }
  };

  /** Pending at once; the other statuses wait for the dialog that offers the e-mail. */
  const changeStatus = (application: Application, status: ApplicationStatus) =>
    status === 'pending'
      ? updateStatus.mutate({ id: application.id, status })
      : setStatusChange({ application, status });

  const filtering = hasActiveFilters(filters) || (!job && view.job !== undefined);
  const clearFilters = () => setView({ filters: NO_FILTERS, job: undefined });
  const pageSelected = items.length > 0 && items.every((a) => selection.selected.has(a.id));

  let body: ReactNode;
  if (!data) {
    body = list.isError ? (
      <LoadError
        title={t('applicants.errors.loadFailed')}
        description={t('applicants.errors.loadFailedText')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    ) : (
      <div role="status" className="flex flex-col items-center gap-3 py-24 text-muted-foreground">
        <LoaderCircle aria-hidden className="size-8 animate-spin text-brand-600" />
        <p>{t('applicants.loading')}</p>
      </div>
    );
  } else if (data.all_total === 0) {
    body = (
      <EmptyState
        icon={<Inbox />}
        title={t('applicants.empty.none')}
        description={t('applicants.empty.noneText')}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<SearchX />}
        title={t('applicants.empty.noMatch')}
        description={t('applicants.empty.noMatchText')}
        action={
          filtering && (
            <Button variant="outline" onClick={clearFilters}>
              {t('applicants.empty.clearFilters')}
            </Button>
          )
        }
      />
    );
  } else if (layout === 'table') {
    body = (
      <ApplicantsTable
        applications={items}
        sort={sort}
        onSort={(next) => setView({ sort: next })}
        onOpen={(application) => review.open(application.id)}
        showJob={!job}
        selection={{
          selected: selection.selected,
          onToggle: (id, checked, shift) => selection.toggle(id, checked, shift, order),
          onTogglePage: (checked) =>
            selection.setMany(
              items.map((application) => application.id),
              checked,
            ),
        }}
      />
    );
  } else {
    body = (
      <ul className="grid gap-4" aria-label={t('applicants.listLabel')}>
        {items.map((application) => (
          // Cards out of view are laid out and painted only when scrolled to; the
          // padding keeps the hover shadow inside what is painted.
          <li
            key={application.id}
            className="-m-2 p-2 [contain-intrinsic-size:auto_17rem] [content-visibility:auto]"
          >
            <ApplicantCard
              application={application}
              now={now}
              showJob={!job}
              onStatusChange={(status) => changeStatus(application, status)}
              onViewDetails={() => review.open(application.id)}
              selected={selection.selected.has(application.id)}
              onSelect={(checked, shift) => selection.toggle(application.id, checked, shift, order)}
            />
          </li>
        ))}
      </ul>
    );
  }

  const counts: Counts | null = data
    ? {
        ...data.counts,
        total:
          data.counts.pending + data.counts.reviewing + data.counts.accepted + data.counts.rejected,
      }
    : null;
  return (
    <>
      {header(data?.all_total ?? null, {
        onExport: () => exportMatching(),
        disabled: !job || !data || data.total === 0,
      })}
      <div className="grid min-w-0 gap-6" aria-busy={list.isFetching || undefined}>
        {counts && (
          <StatusCounts
            counts={counts}
            status={filters.status}
            onStatus={(status) => setView({ filters: { ...filters, status } })}
          />
        )}
        {data && (
          <ApplicantFilters
            filters={filters}
            onChange={(next, typing) => setView({ filters: next }, typing)}
            onClear={clearFilters}
            active={filtering}
            shown={data.total}
            total={data.all_total}
            sources={data.sources}
            jobFilter={
              job ? undefined : { job: view.job, jobs, onJob: (next) => setView({ job: next }) }
            }
          />
        )}
        {list.isError && data && (
          <p role="alert" className="text-sm text-destructive">
            {t('applicants.errors.loadFailed')}
          </p>
        )}
        {data && data.all_total > 0 && (
          <div className="flex justify-end">
            <LayoutToggle
              layout={layout}
              onChange={(next) => {
                setLayout(next);
                // Pages of another size: from the first one.
                setView({}, true);
              }}
              texts="applicants.layout"
            />
          </div>
        )}
        {body}
        <BulkBar
          count={chosen.length}
          matching={data?.total ?? 0}
          canSelectAll={
            pageSelected && matchingIds !== undefined && chosen.length < (data?.total ?? 0)
          }
          onSelectAll={() => matchingIds && selection.setMany(matchingIds, true)}
          onStatus={(status) => setBulkChange({ ids: chosen, status })}
          onExport={job ? () => exportMatching(chosen) : undefined}
          busy={bulkStatus.isPending}
          onClear={selection.clear}
        />
        <Pagination
          label={t('applicants.pages')}
          page={Math.min(view.page, pages)}
          pages={pages}
          busy={list.isPlaceholderData}
          onPage={(next) => {
            setView({ page: next });
            window.scrollTo({ top: 0 });
          }}
        />
      </div>
      <StatusChangeDialog
        change={statusChange}
        onCancel={() => setStatusChange(null)}
        onConfirm={(sendEmail) => {
          if (!statusChange) return;
          const { application, status } = statusChange;
          updateStatus.mutate({ id: application.id, status, send_email: sendEmail });
          setStatusChange(null);
        }}
      />
      <BulkStatusDialog
        change={bulkChange}
        onCancel={() => setBulkChange(null)}
        onConfirm={(sendEmail) => {
          if (!bulkChange) return;
          bulkStatus.mutate({
            ids: bulkChange.ids,
            status: bulkChange.status,
            ...(sendEmail ? { send_email: true } : {}),
          });
          setBulkChange(null);
        }}
      />
      <ApplicantDetailsDialog
        application={review.selected}
        drafts={drafts}
        navigation={review.navigation}
        keysEnabled={statusChange === null}
        onStatusChange={changeStatus}
        onOpenChange={(open) => !open && review.open(null)}
      />
    </>
  );
}
