import type { User } from '@app/contracts';
import { Lock } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { DeleteButton, EditButton, PowerButton } from '@/components/ui/record-actions';
import { formatDate } from '@/lib/format-date';
import { isEnabled } from '../lib/roles';
import { RoleBadge } from './role-badge';

type UserRowProps = {
  user: User;
  isSelf: boolean;
  canEdit: boolean;
  canRemove: boolean;
  toggling: boolean;
  onEdit: (user: User) => void;
  onToggle: (user: User) => void;
  onDelete: (user: User) => void;
};

const initials = (user: User) =>
  [user.first_name, user.last_name]
    .map((part) => Array.from(part.trim())[0] ?? '')
    .join('')
    .toLocaleUpperCase() || (Array.from(user.email)[0] ?? '?').toLocaleUpperCase();

/** One staff account (SPEC §2 "User Management"): name, email, role, state, created date, actions. */
export function UserRow({
  user,
  isSelf,
  canEdit,
  canRemove,
  toggling,
  onEdit,
  onToggle,
  onDelete,
}: UserRowProps) {
  const { t, i18n } = useTranslation();
  const enabled = isEnabled(user);
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const named = <span className="sr-only"> {name}</span>;

  return (
    <li
      data-testid="user-row"
      data-user-id={user.id}
      className="flex flex-col gap-3 p-4 sm:p-5 xl:grid xl:grid-cols-[minmax(0,1fr)_11rem_9.5rem_16.5rem] xl:items-center xl:gap-5"
    >
      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-500 text-sm font-semibold text-white"
        >
          {initials(user)}
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span className="break-words" data-testid="user-name">
              {name}
            </span>
            {isSelf && <Badge variant="outline">{t('users.you')}</Badge>}
          </p>
          <p
            className="truncate text-sm text-muted-foreground"
            title={user.email}
            data-testid="user-email"
          >
            {user.email}
          </p>
        </div>
      </div>

      {/* One line under the name on narrow screens; two columns of the row's grid when wide. */}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 xl:contents">
        <div className="flex flex-wrap gap-2">
          <RoleBadge roleId={user.role_id} />
          <Badge variant={enabled ? 'green' : 'red'} data-testid="user-state">
            {enabled ? t('users.enabled') : t('users.disabled')}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('users.created', { date: formatDate(user.created_at, i18n.language, 'short') })}
        </p>
      </div>

      <div className="flex flex-wrap items-center gap-1.5 xl:justify-end">
        {canEdit ? (
          <>
            <EditButton className="px-2.5" onClick={() => onEdit(user)}>
              {t('users.actions.edit')}
              {named}
            </EditButton>
            {canRemove && (
              <>
                <PowerButton
                  active={enabled}
                  className="px-2.5"
                  onClick={() => onToggle(user)}
                  pending={toggling}
                >
                  {enabled ? t('users.actions.disable') : t('users.actions.enable')}
                  {named}
                </PowerButton>
                <DeleteButton className="px-2.5" onClick={() => onDelete(user)}>
                  {t('users.actions.delete')}
                  {named}
                </DeleteButton>
              </>
            )}
          </>
        ) : (
          <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <Lock aria-hidden className="size-3.5" />
            {t('users.protected')}
          </span>
        )}
      </div>
    </li>
  );
}
