import {
  MANAGED_PROJECTS_SORTS,
  type ManagedProjectsSort,
  PROJECT_STATUSES,
  type Project,
  type ProjectStatus,
} from '@app/contracts';
import { FolderPlus, Plus, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n';
import { useSearchParams } from '@/lib/router';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { toastFailure } from '@/components/ui/failure-toast';
import { LabelledSelect } from '@/components/ui/option-select';
import { LayoutToggle, useStoredLayout } from '@/components/ui/layout-toggle';
import { Pagination } from '@/components/ui/pagination';
import { LoadingMessage, QueryState } from '@/components/ui/query-state';
import { RecordGrid } from '@/components/ui/record-grid';
import { SearchInput } from '@/components/ui/search-input';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { NothingMissing, TranslationFilterSelect } from '@/components/ui/translation-status';
import { PhaseFilterSelect } from '@/components/publication/phase-filter';
import { toast } from '@/components/ui/use-toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { STORAGE_KEYS } from '@/lib/storage';
import { useRecordDialogs } from '@/lib/use-record-dialogs';
import { useDeleteProject } from '../../api/delete-project';
import { useManagedProjects } from '../../api/get-managed-projects';
import {
  type ManagedProjectsView,
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

/** "Sort: Portfolio order / Name A–Z / Name Z–A / Newest start first". */
function SortSelect({
  value,
  onChange,
}: {
  value: ManagedProjectsSort;
  onChange: (sort: ManagedProjectsSort) => void;
}) {
  const { t } = useTranslation();
  return (
    <LabelledSelect
      label={t('projectsAdmin.sort.label')}
      value={value}
      onValueChange={onChange}
      options={MANAGED_PROJECTS_SORTS.map((sort) => ({
        value: sort,
        label: t(`projectsAdmin.sort.${sort.startsWith('-') ? `${sort.slice(1)}Desc` : sort}`),
      }))}
      data-testid="project-sort"
      className="w-48"
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
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => managedProjectsView(searchParams), [searchParams]);
  /** A new state in the address, back on the first page unless a page is asked for. */
  const setView = (next: Partial<ManagedProjectsView>) =>
    setSearchParams(managedProjectsParams({ ...view, page: 1, ...next }));
  // The search is asked of the server once the typing has paused.
  const [typed, setTyped] = useState(view.search);
  const settled = useDebouncedValue(typed, 250);
  useEffect(() => {
    if (settled.trim() !== view.search.trim()) setView({ search: settled });
    // Only a settled change of the typed words moves the address.
  }, [settled]);

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
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  // A page emptied by deletes gives way to the new last page.
  useEffect(() => {
    if (data && !projects.isPlaceholderData && data.projects.length === 0 && view.page > pages) {
      setView({ page: pages });
    }
  }, [data, projects.isPlaceholderData, pages, view.page]);

  const list = data?.projects ?? [];
  const count = t('projectsAdmin.count', { count: data?.total ?? 0 });
  const phases = data?.phases;
  const all = phases ? phases.draft + phases.scheduled + phases.published + phases.archived : 0;
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
    <EmptyState
      icon={<SearchX />}
      title={t('projectsAdmin.noMatch.title')}
      description={t('projectsAdmin.noMatch.description')}
      action={
        <Button variant="outline" onClick={showAll}>
          {t('projectsAdmin.noMatch.showAll')}
        </Button>
      }
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
        <div className="flex min-w-0 flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center">
          <SearchInput
            id="projects-search"
            label={t('projectsAdmin.search.label')}
            placeholder={t('projectsAdmin.search.placeholder')}
            value={typed}
            onChange={setTyped}
          />
          <div className="flex flex-wrap items-center gap-3 lg:ml-auto">
            <PhaseFilterSelect
              value={view.phase}
              onChange={(phase) => setView({ phase })}
              count={(phase) => (phase === 'all' ? all : (phases?.[phase] ?? 0))}
            />
            <StatusSelect value={view.status} onChange={(status) => setView({ status })} />
            <TranslationFilterSelect
              value={view.missing}
              onChange={(missing) => setView({ missing })}
            />
            <SortSelect value={view.sort} onChange={(sort) => setView({ sort })} />
            <LayoutToggle
              layout={layout}
              onChange={setLayout}
              labels={{
                group: t('projectsAdmin.layout.label'),
                cards: t('projectsAdmin.layout.cards'),
                table: t('projectsAdmin.layout.table'),
              }}
            />
          </div>
        </div>

        {layout === 'table' ? (
          <QueryState
            query={projects}
            loading={<LoadingMessage>{t('projectsAdmin.loading')}</LoadingMessage>}
            errorTitle={t('projectsAdmin.toast.loadFailed')}
            errorHint={t('projectsAdmin.loadErrorHint')}
            empty={list.length === 0 && empty}
          >
            <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
              {count}
            </p>
            <ProjectAdminTable
              projects={list}
              onEdit={dialogs.openEdit}
              onDelete={(project) => void onDelete(project)}
              deleting={deleting}
            />
          </QueryState>
        ) : (
          <RecordGrid
            query={projects}
            loading={
              <SkeletonGrid
                label={t('projectsAdmin.loading')}
                count={6}
                gridClassName={GRID}
                aria-busy
              >
                <ProjectAdminCardSkeleton />
              </SkeletonGrid>
            }
            errorTitle={t('projectsAdmin.toast.loadFailed')}
            errorHint={t('projectsAdmin.loadErrorHint')}
            records={list}
            empty={empty}
            count={count}
            className={GRID}
            data-testid="admin-projects-grid"
          >
            {(project) => (
              <ProjectAdminCard
                project={project}
                onEdit={dialogs.openEdit}
                onDelete={(target) => void onDelete(target)}
                deleting={deleting.has(project.id)}
              />
            )}
          </RecordGrid>
        )}

        <Pagination
          label={t('projectsAdmin.pages')}
          page={Math.min(view.page, pages)}
          pages={pages}
          busy={projects.isPlaceholderData}
          onPage={(page) => {
            setView({ page });
            window.scrollTo({ top: 0 });
          }}
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
