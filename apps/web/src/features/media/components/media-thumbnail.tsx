import type { MediaImage } from '@app/contracts';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';
import { thumbnailUrl } from '../lib/media';

/**
 * An image of the library, small: its smallest variant wide enough for `minWidth`, cropped to
 * its box, loaded lazily. `src` instead of an image shows an address (an item's older picture).
 */
export function MediaThumbnail({
  image,
  src,
  alt = '',
  minWidth = 0,
  className,
}: {
  image?: Pick<MediaImage, 'url' | 'variants' | 'width' | 'height'> | null;
  src?: string;
  alt?: string;
  minWidth?: number;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const address = image ? thumbnailUrl(image, minWidth) : src;
  return (
    <div className={cn('relative overflow-hidden bg-muted', className)}>
      {address && !broken ? (
        <img
          src={address}
          alt={alt}
          width={image?.width}
          height={image?.height}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className="size-full object-cover"
        />
      ) : (
        <span className="flex size-full items-center justify-center text-muted-foreground">
          <ImageOff aria-hidden className="size-6" />
        </span>
      )}
    </div>
  );
}
