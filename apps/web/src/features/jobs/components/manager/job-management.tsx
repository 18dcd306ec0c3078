import {
  MANAGED_JOB_ACTIVITIES,
  MANAGED_JOBS_PER_PAGE,
  MANAGED_JOBS_SORTS,
  type ManagedJobActivity,
  type Job,
} from '@app/contracts';
import { BriefcaseBusiness, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LabelledSelect } from '@/components/ui/option-select';
import { LayoutToggle, useStoredLayout } from '@/components/ui/layout-toggle';
import { ListToolbar, NoMatch, PagedList, SortSelect } from '@/components/ui/paged-list';
import { LoadingMessage } from '@/components/ui/query-state';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { NothingMissing, TranslationFilterSelect } from '@/components/ui/translation-status';
import { PhaseFilterSelect } from '@/components/publication/phase-filter';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { toast } from '@/components/ui/use-toast';
import { useListAddress } from '@/hooks/use-list-address';
import { errorDetail } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { useDeleteJob } from '../../api/delete-job';
import { useManagedJobs } from '../../api/get-managed-jobs';
import { useToggleJob } from '../../api/toggle-job';
import { managedJobsParams, managedJobsQuery, managedJobsView } from '../../lib/managed-jobs-view';
import { JobAdminCard } from './job-admin-card';
import { JobAdminTable } from './job-admin-table';
import { JobFormDialog } from './job-form-dialog';

const GRID = 'grid gap-5';

function JobCardSkeleton() {
  return (
    <div className="rounded-2xl border bg-card p-6 shadow-sm" aria-hidden>
      <div className="flex justify-between gap-4">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <div className="mt-5 grid grid-cols-2 gap-4 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-9" />
        ))}
      </div>
      <Skeleton className="mt-5 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-6 h-8 w-3/4" />
    </div>
  );
}

/** "Status: All / Active / Inactive" (the job's switch; an expired job stays active). */
function ActiveSelect({
  value,
  onChange,
}: {
  value: ManagedJobActivity | 'all';
  onChange: (active: ManagedJobActivity | 'all') => void;
}) {
  const { t } = useTranslation();
  return (
    <LabelledSelect
      label={t('jobsAdmin.activeFilter.label')}
      value={value}
      onValueChange={onChange}
      options={(['all', ...MANAGED_JOB_ACTIVITIES] as const).map((active) => ({
        value: active,
        label: t(active === 'all' ? 'jobsAdmin.activeFilter.all' : `jobsAdmin.status.${active}`),
      }))}
      data-testid="job-active-filter"
      className="w-36"
    />
  );
}

/**
 * Job Management (SPEC §2): every job, inactive, expired, draft and scheduled ones included, a
 * page at a time from the server, newest first unless another order is chosen, searched and
 * filtered by state, active switch and missing translation (all kept in the address), as cards
 * or a compact table with View Applicants, Edit, Disable/Enable and Delete (asked first), and
 * the add/edit dialog. The list is loaded again after each change.
 */
export function JobManagement() {
  const { t } = useTranslation();
  const { view, setView, typed, setTyped } = useListAddress(managedJobsView, managedJobsParams);

  const jobs = useManagedJobs(managedJobsQuery(view));
  const [layout, setLayout] = useStoredLayout(STORAGE_KEYS.jobsView);
  const toggle = useToggleJob();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Job | null>(null);
  const deletion = useDeleteConfirmation<Job>(useDeleteJob(), {
    deleted: { title: t('jobsAdmin.toasts.deleted') },
    failed: (error) => ({
      title: t('common.error'),
      description: errorDetail(error, t('jobsAdmin.toasts.deleteFailed')),
      variant: 'destructive',
    }),
  });

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (job: Job) => {
    setEditing(job);
    setFormOpen(true);
  };

  const onToggle = (job: Job) =>
    toggle.mutate(
      { id: job.id, is_active: !job.is_active },
      {
        onSuccess: () => toast({ title: t('jobsAdmin.toasts.statusUpdated') }),
        onError: (error) =>
          toast({
            title: t('common.error'),
            description: errorDetail(error, t('jobsAdmin.toasts.statusFailed')),
            variant: 'destructive',
          }),
      },
    );
  const toggling = toggle.isPending ? toggle.variables.id : undefined;

  const data = jobs.data;
  const list = data?.jobs ?? [];
  const count = t('jobsAdmin.total', { count: data?.total ?? 0 });
  const phases = data?.phases;
  const filtering =
    view.search.trim() !== '' ||
    view.phase !== 'all' ||
    view.active !== 'all' ||
    view.missing !== 'all';
  const showAll = () => {
    setTyped('');
    setView({ search: '', phase: 'all', active: 'all', missing: 'all' });
  };

  const addButton = (
    <Button variant="gradient" onClick={openCreate}>
      <Plus aria-hidden />
      {t('jobsAdmin.addJob')}
    </Button>
  );
  const empty = !filtering ? (
    <EmptyState
      icon={<BriefcaseBusiness />}
      title={t('jobsAdmin.empty.title')}
      description={t('jobsAdmin.empty.description')}
      action={addButton}
    />
  ) : view.missing !== 'all' &&
    view.search.trim() === '' &&
    view.phase === 'all' &&
    view.active === 'all' ? (
    <NothingMissing filter={view.missing} onShowAll={showAll} />
  ) : (
    <NoMatch
      title={t('jobsAdmin.noMatch.title')}
      description={t('jobsAdmin.noMatch.description')}
      showAll={t('jobsAdmin.noMatch.showAll')}
      onShowAll={showAll}
    />
  );

  return (
    <ManagerPage
      title={t('jobsAdmin.title')}
      subtitle={t('jobsAdmin.subtitle')}
      // With no job at all, the empty list's own Add Job is the one.
      actions={data?.total === 0 && !filtering ? undefined : addButton}
    >
      <div className="grid min-w-0 gap-6" aria-busy={jobs.isFetching || undefined}>
        <ListToolbar
          search={
            <SearchInput
              id="jobs-search"
              label={t('jobsAdmin.search.label')}
              placeholder={t('jobsAdmin.search.placeholder')}
              value={typed}
              onChange={setTyped}
            />
          }
        >
          <PhaseFilterSelect
            value={view.phase}
            onChange={(phase) => setView({ phase })}
            counts={phases}
          />
          <ActiveSelect value={view.active} onChange={(active) => setView({ active })} />
          <TranslationFilterSelect
            value={view.missing}
            onChange={(missing) => setView({ missing })}
          />
          <SortSelect
            sorts={MANAGED_JOBS_SORTS}
            value={view.sort}
            onChange={(sort) => setView({ sort })}
            texts="jobsAdmin.sort"
            testId="job-sort"
            className="w-52"
          />
          <LayoutToggle layout={layout} onChange={setLayout} texts="jobsAdmin.layout" />
        </ListToolbar>

        <PagedList
          query={jobs}
          items={list}
          total={data?.total ?? 0}
          perPage={data?.per_page ?? MANAGED_JOBS_PER_PAGE}
          page={view.page}
          onPage={(page) => setView({ page })}
          layout={layout}
          texts={{
            count,
            pages: t('jobsAdmin.pages'),
            errorTitle: t('jobsAdmin.error.title'),
            errorHint: t('jobsAdmin.error.description'),
          }}
          loading={{
            table: <LoadingMessage>{t('jobsAdmin.loading')}</LoadingMessage>,
            cards: (
              <SkeletonGrid
                label={t('jobsAdmin.loading')}
                count={4}
                gridClassName={GRID}
                aria-live="polite"
              >
                <JobCardSkeleton />
              </SkeletonGrid>
            ),
          }}
          empty={empty}
          table={
            <JobAdminTable
              jobs={list}
              onEdit={openEdit}
              onToggle={onToggle}
              onDelete={deletion.ask}
              toggling={toggling}
            />
          }
          card={(job) => (
            <JobAdminCard
              job={job}
              onEdit={openEdit}
              onToggle={onToggle}
              onDelete={deletion.ask}
              toggling={toggling === job.id}
            />
          )}
          gridClassName={GRID}
        />
      </div>

      <JobFormDialog open={formOpen} onOpenChange={setFormOpen} job={editing} />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('jobsAdmin.delete.title')}
        description={
          deletion.target
            ? t('jobsAdmin.delete.description', { title: deletion.target.title })
            : undefined
        }
        confirmLabel={
          deletion.dialog.pending ? t('jobsAdmin.delete.deleting') : t('jobsAdmin.delete.confirm')
        }
      />
    </ManagerPage>
  );
}
