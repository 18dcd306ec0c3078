import { RequireArea } from '@/components/layouts/manager/require-area';
import { MediaProviders } from '@/features/media/components/media-providers';
import { ProjectsAdmin } from '@/features/projects/components/manager/projects-admin';

/** /manager/projects: the Projects admin (SPEC §2), for the roles that manage content. */
export function Component() {
  return (
    <RequireArea area="content">
      <MediaProviders>
        <ProjectsAdmin />
      </MediaProviders>
    </RequireArea>
  );
}
