import { RequireArea } from '@/components/layouts/manager/require-area';
import { UserManagement } from '@/features/users/components/user-management';

/** /manager/users: User Management (SPEC §2), for superadmins and admins. */
export function Component() {
  return (
    <RequireArea area="users">
      <UserManagement />
    </RequireArea>
  );
}
