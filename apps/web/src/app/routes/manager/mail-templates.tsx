import { RequireArea } from '@/components/layouts/manager/require-area';
import { MailTemplatesEditor } from '@/features/mail-templates/components/mail-templates-editor';

/** /manager/mail-templates: the status e-mails to candidates, for superadmins and admins. */
export function Component() {
  return (
    <RequireArea area="audit">
      <MailTemplatesEditor />
    </RequireArea>
  );
}
