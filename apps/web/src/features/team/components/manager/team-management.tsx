import {
  MANAGED_TEAM_SORTS,
  type ManagedTeamSort,
  TEAM_VISIBILITIES,
  type TeamMember,
  type TeamVisibility,
} from '@app/contracts';
import { Plus, SearchX, UsersRound } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n';
import { useSearchParams } from '@/lib/router';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LabelledSelect } from '@/components/ui/option-select';
import { LayoutToggle, useStoredLayout } from '@/components/ui/layout-toggle';
import { Pagination } from '@/components/ui/pagination';
import { LoadingMessage, QueryState } from '@/components/ui/query-state';
import { RecordGrid } from '@/components/ui/record-grid';
import { SearchInput } from '@/components/ui/search-input';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { NothingMissing, TranslationFilterSelect } from '@/components/ui/translation-status';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ApiError } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { useRecordDialogs } from '@/lib/use-record-dialogs';
import { useDeleteTeamMember } from '../../api/delete-team-member';
import { useManagedTeam } from '../../api/get-managed-team';
import {
  type ManagedTeamView,
  managedTeamParams,
  managedTeamQuery,
  managedTeamView,
} from '../../lib/managed-team-view';
import { TeamAdminCard, TeamAdminCardSkeleton } from './team-admin-card';
import { TeamAdminTable } from './team-admin-table';
import { TeamFormDialog } from './team-form-dialog';

const GRID = 'grid gap-6 md:grid-cols-2 2xl:grid-cols-3';

/** "Visibility: All (12) / Visible (10) / Hidden (2)". */
function VisibilitySelect({
  value,
  onChange,
  count,
}: {
  value: TeamVisibility | 'all';
  onChange: (visibility: TeamVisibility | 'all') => void;
  /** How many members each choice shows. */
  count: (visibility: TeamVisibility | 'all') => number;
}) {
  const { t } = useTranslation();
  return (
    <LabelledSelect
      label={t('teamAdmin.visibility.label')}
      value={value}
      onValueChange={onChange}
      options={(['all', ...TEAM_VISIBILITIES] as const).map((visibility) => ({
        value: visibility,
        label: `${t(`teamAdmin.visibility.${visibility}`)} (${count(visibility)})`,
      }))}
      data-testid="visibility-filter"
      className="w-40"
    />
  );
}

/** "Sort: Display order / Name A–Z / Name Z–A". */
function SortSelect({
  value,
  onChange,
}: {
  value: ManagedTeamSort;
  onChange: (sort: ManagedTeamSort) => void;
}) {
  const { t } = useTranslation();
  return (
    <LabelledSelect
      label={t('teamAdmin.sort.label')}
      value={value}
      onValueChange={onChange}
      options={MANAGED_TEAM_SORTS.map((sort) => ({
        value: sort,
        label: t(`teamAdmin.sort.${sort.startsWith('-') ? `${sort.slice(1)}Desc` : sort}`),
      }))}
      data-testid="team-sort"
      className="w-44"
    />
  );
}

/**
 * Team Members (SPEC §2): every member, hidden ones included, a page at a time from the
 * server, searched, filtered by visibility and missing translation and sorted (all kept in the
 * address), as a card grid or a compact table with Edit and Delete, and the add/edit dialog.
 */
export function TeamManagement() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => managedTeamView(searchParams), [searchParams]);
  /** A new state in the address, back on the first page unless a page is asked for. */
  const setView = (next: Partial<ManagedTeamView>) =>
    setSearchParams(managedTeamParams({ ...view, page: 1, ...next }));
  // The search is asked of the server once the typing has paused.
  const [typed, setTyped] = useState(view.search);
  const settled = useDebouncedValue(typed, 250);
  useEffect(() => {
    if (settled.trim() !== view.search.trim()) setView({ search: settled });
    // Only a settled change of the typed words moves the address.
  }, [settled]);

  const team = useManagedTeam(managedTeamQuery(view));
  const [layout, setLayout] = useStoredLayout(STORAGE_KEYS.teamView);
  const dialogs = useRecordDialogs<TeamMember>();
  const deletion = useDeleteConfirmation<TeamMember>(useDeleteTeamMember(), {
    deleted: { title: t('common.success'), description: t('teamAdmin.toast.deleted') },
    failed: (error) => ({
      title: t('teamAdmin.toast.deleteFailed'),
      description: error instanceof ApiError ? error.detail : undefined,
      variant: 'destructive',
    }),
  });

  const data = team.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  // A page emptied by deletes gives way to the new last page.
  useEffect(() => {
    if (data && !team.isPlaceholderData && data.members.length === 0 && view.page > pages) {
      setView({ page: pages });
    }
  }, [data, team.isPlaceholderData, pages, view.page]);

  const members = data?.members ?? [];
  const count = t('teamAdmin.count', { count: data?.total ?? 0 });
  const visibility = data?.visibility;
  const all = visibility ? visibility.visible + visibility.hidden : 0;
  const filtering =
    view.search.trim() !== '' || view.visibility !== 'all' || view.missing !== 'all';
  const addButton = (
    <Button variant="gradient" onClick={dialogs.openCreate}>
      <Plus aria-hidden />
      {t('teamAdmin.add')}
    </Button>
  );
  const showAll = () => {
    setTyped('');
    setView({ search: '', visibility: 'all', missing: 'all' });
  };

  const empty = !filtering ? (
    <EmptyState
      icon={<UsersRound />}
      title={t('teamAdmin.empty.title')}
      description={t('teamAdmin.empty.description')}
      action={addButton}
    />
  ) : view.missing !== 'all' && view.search.trim() === '' && view.visibility === 'all' ? (
    <NothingMissing filter={view.missing} onShowAll={showAll} />
  ) : (
    <EmptyState
      icon={<SearchX />}
      title={t('teamAdmin.noMatch.title')}
      description={t('teamAdmin.noMatch.description')}
      action={
        <Button variant="outline" onClick={showAll}>
          {t('teamAdmin.noMatch.showAll')}
        </Button>
      }
    />
  );

  return (
    <ManagerPage
      title={t('teamAdmin.title')}
      subtitle={t('teamAdmin.subtitle')}
      actions={addButton}
    >
      <div className="grid min-w-0 gap-6" aria-busy={team.isFetching || undefined}>
        <div className="flex min-w-0 flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center">
          <SearchInput
            id="team-search"
            label={t('teamAdmin.search.label')}
            placeholder={t('teamAdmin.search.placeholder')}
            value={typed}
            onChange={setTyped}
          />
          <div className="flex flex-wrap items-center gap-3 lg:ml-auto">
            <VisibilitySelect
              value={view.visibility}
              onChange={(next) => setView({ visibility: next })}
              count={(choice) => (choice === 'all' ? all : (visibility?.[choice] ?? 0))}
            />
            <TranslationFilterSelect
              value={view.missing}
              onChange={(missing) => setView({ missing })}
            />
            <SortSelect value={view.sort} onChange={(sort) => setView({ sort })} />
            <LayoutToggle
              layout={layout}
              onChange={setLayout}
              labels={{
                group: t('teamAdmin.layout.label'),
                cards: t('teamAdmin.layout.cards'),
                table: t('teamAdmin.layout.table'),
              }}
            />
          </div>
        </div>

        {layout === 'table' ? (
          <QueryState
            query={team}
            loading={<LoadingMessage>{t('teamAdmin.loading')}</LoadingMessage>}
            errorTitle={t('teamAdmin.loadError')}
            errorHint={t('teamAdmin.loadErrorHint')}
            empty={members.length === 0 && empty}
          >
            <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
              {count}
            </p>
            <TeamAdminTable members={members} onEdit={dialogs.openEdit} onDelete={deletion.ask} />
          </QueryState>
        ) : (
          <RecordGrid
            query={team}
            loading={
              <SkeletonGrid label={t('teamAdmin.loading')} count={6} gridClassName={GRID} aria-busy>
                <TeamAdminCardSkeleton />
              </SkeletonGrid>
            }
            errorTitle={t('teamAdmin.loadError')}
            errorHint={t('teamAdmin.loadErrorHint')}
            records={members}
            empty={empty}
            count={count}
            className={GRID}
          >
            {(member) => (
              <TeamAdminCard
                member={member}
                onEdit={() => dialogs.openEdit(member)}
                onDelete={() => deletion.ask(member)}
              />
            )}
          </RecordGrid>
        )}

        <Pagination
          label={t('teamAdmin.pages')}
          page={Math.min(view.page, pages)}
          pages={pages}
          busy={team.isPlaceholderData}
          onPage={(page) => {
            setView({ page });
            window.scrollTo({ top: 0 });
          }}
        />
      </div>

      <TeamFormDialog member={null} {...dialogs.create} />
      {dialogs.edit && (
        <TeamFormDialog
          key={dialogs.edit.key}
          member={dialogs.edit.record}
          open={dialogs.edit.open}
          onOpenChange={dialogs.edit.onOpenChange}
        />
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title={t('teamAdmin.confirmDelete.title')}
        description={
          deletion.target
            ? t('teamAdmin.confirmDelete.description', { name: deletion.target.name })
            : undefined
        }
        confirmLabel={t('teamAdmin.confirmDelete.confirm')}
      />
    </ManagerPage>
  );
}
