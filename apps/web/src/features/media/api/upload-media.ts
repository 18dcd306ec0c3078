import type { MediaItem } from '@app/contracts';
import { upload } from '@/lib/api-client';

/**
 * POST /media with the file as `file`: the server checks its content (JPEG, PNG, WebP, AVIF),
 * makes its variants and answers the new entry. `onProgress` hears the fraction sent.
 */
export function uploadMedia(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return upload<MediaItem>('/media', form, onProgress);
}
