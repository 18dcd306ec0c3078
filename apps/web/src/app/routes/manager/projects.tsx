import { RequireArea } from '@/components/layouts/manager/require-area';
import { ImageFieldProvider } from '@/components/ui/form-image-field';
import { MediaField } from '@/features/media/components/media-field';
import { ProjectsAdmin } from '@/features/projects/components/manager/projects-admin';

/** /manager/projects: the Projects admin (SPEC §2), for the roles that manage content. */
export function Component() {
  return (
    <RequireArea area="content">
      <ImageFieldProvider value={MediaField}>
        <ProjectsAdmin />
      </ImageFieldProvider>
    </RequireArea>
  );
}
