import type { Application, ApplicationStatus, Job } from '@app/contracts';
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
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { Link, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { IconText } from '@/components/ui/icon-text';
import { LayoutToggle, useStoredLayout } from '@/components/ui/layout-toggle';
import { Pagination } from '@/components/ui/pagination';
import { toast } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { useJobApplicants } from '../api/get-job-applicants';
import { useBulkStatusChange } from '../api/bulk-update-status';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { useSelection } from '../hooks/use-selection';
import { exportApplicants } from '../lib/export-applicants';
import { recordApplicantsExport } from '../api/record-export';
import { type ApplicantsView, viewFromParams, viewToParams } from '../lib/applicants-url';
import {
  countByStatus,
  filterApplications,
  hasActiveFilters,
  NO_FILTERS,
  sortApplications,
  utmSources,
} from '../lib/filter-applications';
import { ApplicantCard } from './applicant-card';
import { ApplicantDetailsDialog, type ReviewNavigation } from './applicant-details-dialog';
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

/** Applicants per page, in both views. */
export const PAGE_SIZE = 50;

/**
 * Previous and next of the open applicant in the filtered, sorted list (all pages). When it has
 * just left the list (its new status is filtered out), its neighbours are those around the place
 * it had.
 */
function useReviewNavigation(
  list: Application[],
  selectedId: number | null,
  select: (id: number) => void,
): ReviewNavigation {
  const index = list.findIndex((application) => application.id === selectedId);
  const lastIndex = useRef(0);
  if (index >= 0) lastIndex.current = index;
  const previous = index >= 0 ? list[index - 1] : list[lastIndex.current - 1];
  const next = index >= 0 ? list[index + 1] : list[lastIndex.current];
  return {
    position: index >= 0 ? index + 1 : null,
    total: list.length,
    onPrevious: previous ? () => select(previous.id) : null,
    onNext: next ? () => select(next.id) : null,
  };
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

/** The applicants of one job (SPEC §2 "Applicants screen"). `jobId` is null when not an id. */
export function ApplicantsScreen({ jobId }: { jobId: number | null }) {
  const { t } = useTranslation();
  const query = useJobApplicants(jobId);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => viewFromParams(searchParams), [searchParams]);
  const { filters, sort } = view;
  /** A new state in the address; `replace` while the search is typed (one entry per word). */
  const setView = (next: Partial<ApplicantsView>, replace = false) =>
    setSearchParams(viewToParams({ ...view, page: 1, ...next }), { replace });
  const [layout, setLayout] = useStoredLayout(STORAGE_KEYS.applicantsView);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  // A change to reviewing, accepted or rejected waits for the dialog that offers the e-mail.
  const [statusChange, setStatusChange] = useState<PendingStatusChange | null>(null);
  const drafts = useRef<ReviewDrafts>(new Map()).current;
  const updateStatus = useUpdateApplicationStatus(jobId ?? 0);
  // The applicants chosen for bulk actions, by id; only those still in the filtered list count.
  const selection = useSelection();
  const [bulkChange, setBulkChange] = useState<PendingBulkChange | null>(null);
  const [exportingSelection, setExportingSelection] = useState(false);
  const bulkStatus = useBulkStatusChange(jobId ?? 0);
  // "Now" for the ages and the date filter, fixed per load so a list does not shift under a click.
  const now = useMemo(() => query.dataUpdatedAt || Date.now(), [query.dataUpdatedAt]);

  const job = query.data?.job;
  const applications = useMemo(() => query.data?.applications ?? [], [query.data]);
  const filtered = useMemo(
    () => sortApplications(filterApplications(applications, filters, now), sort),
    [applications, filters, sort, now],
  );
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const page = Math.min(view.page, pages);
  const shown = filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const counts = useMemo(() => countByStatus(applications), [applications]);
  const sources = useMemo(() => utmSources(applications), [applications]);
  const selected = applications.find((application) => application.id === selectedId) ?? null;
  const chosen = useMemo(
    () => filtered.filter((application) => selection.selected.has(application.id)),
    [filtered, selection.selected],
  );
  const filteredIds = useMemo(() => filtered.map((application) => application.id), [filtered]);
  const navigation = useReviewNavigation(filtered, selectedId, setSelectedId);

  const notFound =
    jobId === null || (query.error instanceof ApiError && query.error.status === 404);
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
  if (query.isPending) {
    return (
      <ScreenState>
        <div role="status" className="flex flex-col items-center gap-3 py-24 text-muted-foreground">
          <LoaderCircle aria-hidden className="size-8 animate-spin text-brand-600" />
          <p>{t('applicants.loading')}</p>
        </div>
      </ScreenState>
    );
  }
  if (query.isError || !job) {
    return (
      <ScreenState>
        <EmptyState
          icon={<TriangleAlert />}
          tone="destructive"
          headingLevel="h1"
          title={t('applicants.errors.loadFailed')}
          description={t('applicants.errors.loadFailedText')}
          action={
            <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
              {t('applicants.errors.retry')}
            </Button>
          }
        />
      </ScreenState>
    );
  }

  const onExport = async () => {
    setExporting(true);
    try {
      await exportApplicants(job.title, filtered);
      await recordApplicantsExport(job.id, filtered.length);
    } catch {
      toast({
        title: t('applicants.toast.error'),
        description: t('applicants.exportFailed'),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  const onExportSelection = async () => {
    setExportingSelection(true);
    try {
      await exportApplicants(job.title, chosen);
      await recordApplicantsExport(job.id, chosen.length);
    } catch {
      toast({
        title: t('applicants.toast.error'),
        description: t('applicants.exportFailed'),
        variant: 'destructive',
      });
    } finally {
      setExportingSelection(false);
    }
  };
  const pageSelected = shown.length > 0 && shown.every((a) => selection.selected.has(a.id));

  /** Pending at once; the other statuses wait for the dialog that offers the e-mail. */
  const changeStatus = (application: Application, status: ApplicationStatus) =>
    status === 'pending'
      ? updateStatus.mutate({ id: application.id, status })
      : setStatusChange({ application, status });

  const filtering = hasActiveFilters(filters);
  return (
    <section className="mx-auto max-w-7xl" aria-labelledby="applicants-heading">
      <ApplicantsHeader
        job={job}
        total={applications.length}
        onExport={() => void onExport()}
        exportDisabled={filtered.length === 0}
        exporting={exporting}
      />
      <h2 id="applicants-heading" className="sr-only">
        {t('applicants.title')}
      </h2>
      <div className="grid gap-6">
        <StatusCounts
          counts={counts}
          status={filters.status}
          onStatus={(status) => setView({ filters: { ...filters, status } })}
        />
        <ApplicantFilters
          filters={filters}
          onChange={(next, typing) => setView({ filters: next }, typing)}
          shown={filtered.length}
          total={applications.length}
          sources={sources}
        />
        {applications.length > 0 && (
          <div className="flex justify-end">
            <LayoutToggle layout={layout} onChange={setLayout} texts="applicants.layout" />
          </div>
        )}
        {applications.length === 0 ? (
          <EmptyState
            icon={<Inbox />}
            title={t('applicants.empty.none')}
            description={t('applicants.empty.noneText')}
          />
        ) : filtered.length === 0 ? (
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
            applications={shown}
            sort={sort}
            onSort={(next) => setView({ sort: next })}
            onOpen={(application) => setSelectedId(application.id)}
            selection={{
              selected: selection.selected,
              onToggle: (id, checked, shift) => selection.toggle(id, checked, shift, filteredIds),
              onTogglePage: (checked) =>
                selection.setMany(
                  shown.map((application) => application.id),
                  checked,
                ),
            }}
          />
        ) : (
          <ul className="grid gap-4" aria-label={t('applicants.listLabel')}>
            {shown.map((application) => (
              <li key={application.id}>
                <ApplicantCard
                  application={application}
                  now={now}
                  onStatusChange={(status) => changeStatus(application, status)}
                  onViewDetails={() => setSelectedId(application.id)}
                  selected={selection.selected.has(application.id)}
                  onSelect={(checked, shift) =>
                    selection.toggle(application.id, checked, shift, filteredIds)
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <BulkBar
          count={chosen.length}
          matching={filtered.length}
          canSelectAll={pageSelected && chosen.length < filtered.length}
          onSelectAll={() => selection.setMany(filteredIds, true)}
          onStatus={(status) =>
            setBulkChange({ ids: chosen.map((application) => application.id), status })
          }
          onExport={() => void onExportSelection()}
          exporting={exportingSelection}
          busy={bulkStatus.isPending}
          onClear={selection.clear}
        />
        <Pagination
          label={t('applicants.pages')}
          page={page}
          pages={pages}
          busy={false}
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
        application={selected}
        jobId={job.id}
        drafts={drafts}
        navigation={navigation}
        keysEnabled={statusChange === null}
        onStatusChange={changeStatus}
        onOpenChange={(open) => !open && setSelectedId(null)}
      />
    </section>
  );
}
