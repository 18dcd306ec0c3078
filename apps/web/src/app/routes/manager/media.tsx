import { RequireArea } from '@/components/layouts/manager/require-area';
import { MediaLibrary } from '@/features/media/components/media-library';

/** /manager/media: the media library (issue 16), for the roles of the 'content' area. */
export function Component() {
  return (
    <RequireArea area="content">
      <MediaLibrary />
    </RequireArea>
  );
}
