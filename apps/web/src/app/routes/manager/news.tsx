import { RequireArea } from '@/components/layouts/manager/require-area';
import { ImageFieldProvider } from '@/components/ui/form-image-field';
import { MediaField } from '@/features/media/components/media-field';
import { NewsManagement } from '@/features/news/components/manager/news-management';

/** /manager/news: News Management (SPEC §2), for the roles of the 'content' area. */
export function Component() {
  return (
    <RequireArea area="content">
      <ImageFieldProvider value={MediaField}>
        <NewsManagement />
      </ImageFieldProvider>
    </RequireArea>
  );
}
