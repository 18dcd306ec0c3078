import type { MediaImage, MediaItem } from '@app/contracts';
import { Check, ImageIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { LoadingMessage, QueryState } from '@/components/ui/query-state';
import { useMediaList } from '../api/get-media-list';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMediaUploads } from '../hooks/use-media-uploads';
import { PICKER_PAGE_SIZE, pageCount } from '../lib/media';
import { toMediaImage } from '../lib/media-image';
import { MediaGrid } from './media-grid';
import { MediaSearch } from './media-search';
import { MediaUploadZone } from './media-upload-zone';

/**
 * The library in a dialog, to choose a picture for an article, a member or a project: search
 * it, page through it, or upload a new image right there (which is then the chosen one).
 * "Use this image" answers the chosen image; Cancel or Escape leave everything as it was.
 */
export function MediaPicker({
  open,
  onOpenChange,
  onPick,
  onClosed,
  currentId = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (image: MediaImage) => void;
  /** Once closed, instead of giving the focus back to what opened it. */
  onClosed?: () => void;
  /** The image the field has now, chosen when the picker opens. */
  currentId?: number | null;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed).trim();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const selectedId = chosen?.id ?? currentId;
  const list = useMediaList({ search, page, per_page: PICKER_PAGE_SIZE });
  const uploads = useMediaUploads({
    onUploaded: (item) => {
      setChosen(item);
      setTyped('');
      setPage(1);
    },
  });

  const pick = () => {
    if (!chosen) return onOpenChange(false);
    onPick(toMediaImage(chosen));
    onOpenChange(false);
  };
  const items = list.data?.items ?? [];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-4xl"
        data-testid="media-picker"
        onCloseAutoFocus={(event) => {
          if (!onClosed) return;
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('media.picker.title')}</DialogTitle>
          <DialogDescription>{t('media.picker.description')}</DialogDescription>
        </DialogHeader>

        <MediaUploadZone
          compact
          entries={uploads.entries}
          onFiles={uploads.add}
          onDismiss={uploads.dismiss}
        />

        <MediaSearch
          id={searchId}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setPage(1);
          }}
        />

        <div className="min-h-40">
          <QueryState
            query={list}
            loading={<LoadingMessage>{t('media.loading')}</LoadingMessage>}
            errorTitle={t('media.loadError')}
            errorHint={t('media.loadErrorHint')}
            empty={
              items.length === 0 && (
                <EmptyState
                  icon={<ImageIcon />}
                  headingLevel="h3"
                  title={search ? t('media.noMatches.title') : t('media.empty.title')}
                  description={
                    search
                      ? t('media.noMatches.description', { search })
                      : t('media.picker.emptyHint')
                  }
                />
              )
            }
          >
            <MediaGrid
              items={items}
              label={t('media.gridLabel')}
              selectedId={selectedId}
              onActivate={setChosen}
            />
          </QueryState>
        </div>

        <Pagination
          label={t('media.pages')}
          page={page}
          pages={pageCount(list.data)}
          busy={list.isFetching}
          onPage={setPage}
        />

        <DialogFooter className="sticky -bottom-6 z-10 -mb-6 border-t bg-card pt-4 pb-6">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            type="button"
            variant="gradient"
            disabled={!chosen || uploads.uploading}
            onClick={pick}
          >
            <Check aria-hidden />
            {t('media.picker.use')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
