import { RequireArea } from '@/components/layouts/manager/require-area';
import { ImageFieldProvider } from '@/components/ui/form-image-field';
import { MediaField } from '@/features/media/components/media-field';
import { TeamManagement } from '@/features/team/components/manager/team-management';

/** /manager/team: Team Members (SPEC §2), for the roles of the 'content' area. */
export function Component() {
  return (
    <RequireArea area="content">
      <ImageFieldProvider value={MediaField}>
        <TeamManagement />
      </ImageFieldProvider>
    </RequireArea>
  );
}
