import type { User } from '@app/contracts';
import { UserPlus, UsersRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { toastFailure } from '@/components/ui/failure-toast';
import { LoadingMessage, QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth/auth-provider';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useUpdateUser } from '../api/update-user';
import { canEditUser, canRemoveUser, isEnabled } from '../lib/roles';
import { UserFormDialog } from './user-form-dialog';
import { UserRow } from './user-row';

/**
 * User Management (SPEC §2): every staff account with its role, state and creation date, with
 * Edit, Enable/Disable and Delete where the signed-in role may use them.
 */
export function UserManagement() {
  const { t } = useTranslation();
  const { user: actor } = useAuth();
  const users = useUsers();
  const toggle = useUpdateUser();
  const remove = useDeleteUser();
  const [dialog, setDialog] = useState<{ open: boolean; user: User | null }>({
    open: false,
    user: null,
  });
  const [toggling, setToggling] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<User | null>(null);

  const loadError = users.error;
  useEffect(() => {
    if (!loadError) return;
    toastFailure(t('users.toast.loadFailed'), loadError);
  }, [loadError, t]);

  const onToggle = async (target: User) => {
    const enable = !isEnabled(target);
    setToggling((current) => new Set(current).add(target.id));
    try {
      await toggle.mutateAsync({ id: target.id, patch: { is_enabled: enable } });
      toast({ title: t(enable ? 'users.toast.enabled' : 'users.toast.disabled') });
    } catch (error) {
      toastFailure(t('users.toast.statusFailed'), error);
    } finally {
      setToggling((current) => {
        const next = new Set(current);
        next.delete(target.id);
        return next;
      });
    }
  };

  const onConfirmDelete = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming.id);
      toast({ title: t('users.toast.deleted') });
    } catch (error) {
      toastFailure(t('users.toast.deleteFailed'), error);
    }
    setConfirming(null);
  };

  const list = users.data ?? [];
  const confirmingName = confirming
    ? `${confirming.first_name} ${confirming.last_name}`.trim() || confirming.email
    : '';

  return (
    <ManagerPage
      title={t('users.title')}
      subtitle={t('users.subtitle')}
      actions={
        <Button variant="gradient" onClick={() => setDialog({ open: true, user: null })}>
          <UserPlus aria-hidden />
          {t('users.add')}
        </Button>
      }
    >
      <QueryState
        query={users}
        loading={<LoadingMessage>{t('users.loading')}</LoadingMessage>}
        errorTitle={t('users.toast.loadFailed')}
        errorHint={t('users.loadErrorHint')}
        empty={list.length === 0 && <EmptyState icon={<UsersRound />} title={t('users.empty')} />}
      >
        <div className="overflow-hidden rounded-2xl border bg-card shadow-sm">
          <p className="border-b px-4 py-3 text-sm font-medium text-muted-foreground sm:px-5">
            {t('users.count', { count: list.length })}
          </p>
          <ul className="divide-y" aria-label={t('users.listLabel')} data-testid="users-list">
            {list.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={actor?.id === user.id}
                canEdit={canEditUser(actor, user)}
                canRemove={canRemoveUser(actor, user)}
                toggling={toggling.has(user.id)}
                onEdit={(target) => setDialog({ open: true, user: target })}
                onToggle={(target) => void onToggle(target)}
                onDelete={setConfirming}
              />
            ))}
          </ul>
        </div>
      </QueryState>

      <UserFormDialog
        key={dialog.user?.id ?? 'create'}
        open={dialog.open}
        user={dialog.user}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirming(null);
        }}
        title={t('users.confirmDelete.title')}
        description={t('users.confirmDelete.description', {
          name: confirmingName,
          email: confirming?.email ?? '',
        })}
        confirmLabel={t('users.confirmDelete.confirm')}
        onConfirm={() => void onConfirmDelete()}
        pending={remove.isPending}
      />
    </ManagerPage>
  );
}
