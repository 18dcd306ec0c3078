import {
  MANAGED_PROJECTS_PER_PAGE,
  MANAGED_PROJECTS_SORTS,
  PROJECT_STATUSES,
  type Project,
  type ProjectStatus,
} from '@app/contracts';
import { FolderPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { toastFailure } from '@/components/ui/failure-toast';
import { LabelledSelect } from '@/components/ui/option-select';
import { LayoutToggle, useStoredLayout } from '@/components/ui/layout-toggle';
import { ListToolbar, NoMatch, PagedList, SortSelect } from '@/components/ui/paged-list';
import { LoadingMessage } from '@/components/ui/query-state';
import { SearchInput } from '@/components/ui/search-input';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { NothingMissing, TranslationFilterSelect } from '@/components/ui/translation-status';
import { PhaseFilterSelect } from '@/components/publication/phase-filter';
import { toast } from '@/components/ui/use-toast';
import { useListAddress } from '@/hooks/use-list-address';
import { STORAGE_KEYS } from '@/lib/storage';
import { useRecordDialogs } from '@/lib/use-record-dialogs';
import { useDeleteProject } from '../../api/delete-project';
import { useManagedProjects } from '../../api/get-managed-projects';
import {
  managedProjectsParams,
  managedProjectsQuery,
  managedProjectsView,
} from '../../lib/managed-projects-view';
import { ProjectAdminCard, ProjectAdminCardSkeleton } from './project-admin-card';
import { ProjectAdminTable } from './project-admin-table';
import { ProjectFormDialog } from './project-form-dialog';

const GRID = 'grid gap-6 md:grid-cols-2 xl:grid-cols-3';

/** "Status: All / Planning / Active / Completed / On hold / Archived". */
function StatusSelect({
  value,
  onChange,
}: {
  value: ProjectStatus | 'all';
  onChange: (status: ProjectStatus | 'all') => void;
}) {
  const { t } = useTranslation();
  return (
    <LabelledSelect
      label={t('projectsAdmin.statusFilter.label')}
      value={value}
      onValueChange={onChange}
      options={(['all', ...PROJECT_STATUSES] as const).map((status) => ({
        value: status,
        label: t(
          status === 'all' ? 'projectsAdmin.statusFilter.all' : `projectsAdmin.status.${status}`,
        ),
      }))}
      data-testid="project-status-filter"
      className="w-36"
    />
  );
}

/**
 * The Projects admin (SPEC §2): every project, drafts and scheduled ones included, a page at a
 * time from the server in the portfolio's order unless another is chosen, searched, filtered by
 * state, status and missing translation (all kept in the address), as a card grid or a compact
 * table with View, Edit and an immediate Delete, and the add/edit dialog.
 */
export function ProjectsAdmin() {
  const { t } = useTranslation();
  const { view, setView, typed, setTyped } = useListAddress(
    managedProjectsView,
    managedProjectsParams,
  );

  const projects = useManagedProjects(managedProjectsQuery(view));
  const [layout, setLayout] = useStoredLayout(STORAGE_KEYS.projectsView);
  const dialogs = useRecordDialogs<Project>();
  const remove = useDeleteProject();
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(new Set());

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

  const data = projects.data;
  const list = data?.projects ?? [];
  const count = t('projectsAdmin.count', { count: data?.total ?? 0 });
  const phases = data?.phases;
  const filtering =
    view.search.trim() !== '' ||
    view.phase !== 'all' ||
    view.status !== 'all' ||
    view.missing !== 'all';
  const showAll = () => {
    setTyped('');
    setView({ search: '', phase: 'all', status: 'all', missing: 'all' });
  };

  const empty = !filtering ? (
    <EmptyState
      icon={<FolderPlus />}
      title={t('projectsAdmin.empty.title')}
      description={t('projectsAdmin.empty.description')}
      action={
        <Button variant="gradient" onClick={dialogs.openCreate}>
          <Plus aria-hidden />
          {t('projectsAdmin.empty.action')}
        </Button>
      }
    />
  ) : view.missing !== 'all' &&
    view.search.trim() === '' &&
    view.phase === 'all' &&
    view.status === 'all' ? (
    <NothingMissing filter={view.missing} onShowAll={showAll} />
  ) : (
    <NoMatch
      title={t('projectsAdmin.noMatch.title')}
      description={t('projectsAdmin.noMatch.description')}
      showAll={t('projectsAdmin.noMatch.showAll')}
      onShowAll={showAll}
    />
  );

  return (
    <ManagerPage
      title={t('projectsAdmin.title')}
      subtitle={t('projectsAdmin.subtitle')}
      actions={
        <Button variant="gradient" onClick={dialogs.openCreate}>
          <Plus aria-hidden />
          {t('projectsAdmin.add')}
        </Button>
      }
    >
      <div className="grid min-w-0 gap-6" aria-busy={projects.isFetching || undefined}>
        <ListToolbar
          search={
            <SearchInput
              id="projects-search"
              label={t('projectsAdmin.search.label')}
              placeholder={t('projectsAdmin.search.placeholder')}
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
          <StatusSelect value={view.status} onChange={(status) => setView({ status })} />
          <TranslationFilterSelect
            value={view.missing}
            onChange={(missing) => setView({ missing })}
          />
          <SortSelect
            sorts={MANAGED_PROJECTS_SORTS}
            value={view.sort}
            onChange={(sort) => setView({ sort })}
            texts="projectsAdmin.sort"
            testId="project-sort"
            className="w-48"
          />
          <LayoutToggle layout={layout} onChange={setLayout} texts="projectsAdmin.layout" />
        </ListToolbar>

        <PagedList
          query={projects}
          items={list}
          total={data?.total ?? 0}
          perPage={data?.per_page ?? MANAGED_PROJECTS_PER_PAGE}
          page={view.page}
          onPage={(page) => setView({ page })}
          layout={layout}
          texts={{
            count,
            pages: t('projectsAdmin.pages'),
            errorTitle: t('projectsAdmin.toast.loadFailed'),
            errorHint: t('projectsAdmin.loadErrorHint'),
          }}
          loading={{
            table: <LoadingMessage>{t('projectsAdmin.loading')}</LoadingMessage>,
            cards: (
              <SkeletonGrid
                label={t('projectsAdmin.loading')}
                count={6}
                gridClassName={GRID}
                aria-busy
              >
                <ProjectAdminCardSkeleton />
              </SkeletonGrid>
            ),
          }}
          empty={empty}
          table={
            <ProjectAdminTable
              projects={list}
              onEdit={dialogs.openEdit}
              onDelete={(project) => void onDelete(project)}
              deleting={deleting}
            />
          }
          card={(project) => (
            <ProjectAdminCard
              project={project}
              onEdit={dialogs.openEdit}
              onDelete={(target) => void onDelete(target)}
              deleting={deleting.has(project.id)}
            />
          )}
          gridClassName={GRID}
          gridTestId="admin-projects-grid"
        />
      </div>

      <ProjectFormDialog project={null} {...dialogs.create} />
      {dialogs.edit && (
        <ProjectFormDialog
          key={dialogs.edit.key}
          project={dialogs.edit.record}
          open={dialogs.edit.open}
          onOpenChange={dialogs.edit.onOpenChange}
        />
      )}
    </ManagerPage>
  );
}
