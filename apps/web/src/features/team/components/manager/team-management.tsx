import type { TeamMember } from '@app/contracts';
import { Plus, UsersRound } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordGrid } from '@/components/ui/record-grid';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { useTranslationFilter } from '@/components/ui/translation-status';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { ApiError } from '@/lib/api-client';
import { useRecordDialogs } from '@/lib/use-record-dialogs';
import { useDeleteTeamMember } from '../../api/delete-team-member';
import { useManagerTeam } from '../../api/get-manager-team';
import { TeamAdminCard, TeamAdminCardSkeleton } from './team-admin-card';
import { TeamFormDialog } from './team-form-dialog';

const GRID = 'grid gap-6 md:grid-cols-2 2xl:grid-cols-3';

/** Every member, hidden ones included, by display_order ascending (equal orders keep theirs). */
export const byDisplayOrder = <T extends Pick<TeamMember, 'display_order'>>(
  members: readonly T[],
): T[] => [...members].sort((a, b) => a.display_order - b.display_order);

/**
 * Team Members (SPEC §2): all members (staff also get the hidden ones from the same list) with
 * their Visible/Hidden badge, links, Edit and Delete, the add/edit dialog, and a filter of the
 * members missing a translation.
 */
export function TeamManagement() {
  const { t } = useTranslation();
  const team = useManagerTeam();
  const dialogs = useRecordDialogs<TeamMember>();
  const deletion = useDeleteConfirmation<TeamMember>(useDeleteTeamMember(), {
    deleted: { title: t('common.success'), description: t('teamAdmin.toast.deleted') },
    failed: (error) => ({
      title: t('teamAdmin.toast.deleteFailed'),
      description: error instanceof ApiError ? error.detail : undefined,
      variant: 'destructive',
    }),
  });
  const members = useMemo(() => byDisplayOrder(team.data?.members ?? []), [team.data]);
  const translation = useTranslationFilter(members);

  const addButton = (
    <Button variant="gradient" onClick={dialogs.openCreate}>
      <Plus aria-hidden />
      {t('teamAdmin.add')}
    </Button>
  );

  return (
    <ManagerPage
      title={t('teamAdmin.title')}
      subtitle={t('teamAdmin.subtitle')}
      actions={
        <>
          {translation.select}
          {addButton}
        </>
      }
    >
      <RecordGrid
        query={team}
        loading={
          <SkeletonGrid label={t('teamAdmin.loading')} count={6} gridClassName={GRID} aria-busy>
            <TeamAdminCardSkeleton />
          </SkeletonGrid>
        }
        errorTitle={t('teamAdmin.loadError')}
        errorHint={t('teamAdmin.loadErrorHint')}
        records={translation.shown}
        empty={translation.empty(
          <EmptyState
            icon={<UsersRound />}
            title={t('teamAdmin.empty.title')}
            description={t('teamAdmin.empty.description')}
            action={addButton}
          />,
        )}
        count={t('teamAdmin.count', {
          count: translation.shown.length,
          hidden: translation.shown.filter((member) => !member.is_visible).length,
        })}
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
