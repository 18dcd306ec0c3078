import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { isRoleId, ROLE_BADGE, ROLE_KEYS } from '../lib/roles';

/** A staff member's role, named in the manager's language. */
export function RoleBadge({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  if (!isRoleId(roleId)) {
    return <Badge variant="outline">{t('users.roles.unknown', { id: roleId })}</Badge>;
  }
  const key = ROLE_KEYS[roleId];
  return (
    <Badge variant={ROLE_BADGE[key]} data-testid="role-badge">
      {t(`users.roles.${key}`)}
    </Badge>
  );
}
