import type { Project } from '@app/contracts';
import { FolderPlus, LoaderCircle, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { useDeleteProject } from '../../api/delete-project';
import { useProjects } from '../../api/get-projects';
import { sortProjects } from '../../lib/sort-projects';
import { ProjectAdminCard } from './project-admin-card';
import { ProjectFormDialog } from './project-form-dialog';

/**
 * The Projects admin of SPEC §2: every project (100 a page, sorted like the public site) in a
 * one-, two- or three-column grid, with the add/edit dialog and immediate delete.
 */
export function ProjectsAdmin() {
  const { t } = useTranslation();
  const projects = useProjects();
  const remove = useDeleteProject();
  const [dialog, setDialog] = useState<{ open: boolean; project: Project | null }>({
    open: false,
    project: null,
  });
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(new Set());

  const loadError = projects.error;
  useEffect(() => {
    if (!loadError) return;
    toast({
      title: t('projectsAdmin.toast.loadFailed'),
      description: errorDetail(loadError, '') || undefined,
      variant: 'destructive',
    });
  }, [loadError, t]);

  const openCreate = () => setDialog({ open: true, project: null });
  const openEdit = (project: Project) => setDialog({ open: true, project });

  // SPEC §2: delete is immediate, with no confirmation.
  const onDelete = async (project: Project) => {
    setDeleting((current) => new Set(current).add(project.id));
    try {
      await remove.mutateAsync(project.id);
      toast({ title: t('projectsAdmin.toast.deleted') });
    } catch (error) {
      const failure = t('projectsAdmin.toast.deleteFailed');
      const detail = errorDetail(error, failure);
      toast({
        title: failure,
        description: detail === failure ? undefined : detail,
        variant: 'destructive',
      });
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(project.id);
        return next;
      });
    }
  };

  const list = projects.data ? sortProjects(projects.data.projects) : [];

  return (
    <ManagerPage
      title={t('projectsAdmin.title')}
      subtitle={t('projectsAdmin.subtitle')}
      actions={
        <Button variant="gradient" onClick={openCreate}>
          <Plus aria-hidden />
          {t('projectsAdmin.add')}
        </Button>
      }
    >
      {projects.isPending ? (
        <p
          role="status"
          className="flex items-center justify-center gap-3 py-20 text-muted-foreground"
        >
          <LoaderCircle aria-hidden className="size-6 animate-spin text-brand-600" />
          {t('projectsAdmin.loading')}
        </p>
      ) : projects.isError ? (
        <LoadError
          title={t('projectsAdmin.toast.loadFailed')}
          description={errorDetail(projects.error, t('projectsAdmin.loadErrorHint'))}
          onRetry={() => void projects.refetch()}
          retrying={projects.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<FolderPlus />}
          title={t('projectsAdmin.empty.title')}
          description={t('projectsAdmin.empty.description')}
          action={
            <Button variant="gradient" onClick={openCreate}>
              <Plus aria-hidden />
              {t('projectsAdmin.empty.action')}
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="admin-projects-grid">
          {list.map((project) => (
            <li key={project.id}>
              <ProjectAdminCard
                project={project}
                onEdit={openEdit}
                onDelete={(target) => void onDelete(target)}
                deleting={deleting.has(project.id)}
              />
            </li>
          ))}
        </ul>
      )}

      <ProjectFormDialog
        key={dialog.project?.id ?? 'create'}
        open={dialog.open}
        project={dialog.project}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </ManagerPage>
  );
}
