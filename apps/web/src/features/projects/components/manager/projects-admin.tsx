import type { Project } from '@app/contracts';
import { FolderPlus, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { toastFailure } from '@/components/ui/failure-toast';
import { LoadingMessage } from '@/components/ui/query-state';
import { RecordGrid } from '@/components/ui/record-grid';
import { useTranslationFilter } from '@/components/ui/translation-status';
import { usePhaseFilter } from '@/components/publication/phase-filter';
import { toast } from '@/components/ui/use-toast';
import { useDeleteProject } from '../../api/delete-project';
import { useManagerProjects } from '../../api/get-manager-projects';
import { sortProjects } from '../../lib/sort-projects';
import { ProjectAdminCard } from './project-admin-card';
import { ProjectFormDialog } from './project-form-dialog';

/**
 * The Projects admin of SPEC §2: every project (100 a page, sorted like the public site) in a
 * one-, two- or three-column grid, with the add/edit dialog, immediate delete, and a filter of
 * the projects missing a translation.
 */
export function ProjectsAdmin() {
  const { t } = useTranslation();
  const projects = useManagerProjects();
  const remove = useDeleteProject();
  const [dialog, setDialog] = useState<{ open: boolean; project: Project | null }>({
    open: false,
    project: null,
  });
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(new Set());

  const loadError = projects.error;
  useEffect(() => {
    if (!loadError) return;
    toastFailure(t('projectsAdmin.toast.loadFailed'), loadError);
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
      toastFailure(t('projectsAdmin.toast.deleteFailed'), error);
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(project.id);
        return next;
      });
    }
  };

  const list = useMemo(
    () => (projects.data ? sortProjects(projects.data.projects) : []),
    [projects.data],
  );
  const phases = usePhaseFilter(list);
  const translation = useTranslationFilter(phases.shown);

  return (
    <ManagerPage
      title={t('projectsAdmin.title')}
      subtitle={t('projectsAdmin.subtitle')}
      actions={
        <>
          {phases.select}
          {translation.select}
          <Button variant="gradient" onClick={openCreate}>
            <Plus aria-hidden />
            {t('projectsAdmin.add')}
          </Button>
        </>
      }
    >
      <RecordGrid
        query={projects}
        loading={<LoadingMessage>{t('projectsAdmin.loading')}</LoadingMessage>}
        errorTitle={t('projectsAdmin.toast.loadFailed')}
        errorHint={t('projectsAdmin.loadErrorHint')}
        records={translation.shown}
        empty={translation.empty(
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
          />,
        )}
        className="grid gap-6 md:grid-cols-2 xl:grid-cols-3"
        data-testid="admin-projects-grid"
      >
        {(project) => (
          <ProjectAdminCard
            project={project}
            onEdit={openEdit}
            onDelete={(target) => void onDelete(target)}
            deleting={deleting.has(project.id)}
          />
        )}
      </RecordGrid>

      <ProjectFormDialog
        key={dialog.project?.id ?? 'create'}
        open={dialog.open}
        project={dialog.project}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </ManagerPage>
  );
}
