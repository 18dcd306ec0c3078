import type { TeamMember } from '@app/contracts';
import { Plus, UsersRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorDetail } from '@/lib/api-client';
import { useDeleteTeamMember } from '../../api/delete-team-member';
import { useTeamMembers } from '../../api/get-team-members';
import { TeamAdminCard, TeamAdminCardSkeleton } from './team-admin-card';
import { TeamFormDialog } from './team-form-dialog';

const SKELETONS = 6;

/** Every member, hidden ones included, by display_order ascending (equal orders keep theirs). */
export const byDisplayOrder = <T extends Pick<TeamMember, 'display_order'>>(
  members: readonly T[],
): T[] => [...members].sort((a, b) => a.display_order - b.display_order);

/**
 * Team Members (SPEC §2): all members (staff also get the hidden ones from the same list) with
 * their Visible/Hidden badge, links, Edit and Delete, and the add/edit dialog.
 */
export function TeamManagement() {
  const { t } = useTranslation();
  const team = useTeamMembers();
  const remove = useDeleteTeamMember();
  const [creating, setCreating] = useState(false);
  /** The member in the edit dialog; `session` gives each opening a fresh form. */
  const [editing, setEditing] = useState<{ member: TeamMember; session: number } | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const members = useMemo(() => byDisplayOrder(team.data?.members ?? []), [team.data]);

  const openEdit = (member: TeamMember) => {
    setEditing((previous) => ({ member, session: (previous?.session ?? 0) + 1 }));
    setEditOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t('common.success'), description: t('teamAdmin.toast.deleted') });
        setDeleting(null);
      },
      onError: (error) =>
        toast({
          title: t('teamAdmin.toast.deleteFailed'),
          description: error instanceof ApiError ? error.detail : undefined,
          variant: 'destructive',
        }),
    });
  };

  const addButton = (
    <Button variant="gradient" onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {t('teamAdmin.add')}
    </Button>
  );

  return (
    <ManagerPage
      title={t('teamAdmin.title')}
      subtitle={t('teamAdmin.subtitle')}
      actions={addButton}
    >
      {team.isPending ? (
        <div role="status" aria-busy>
          <span className="sr-only">{t('teamAdmin.loading')}</span>
          <div className="grid gap-6 md:grid-cols-2 2xl:grid-cols-3">
            {Array.from({ length: SKELETONS }, (_, index) => (
              <TeamAdminCardSkeleton key={index} />
            ))}
          </div>
        </div>
      ) : team.isError ? (
        <LoadError
          title={t('teamAdmin.loadError')}
          description={errorDetail(team.error, t('teamAdmin.loadErrorHint'))}
          onRetry={() => void team.refetch()}
          retrying={team.isFetching}
        />
      ) : members.length === 0 ? (
        <EmptyState
          icon={<UsersRound />}
          title={t('teamAdmin.empty.title')}
          description={t('teamAdmin.empty.description')}
          action={addButton}
        />
      ) : (
        <>
          <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
            {t('teamAdmin.count', {
              count: members.length,
              hidden: members.filter((member) => !member.is_visible).length,
            })}
          </p>
          <ul className="grid gap-6 md:grid-cols-2 2xl:grid-cols-3">
            {members.map((member) => (
              <li key={member.id}>
                <TeamAdminCard
                  member={member}
                  onEdit={() => openEdit(member)}
                  onDelete={() => setDeleting(member)}
                />
              </li>
            ))}
          </ul>
        </>
      )}

      <TeamFormDialog member={null} open={creating} onOpenChange={setCreating} />
      {editing && (
        <TeamFormDialog
          key={`${editing.member.id}-${editing.session}`}
          member={editing.member}
          open={editOpen}
          onOpenChange={setEditOpen}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title={t('teamAdmin.confirmDelete.title')}
        description={
          deleting ? t('teamAdmin.confirmDelete.description', { name: deleting.name }) : undefined
        }
        confirmLabel={t('teamAdmin.confirmDelete.confirm')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </ManagerPage>
  );
}
