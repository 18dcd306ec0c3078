import { RequireArea } from '@/components/layouts/manager/require-area';
import { MediaProviders } from '@/features/media/components/media-providers';
import { TeamManagement } from '@/features/team/components/manager/team-management';

/** /manager/team: Team Members (SPEC §2), for the roles of the 'content' area. */
export function Component() {
  return (
    <RequireArea area="content">
      <MediaProviders>
        <TeamManagement />
      </MediaProviders>
    </RequireArea>
  );
}
