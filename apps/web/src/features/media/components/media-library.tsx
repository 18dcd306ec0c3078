import type { MediaItem } from '@app/contracts';
import { Images, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n';
import { useSearchParams } from '@/lib/router';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMediaList } from '../api/get-media-list';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMediaUploads } from '../hooks/use-media-uploads';
import { LIBRARY_PAGE_SIZE, pageCount } from '../lib/media';
import { MediaDetailsDialog } from './media-details-dialog';
import { MediaGrid } from './media-grid';
import { MediaSearch } from './media-search';
import { MediaUploadZone } from './media-upload-zone';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6';

/**
 * The media library (issue 16): images dropped or chosen, several at once, each with its
 * progress; the library as thumbnails, newest first, searched and paged (both in the address);
 * an image's details to write its alternative texts, see where it is used, copy its address
 * or delete it.
 */
export function MediaLibrary() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const settled = useDebouncedValue(typed);
  const list = useMediaList({ search, page, per_page: LIBRARY_PAGE_SIZE });
  const uploads = useMediaUploads();
  const [open, setOpen] = useState<{ item: MediaItem; session: number } | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);

  /** Sets the search and the page in the address (the first page and no search are left out). */
  const go = (next: { search?: string; page?: number }) => {
    const params = new URLSearchParams(searchParams);
    const words = (next.search ?? search).trim();
    if (words) params.set('search', words);
    else params.delete('search');
    if (next.page && next.page > 1) params.set('page', String(next.page));
    else params.delete('page');
    setSearchParams(params);
  };
  useEffect(() => {
    if (settled.trim() !== search) go({ search: settled, page: 1 });
    // Only a settled change of the typed words moves the address.
  }, [settled]);

  const items = list.data?.items ?? [];
  const pages = pageCount(list.data);
  // A page emptied by deletes (the last page's last image) gives way to the new last page.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > pages) go({ page: pages });
  }, [list.data, page, pages]);

  return (
    <ManagerPage title={t('media.title')} subtitle={t('media.subtitle')}>
      <div className="grid min-w-0 gap-6">
        <MediaUploadZone
          entries={uploads.entries}
          onFiles={(files) => {
            uploads.add(files);
            // New images are the newest: show them on the first page of the whole library.
            if (page !== 1 || search) {
              setTyped('');
              go({ search: '', page: 1 });
            }
          }}
          onDismiss={uploads.dismiss}
        />

        <div className="flex min-w-0 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <MediaSearch id="media-search" value={typed} onChange={setTyped} />
          {list.data && (
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {t('media.count', { count: list.data.total })}
            </p>
          )}
        </div>

        <QueryState
          query={list}
          loading={
            <ul aria-busy aria-label={t('media.loading')} className={GRID}>
              {Array.from({ length: 8 }, (_, index) => (
                <li key={index} className="grid gap-2 rounded-xl border bg-card p-0">
                  <Skeleton className="aspect-[4/3] w-full rounded-b-none" />
                  <div className="grid gap-1.5 p-2.5">
                    <Skeleton className="h-4 w-3/4" />
                    <Skeleton className="h-3 w-1/2" />
                  </div>
                </li>
              ))}
            </ul>
          }
          errorTitle={t('media.loadError')}
          errorHint={t('media.loadErrorHint')}
          empty={
            items.length === 0 &&
            (search ? (
              <EmptyState
                icon={<SearchX />}
                title={t('media.noMatches.title')}
                description={t('media.noMatches.description', { search })}
              />
            ) : (
              <EmptyState
                icon={<Images />}
                title={t('media.empty.title')}
                description={t('media.empty.description')}
              />
            ))
          }
        >
          <MediaGrid
            items={items}
            label={t('media.gridLabel')}
            className={GRID}
            onActivate={(item) => {
              setOpen((previous) => ({ item, session: (previous?.session ?? 0) + 1 }));
              setDetailsOpen(true);
            }}
          />
        </QueryState>

        <Pagination
          label={t('media.pages')}
          page={page}
          pages={pages}
          busy={list.isFetching}
          onPage={(next) => go({ page: next })}
        />
      </div>

      {open && (
        <MediaDetailsDialog
          key={`${open.item.id}-${open.session}`}
          item={open.item}
          open={detailsOpen}
          onOpenChange={setDetailsOpen}
        />
      )}
    </ManagerPage>
  );
}
