import {
  MANAGED_TEAM_PER_PAGE,
  MANAGED_TEAM_SORTS,
  TEAM_VISIBILITIES,
  type TeamMember,
  type TeamVisibility,
} from '@app/contracts';
import { Plus, UsersRound } from 'lucide-react';
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
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { NothingMissing, TranslationFilterSelect } from '@/components/ui/translation-status';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { useListAddress } from '@/hooks/use-list-address';
import { ApiError } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { useRecordDialogs } from '@/lib/use-record-dialogs';
import { useDeleteTeamMember } from '../../api/delete-team-member';
import { useManagedTeam } from '../../api/get-managed-team';
import { managedTeamParams, managedTeamQuery, managedTeamView } from '../../lib/managed-team-view';
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

/**
 * Team Members (SPEC §2): every member, hidden ones included, a page at a time from the
 * server, searched, filtered by visibility and missing translation and sorted (all kept in the
 * address), as a card grid or a compact table with Edit and Delete, and the add/edit dialog.
 */
export function TeamManagement() {
  const { t } = useTranslation();
  const { view, setView, typed, setTyped } = useListAddress(managedTeamView, managedTeamParams);

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
    <NoMatch
      title={t('teamAdmin.noMatch.title')}
      description={t('teamAdmin.noMatch.description')}
      showAll={t('teamAdmin.noMatch.showAll')}
      onShowAll={showAll}
    />
  );

  return (
    <ManagerPage
      title={t('teamAdmin.title')}
      subtitle={t('teamAdmin.subtitle')}
      actions={addButton}
    >
      <div className="grid min-w-0 gap-6" aria-busy={team.isFetching || undefined}>
        <ListToolbar
          search={
            <SearchInput
              id="team-search"
              label={t('teamAdmin.search.label')}
              placeholder={t('teamAdmin.search.placeholder')}
              value={typed}
              onChange={setTyped}
            />
          }
        >
          <VisibilitySelect
            value={view.visibility}
            onChange={(next) => setView({ visibility: next })}
            count={(choice) => (choice === 'all' ? all : (visibility?.[choice] ?? 0))}
          />
          <TranslationFilterSelect
            value={view.missing}
            onChange={(missing) => setView({ missing })}
          />
          <SortSelect
            sorts={MANAGED_TEAM_SORTS}
            value={view.sort}
            onChange={(sort) => setView({ sort })}
            texts="teamAdmin.sort"
            testId="team-sort"
          />
          <LayoutToggle layout={layout} onChange={setLayout} texts="teamAdmin.layout" />
        </ListToolbar>

        <PagedList
          query={team}
          items={members}
          total={data?.total ?? 0}
          perPage={data?.per_page ?? MANAGED_TEAM_PER_PAGE}
          page={view.page}
          onPage={(page) => setView({ page })}
          layout={layout}
          texts={{
            count,
            pages: t('teamAdmin.pages'),
            errorTitle: t('teamAdmin.loadError'),
            errorHint: t('teamAdmin.loadErrorHint'),
          }}
          loading={{
            table: <LoadingMessage>{t('teamAdmin.loading')}</LoadingMessage>,
            cards: (
              <SkeletonGrid label={t('teamAdmin.loading')} count={6} gridClassName={GRID} aria-busy>
                <TeamAdminCardSkeleton />
              </SkeletonGrid>
            ),
          }}
          empty={empty}
          table={
            <TeamAdminTable members={members} onEdit={dialogs.openEdit} onDelete={deletion.ask} />
          }
          card={(member) => (
            <TeamAdminCard
              member={member}
              onEdit={() => dialogs.openEdit(member)}
              onDelete={() => deletion.ask(member)}
            />
          )}
          gridClassName={GRID}
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
