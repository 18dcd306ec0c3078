import type { Job } from '@app/contracts';
import { BriefcaseBusiness, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
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
 * Edit, Disable/Enable and Delete, and the add/edit dialog. The list is loaded again after each
 * change.
 */
export function JobManagement() {
  const { t } = useTranslation();
  const jobs = useManagerJobs();
  const toggle = useToggleJob();
  const remove = useDeleteJob();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Job | null>(null);
  const [deleting, setDeleting] = useState<Job | null>(null);

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

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t('jobsAdmin.toasts.deleted') });
        setDeleting(null);
      },
      onError: (error) =>
        toast({
          title: t('common.error'),
          description: errorDetail(error, t('jobsAdmin.toasts.deleteFailed')),
          variant: 'destructive',
        }),
    });
  };

  const addButton = (
    <Button variant="gradient" onClick={openCreate}>
      <Plus aria-hidden />
      {t('jobsAdmin.addJob')}
    </Button>
  );
  const list = jobs.data ?? [];
  const activeCount = list.filter((job) => job.is_active).length;

  return (
    <ManagerPage
      title={t('jobsAdmin.title')}
      subtitle={t('jobsAdmin.subtitle')}
      actions={jobs.isSuccess && list.length === 0 ? undefined : addButton}
    >
      {jobs.isPending ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">{t('jobsAdmin.loading')}</span>
          <div className="grid gap-5">
            {Array.from({ length: 4 }, (_, index) => (
              <JobCardSkeleton key={index} />
            ))}
          </div>
        </div>
      ) : jobs.isError ? (
        <LoadError
          title={t('jobsAdmin.error.title')}
          description={errorDetail(jobs.error, t('jobsAdmin.error.description'))}
          onRetry={() => void jobs.refetch()}
          retrying={jobs.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<BriefcaseBusiness />}
          title={t('jobsAdmin.empty.title')}
          description={t('jobsAdmin.empty.description')}
          action={addButton}
        />
      ) : (
        <>
          <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
            {t('jobsAdmin.total', { count: list.length })} ·{' '}
            {t('jobsAdmin.activeCount', { count: activeCount })}
          </p>
          <ul className="grid gap-5">
            {list.map((job) => (
              <li key={job.id}>
                <JobAdminCard
                  job={job}
                  onEdit={openEdit}
                  onToggle={onToggle}
                  onDelete={setDeleting}
                  toggling={toggle.isPending && toggle.variables.id === job.id}
                />
              </li>
            ))}
          </ul>
        </>
      )}

      <JobFormDialog open={formOpen} onOpenChange={setFormOpen} job={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title={t('jobsAdmin.delete.title')}
        description={
          deleting ? t('jobsAdmin.delete.description', { title: deleting.title }) : undefined
        }
        confirmLabel={
          remove.isPending ? t('jobsAdmin.delete.deleting') : t('jobsAdmin.delete.confirm')
        }
        onConfirm={onConfirmDelete}
        pending={remove.isPending}
      />
    </ManagerPage>
  );
}
