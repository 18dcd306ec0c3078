import { RequireArea } from '@/components/layouts/manager/require-area';
import { AuditLog } from '@/features/audit-log/components/audit-log';
import { useUsers } from '@/features/users/api/get-users';

/** The audit trail, with the staff to filter it by. */
function AuditScreen() {
  const users = useUsers();
  return <AuditLog actors={users.data ?? []} />;
}

/** /manager/audit: the audit trail, for superadmins and admins. */
export function Component() {
  return (
    <RequireArea area="audit">
      <AuditScreen />
    </RequireArea>
  );
}
