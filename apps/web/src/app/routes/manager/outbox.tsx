import { RequireArea } from '@/components/layouts/manager/require-area';
import { MailOutbox } from '@/features/mail-outbox/components/mail-outbox';

/** /manager/outbox: the e-mail outbox and the staff's notices, for superadmins and admins. */
export function Component() {
  return (
    <RequireArea area="audit">
      <MailOutbox />
    </RequireArea>
  );
}
