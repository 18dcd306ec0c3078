import { ImagePlus, RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import type { ImageFieldProps } from '@/components/ui/form-image-field';
import { altText } from '../lib/media';
import { MediaPicker } from './media-picker';
import { MediaThumbnail } from './media-thumbnail';

/**
 * A picture of a form from the media library: its thumbnail and alternative text, "Choose
 * image" (or "Change") opening the picker, and "Remove". An item's older picture (an address,
 * not a library image) shows until an image is chosen.
 */
export function MediaField({ id, value, onChange, url, onClearUrl, disabled }: ImageFieldProps) {
  const { t, i18n } = useTranslation();
  const [picking, setPicking] = useState(false);
  const address = url?.trim() || null;
  const shown = value !== null || address !== null;
  const caption = value
    ? altText(value, i18n.language) || t('media.field.noAlt')
    : address
      ? t('media.field.fromUrl')
      : t('media.field.none');

  return (
    <div
      data-testid="media-field"
      className="flex min-w-0 flex-col gap-3 rounded-xl border bg-muted/30 p-3 sm:flex-row sm:items-center"
    >
      <MediaThumbnail
        image={value}
        src={value ? undefined : (address ?? undefined)}
        alt={value ? altText(value, i18n.language) : ''}
        minWidth={320}
        className="aspect-[4/3] w-full shrink-0 rounded-lg border sm:w-32"
      />
      <div className="grid min-w-0 flex-1 gap-2">
        <p className="min-w-0 text-sm break-words">
          <span className={shown ? undefined : 'text-muted-foreground'}>{caption}</span>
          {!value && address && (
            <span className="mt-0.5 block truncate text-xs text-muted-foreground" title={address}>
              {address}
            </span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            id={id}
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => setPicking(true)}
          >
            {shown ? <RefreshCw aria-hidden /> : <ImagePlus aria-hidden />}
            {shown ? t('media.field.change') : t('media.field.choose')}
          </Button>
          {shown && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => {
                onChange(null);
                onClearUrl?.();
              }}
            >
              <X aria-hidden />
              {t('media.field.remove')}
            </Button>
          )}
        </div>
      </div>
      {picking && (
        <MediaPicker
          open={picking}
          onOpenChange={setPicking}
          currentId={value?.id ?? null}
          onPick={(image) => {
            onChange(image);
            onClearUrl?.();
          }}
        />
      )}
    </div>
  );
}
