import type { Application, ApplicationStatus } from '@app/contracts';
import { Inbox, LoaderCircle, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSearchParams } from '@/lib/router';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { useApplications } from '../api/get-applications';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { usePagedReview } from '../hooks/use-paged-review';
import { applicationsQuery } from '../lib/applications-query';
import { type ApplicantsView, viewFromParams, viewToParams } from '../lib/applicants-url';
import { NO_FILTERS, type StatusCounts as Counts } from '../lib/filter-applications';
import { AllApplicantsFilters, hasListFilters } from './all-applicants-filters';
import { AllApplicantsTable } from './all-applicants-table';
import { ApplicantDetailsDialog } from './applicant-details-dialog';
import type { ReviewDrafts } from './review-form';
import { type PendingStatusChange, StatusChangeDialog } from './status-change-dialog';
import { StatusCounts } from './status-counts';

/** `/manager/applicants`: the applications of every job, filtered, sorted and paged by the server. */
export function AllApplicantsScreen({
  jobs,
}: {
  /** The jobs of the job filter (newest first); empty while they load. */
  jobs: readonly { id: number; title: string }[];
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(searchParams), [searchParams]);
  const { filters, sort, job } = view;
  /** A new state in the address; `replace` while the search is typed (one entry per word). */
  const setView = (next: Partial<ApplicantsView>, replace = false) =>
    setSearchParams(viewToParams({ ...view, page: 1, ...next }), { replace });
  // The server is asked once the search has stayed the same a moment, not at each key.
  const search = useDebouncedValue(filters.search, 250);
  const query = useApplications(
    useMemo(
      () => applicationsQuery({ ...view, filters: { ...view.filters, search } }),
      [view, search],
    ),
  );
  const updateStatus = useUpdateApplicationStatus();
  const [statusChange, setStatusChange] = useState<PendingStatusChange | null>(null);
  const drafts = useRef<ReviewDrafts>(new Map()).current;

  const data = query.data;
  const items = useMemo(() => data?.items ?? [], [data]);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  // An address past the last page (fewer applications since): go to the last one.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && data.page > pages) {
      setSearchParams(viewToParams({ ...view, page: pages }), { replace: true });
    }
  }, [data, pages, query.isPlaceholderData, setSearchParams, view]);

  const review = usePagedReview({
    items: data ? items : null,
    page: data?.page ?? view.page,
    perPage: data?.per_page ?? 1,
    total: data?.total ?? 0,
    onPage: (page) => setView({ page }),
  });

  /** Pending at once; the other statuses wait for the dialog that offers the e-mail. */
  const changeStatus = (application: Application, status: ApplicationStatus) =>
    status === 'pending'
      ? updateStatus.mutate({ id: application.id, status })
      : setStatusChange({ application, status });

  const counts: Counts | null = data
    ? {
        ...data.counts,
        total:
          data.counts.pending + data.counts.reviewing + data.counts.accepted + data.counts.rejected,
      }
    : null;
  const filtering = hasListFilters(filters, job);
  const first = data ? (data.page - 1) * data.per_page + 1 : 0;
  const summary =
    data && data.total > 0 && items.length > 0
      ? t('applicants.all.showing', {
          first,
          last: first + items.length - 1,
          total: data.total,
        })
      : null;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" className="flex flex-col items-center gap-3 py-24 text-muted-foreground">
        <LoaderCircle aria-hidden className="size-8 animate-spin text-brand-600" />
        <p>{t('applicants.loading')}</p>
      </div>
    );
  } else if (query.isError && !data) {
    body = (
      <LoadError
        title={t('applicants.errors.loadFailed')}
        description={t('applicants.errors.loadFailedText')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (data && data.total === 0 && !filtering) {
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
            <Button
              variant="outline"
              onClick={() => setView({ filters: NO_FILTERS, job: undefined })}
            >
              {t('applicants.empty.clearFilters')}
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <AllApplicantsTable
        applications={items}
        sort={sort}
        onSort={(next) => setView({ sort: next })}
        onOpen={(application) => review.open(application.id)}
      />
    );
  }

  return (
    <ManagerPage title={t('applicants.all.title')} subtitle={t('applicants.all.subtitle')}>
      <div className="grid min-w-0 gap-6" aria-busy={query.isFetching || undefined}>
        {counts && (
          <StatusCounts
            counts={counts}
            status={filters.status}
            onStatus={(status) => setView({ filters: { ...filters, status } })}
          />
        )}
        <AllApplicantsFilters
          filters={filters}
          job={job}
          jobs={jobs}
          onChange={(next, typing) => setView(next, typing)}
          summary={summary}
        />
        {query.isError && data && (
          <p role="alert" className="text-sm text-destructive">
            {t('applicants.errors.loadFailed')}
          </p>
        )}
        {body}
        <Pagination
          label={t('applicants.pages')}
          page={Math.min(view.page, pages)}
          pages={pages}
          busy={query.isPlaceholderData}
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
          updateStatus.mutate({
            id: application.id,
            status,
            send_email: sendEmail,
          });
          setStatusChange(null);
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
    </ManagerPage>
  );
}
