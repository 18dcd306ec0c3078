import { RequireArea } from '@/components/layouts/manager/require-area';
import { MediaProviders } from '@/features/media/components/media-providers';
import { NewsManagement } from '@/features/news/components/manager/news-management';

/** /manager/news: News Management (SPEC §2), for the roles of the 'content' area. */
export function Component() {
  return (
    <RequireArea area="content">
      <MediaProviders>
        <NewsManagement />
      </MediaProviders>
    </RequireArea>
  );
}
