import type { MediaItem } from '@app/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { formatFileSize } from '@/lib/format-file-size';
import { cn } from '@/lib/utils';
import { altText } from '../lib/media';
import { MediaThumbnail } from './media-thumbnail';

/**
 * The library's images as tiles: thumbnail, file name, dimensions and size. Each tile is a
 * button (Enter or Space opens or chooses it); in the picker the chosen one is pressed.
 */
export function MediaGrid({
  items,
  label,
  onActivate,
  selectedId,
  className,
}: {
  items: MediaItem[];
  /** What the list is, for screen readers. */
  label: string;
  onActivate: (item: MediaItem) => void;
  /** The chosen image, in the picker (its tile is pressed). */
  selectedId?: number | null;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const choosing = selectedId !== undefined;
  return (
    <ul
      aria-label={label}
      className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4', className)}
    >
      {items.map((item) => {
        const selected = item.id === selectedId;
        return (
          <li key={item.id} className="min-w-0">
            <button
              type="button"
              data-testid="media-tile"
              aria-pressed={choosing ? selected : undefined}
              onClick={() => onActivate(item)}
              className={cn(
                'group grid w-full min-w-0 overflow-hidden rounded-xl border bg-card text-left shadow-xs transition-shadow outline-none hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                selected && 'border-brand-500 ring-2 ring-brand-500',
              )}
            >
              <span className="relative block">
                <MediaThumbnail
                  image={item}
                  alt={altText(item, i18n.language)}
                  minWidth={320}
                  className="aspect-[4/3] w-full"
                />
                {selected && (
                  <span className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-brand-600 text-white">
                    <Check aria-hidden className="size-4" />
                  </span>
                )}
              </span>
              <span className="grid min-w-0 gap-0.5 p-2.5">
                <span className="truncate text-sm font-medium" title={item.file_name}>
                  {item.file_name}
                </span>
                <span className="truncate text-xs text-muted-foreground">
                  {t('media.dimensions', { width: item.width, height: item.height })} ·{' '}
                  {formatFileSize(item.bytes, i18n.language)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
