import type { Application, ApplicationStatus, Job } from '@app/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  ArrowLeft,
  Building2,
  Download,
  FileSearch,
  Inbox,
  LoaderCircle,
  MapPin,
  SearchX,
  TriangleAlert,
  Users,
} from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { Link, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { IconText } from '@/components/ui/icon-text';
import { LayoutToggle, useStoredLayout } from '@/components/ui/layout-toggle';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/use-toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { useApplicationIds, useApplications } from '../api/get-applications';
import { matchingApplications } from '../api/get-job-applicants';
import { useBulkStatusChange } from '../api/bulk-update-status';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { usePagedReview } from '../hooks/use-paged-review';
import { useSelection } from '../hooks/use-selection';
import { exportApplicants } from '../lib/export-applicants';
import { recordApplicantsExport } from '../api/record-export';
import { applicationsFilterQuery, applicationsQuery } from '../lib/applications-query';
import { type ApplicantsView, viewFromParams, viewToParams } from '../lib/applicants-url';
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

function BackToJobs() {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="sm" asChild className="-ml-2">
      <Link to="/manager/jobs">
        <ArrowLeft aria-hidden />
        {t('applicants.backToJobs')}
      </Link>
    </Button>
  );
}

/** The sticky header (SPEC §2): back link, job facts, number of applications and Export. */
function ApplicantsHeader({
  job,
  total,
  onExport,
  exportDisabled,
  exporting,
}: {
  job: Job;
  total: number;
  onExport: () => void;
  exportDisabled: boolean;
  exporting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-16 z-20 -mx-4 -mt-4 mb-6 border-b bg-background/90 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:-mx-6 sm:-mt-6 sm:px-6 lg:-mx-8 lg:-mt-8 lg:px-8 lg:py-4">
      <div className="mx-auto flex max-w-7xl flex-col gap-1">
        <div className="flex items-center justify-between gap-3">
          <BackToJobs />
          <Button
            variant="gradient"
            onClick={onExport}
            disabled={exportDisabled || exporting}
            aria-busy={exporting || undefined}
          >
            {exporting ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <Download aria-hidden />
            )}
            {exporting ? t('applicants.exporting') : t('applicants.export')}
          </Button>
        </div>
        <h1 className="truncate text-xl font-bold tracking-tight sm:text-2xl" title={job.title}>
          {job.title}
        </h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <IconText icon={Building2}>{job.department}</IconText>
          <IconText icon={MapPin}>{job.location}</IconText>
          <IconText icon={Users} data-testid="application-count">
            {t('applicants.applicationCount', { count: total })}
          </IconText>
        </p>
      </div>
    </header>
  );
}

/** A state of the whole screen (loading, not found, failed), with the way back to the jobs. */
function ScreenState({ children, back = true }: { children: ReactNode; back?: boolean }) {
  return (
    <section className="mx-auto max-w-7xl pt-2">
      {back && (
        <div className="mb-6">
          <BackToJobs />
        </div>
      )}
      {children}
    </section>
  );
}

/**
 * The applicants of one job (SPEC §2 "Applicants screen"), filtered, sorted and paged by the
 * server (`GET /job-applications`, 50 a page), so a job of thousands opens at once. `jobId` is
 * null when not an id; `job` is the job's own read (title, department, location).
 */
export function ApplicantsScreen({
  jobId,
  job: jobQuery,
}: {
  jobId: number | null;
  job: UseQueryResult<Job>;
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(searchParams), [searchParams]);
  const { filters, sort } = view;
  /** A new state in the address; `replace` while the search is typed (one entry per word). */
  const setView = (next: Partial<ApplicantsView>, replace = false) =>
    setSearchParams(viewToParams({ ...view, page: 1, ...next, job: undefined }), { replace });
  // The server is asked once the search has stayed the same a moment, not at each key.
  const search = useDebouncedValue(filters.search, 250);
  const filterQuery = useMemo(
    () =>
      applicationsFilterQuery({ filters: { ...filters, search }, sort, job: jobId ?? undefined }),
    [filters, search, sort, jobId],
  );
  const list = useApplications(
    useMemo(
      () =>
        applicationsQuery({
          filters: { ...filters, search },
          sort,
          page: view.page,
          job: jobId ?? undefined,
        }),
      [filters, search, sort, view.page, jobId],
    ),
    jobId !== null,
  );
  const [layout, setLayout] = useStoredLayout(STORAGE_KEYS.applicantsView);
  const [exporting, setExporting] = useState(false);
  // A change to reviewing, accepted or rejected waits for the dialog that offers the e-mail.
  const [statusChange, setStatusChange] = useState<PendingStatusChange | null>(null);
  const drafts = useRef<ReviewDrafts>(new Map()).current;
  const updateStatus = useUpdateApplicationStatus();
  // The applicants chosen for bulk actions, by id; only those that still match count. The ids
  // of all that match (every page) are asked for once something is selected.
  const selection = useSelection();
  const matching = useApplicationIds(filterQuery, jobId !== null && selection.selected.size > 0);
  const [bulkChange, setBulkChange] = useState<PendingBulkChange | null>(null);
  const [exportingSelection, setExportingSelection] = useState(false);
  const bulkStatus = useBulkStatusChange();

  const job = jobQuery.data;
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

  const notFound =
    jobId === null || (jobQuery.error instanceof ApiError && jobQuery.error.status === 404);
  useDocumentTitle(
    job
      ? t('applicants.documentTitle', { title: job.title })
      : notFound
        ? t('applicants.errors.jobNotFound')
        : t('applicants.title'),
  );

  if (notFound) {
    return (
      <ScreenState back={false}>
        <EmptyState
          icon={<FileSearch />}
          headingLevel="h1"
          title={t('applicants.errors.jobNotFound')}
          description={t('applicants.errors.jobNotFoundText')}
          action={
            <Button asChild>
              <Link to="/manager/jobs">{t('applicants.backToJobs')}</Link>
            </Button>
          }
        />
      </ScreenState>
    );
  }
  if ((jobQuery.isPending || list.isPending) && !jobQuery.isError && !list.isError) {
    return (
      <ScreenState>
        <div role="status" className="flex flex-col items-center gap-3 py-24 text-muted-foreground">
          <LoaderCircle aria-hidden className="size-8 animate-spin text-brand-600" />
          <p>{t('applicants.loading')}</p>
        </div>
      </ScreenState>
    );
  }
  if (!job || !data) {
    return (
      <ScreenState>
        <EmptyState
          icon={<TriangleAlert />}
          tone="destructive"
          headingLevel="h1"
          title={t('applicants.errors.loadFailed')}
          description={t('applicants.errors.loadFailedText')}
          action={
            <Button
              onClick={() => void Promise.all([jobQuery.refetch(), list.refetch()])}
              disabled={jobQuery.isFetching || list.isFetching}
            >
              {t('applicants.errors.retry')}
            </Button>
          }
        />
      </ScreenState>
    );
  }

  /** Builds the spreadsheet of the applicants that match (only `ids`, when given). */
  const exportMatching = async (ids?: readonly number[]) => {
    try {
      const rows = await matchingApplications(job.id, filterQuery, ids && new Set(ids));
      await exportApplicants(job.title, rows);
      await recordApplicantsExport(job.id, rows.length);
    } catch {
      toast({
        title: t('applicants.toast.error'),
        description: t('applicants.exportFailed'),
        variant: 'destructive',
      });
    }
  };
  const onExport = async () => {
    setExporting(true);
    await exportMatching();
    setExporting(false);
  };
  const onExportSelection = async () => {
    setExportingSelection(true);
    await exportMatching(chosen);
    setExportingSelection(false);
  };
  const pageSelected = items.length > 0 && items.every((a) => selection.selected.has(a.id));

  /** Pending at once; the other statuses wait for the dialog that offers the e-mail. */
  const changeStatus = (application: Application, status: ApplicationStatus) =>
    status === 'pending'
      ? updateStatus.mutate({ id: application.id, status })
      : setStatusChange({ application, status });

  const counts: Counts = {
    ...data.counts,
    total:
      data.counts.pending + data.counts.reviewing + data.counts.accepted + data.counts.rejected,
  };
  const filtering = hasActiveFilters(filters);
  return (
    <section className="mx-auto max-w-7xl" aria-labelledby="applicants-heading">
      <ApplicantsHeader
        job={job}
        total={data.all_total}
        onExport={() => void onExport()}
        exportDisabled={data.total === 0}
        exporting={exporting}
      />
      <h2 id="applicants-heading" className="sr-only">
        {t('applicants.title')}
      </h2>
      <div className="grid gap-6" aria-busy={list.isFetching || undefined}>
        <StatusCounts
          counts={counts}
          status={filters.status}
          onStatus={(status) => setView({ filters: { ...filters, status } })}
        />
        <ApplicantFilters
          filters={filters}
          onChange={(next, typing) => setView({ filters: next }, typing)}
          shown={data.total}
          total={data.all_total}
          sources={data.sources}
        />
        {list.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t('applicants.errors.loadFailed')}
          </p>
        )}
        {data.all_total > 0 && (
          <div className="flex justify-end">
            <LayoutToggle layout={layout} onChange={setLayout} texts="applicants.layout" />
          </div>
        )}
        {data.all_total === 0 ? (
          <EmptyState
            icon={<Inbox />}
            title={t('applicants.empty.none')}
            description={t('applicants.empty.noneText')}
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<SearchX />}
            title={t('applicants.empty.noMatch')}
            description={t('applicants.empty.noMatchText')}
            action={
              filtering && (
                <Button variant="outline" onClick={() => setView({ filters: NO_FILTERS })}>
                  {t('applicants.empty.clearFilters')}
                </Button>
              )
            }
          />
        ) : layout === 'table' ? (
          <ApplicantsTable
            applications={items}
            sort={sort}
            onSort={(next) => setView({ sort: next })}
            onOpen={(application) => review.open(application.id)}
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
        ) : (
          <ul className="grid gap-4" aria-label={t('applicants.listLabel')}>
            {items.map((application) => (
              <li key={application.id}>
                <ApplicantCard
                  application={application}
                  now={now}
                  onStatusChange={(status) => changeStatus(application, status)}
                  onViewDetails={() => review.open(application.id)}
                  selected={selection.selected.has(application.id)}
                  onSelect={(checked, shift) =>
                    selection.toggle(application.id, checked, shift, order)
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <BulkBar
          count={chosen.length}
          matching={data.total}
          canSelectAll={pageSelected && matchingIds !== undefined && chosen.length < data.total}
          onSelectAll={() => matchingIds && selection.setMany(matchingIds, true)}
          onStatus={(status) => setBulkChange({ ids: chosen, status })}
          onExport={() => void onExportSelection()}
          exporting={exportingSelection}
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
    </section>
  );
}
