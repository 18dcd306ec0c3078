import type { MediaImage, MediaItem } from '@app/contracts';

/** A library entry as a content item carries it (`image_media` and the like). */
export const toMediaImage = ({
  id,
  url,
  width,
  height,
  alt,
  placeholder,
  variants,
}: MediaItem | MediaImage): MediaImage => ({ id, url, width, height, alt, placeholder, variants });
