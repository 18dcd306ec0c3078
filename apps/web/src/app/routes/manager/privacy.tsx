import { RequireArea } from '@/components/layouts/manager/require-area';
import { PrivacyScreen } from '@/features/privacy/components/privacy-screen';

/** /manager/privacy: retention and a person's data, for superadmins and admins. */
export function Component() {
  return (
    <RequireArea area="audit">
      <PrivacyScreen />
    </RequireArea>
  );
}
