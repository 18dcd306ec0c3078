import type { Job } from '@app/contracts';
import { BriefcaseBusiness, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordGrid } from '@/components/ui/record-grid';
import { Skeleton } from '@/components/ui/skeleton';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { useTranslationFilter } from '@/components/ui/translation-status';
import { usePhaseFilter } from '@/components/publication/phase-filter';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { useDeleteJob } from '../../api/delete-job';
import { useManagerJobs } from '../../api/get-manager-jobs';
import { useToggleJob } from '../../api/toggle-job';
import { JobAdminCard } from './job-admin-card';
import { JobFormDialog } from './job-form-dialog';

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

/**
 * Job Management (SPEC §2): every job, inactive and expired ones included, with View Applicants,
 * Edit, Disable/Enable and Delete, the add/edit dialog, and a filter of the jobs missing a
 * translation. The list is loaded again after each change.
 */
export function JobManagement() {
  const { t } = useTranslation();
  const jobs = useManagerJobs();
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

  const addButton = (
    <Button variant="gradient" onClick={openCreate}>
      <Plus aria-hidden />
      {t('jobsAdmin.addJob')}
    </Button>
  );
  const list = useMemo(() => jobs.data ?? [], [jobs.data]);
  const phases = usePhaseFilter(list);
  const translation = useTranslationFilter(phases.shown);
  const activeCount = translation.shown.filter((job) => job.is_active).length;

  return (
    <ManagerPage
      title={t('jobsAdmin.title')}
      subtitle={t('jobsAdmin.subtitle')}
      actions={
        jobs.isSuccess && list.length === 0 ? undefined : (
          <>
            {phases.select}
            {translation.select}
            {addButton}
          </>
        )
      }
    >
      <RecordGrid
        query={jobs}
        loading={
          <SkeletonGrid
            label={t('jobsAdmin.loading')}
            count={4}
            gridClassName="grid gap-5"
            aria-live="polite"
          >
            <JobCardSkeleton />
          </SkeletonGrid>
        }
        errorTitle={t('jobsAdmin.error.title')}
        errorHint={t('jobsAdmin.error.description')}
        records={translation.shown}
        empty={translation.empty(
          <EmptyState
            icon={<BriefcaseBusiness />}
            title={t('jobsAdmin.empty.title')}
            description={t('jobsAdmin.empty.description')}
            action={addButton}
          />,
        )}
        count={`${t('jobsAdmin.total', { count: translation.shown.length })} · ${t('jobsAdmin.activeCount', { count: activeCount })}`}
        className="grid gap-5"
      >
        {(job) => (
          <JobAdminCard
            job={job}
            onEdit={openEdit}
            onToggle={onToggle}
            onDelete={deletion.ask}
            toggling={toggle.isPending && toggle.variables.id === job.id}
          />
        )}
      </RecordGrid>

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
