import { MEDIA_MAX_BYTES, type MediaImage, type MediaUsage } from '@app/contracts';

/** The types the library takes (the server checks the content too), with their extensions. */
export const ACCEPTED_MEDIA_TYPES: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
};
export const ACCEPTED_MEDIA_LABELS = 'JPEG, PNG, WebP, AVIF';

/** Files per page of the library, and of the picker. */
export const LIBRARY_PAGE_SIZE = 24;
export const PICKER_PAGE_SIZE = 12;

export type UploadProblem = 'type' | 'size' | 'empty';

/**
 * Why a file is not worth sending, as far as the browser can tell (its type by name, its size);
 * null when it may go. The server still checks what the file really is.
 */
export function uploadProblem(file: Pick<File, 'name' | 'type' | 'size'>): UploadProblem | null {
  const name = file.name.toLowerCase();
  const known = Object.entries(ACCEPTED_MEDIA_TYPES).some(
    ([type, extensions]) =>
      file.type === type ||
      (!file.type && extensions.some((extension) => name.endsWith(extension))),
  );
  if (!known) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MEDIA_MAX_BYTES) return 'size';
  return null;
}

/**
 * The address of the smallest variant at least `minWidth` pixels wide (WebP before AVIF, which
 * every browser shows), the largest one when none is that wide, the original without variants.
 */
export function thumbnailUrl(image: Pick<MediaImage, 'url' | 'variants'>, minWidth = 0): string {
  const webp = image.variants.filter((variant) => variant.format === 'webp');
  const variants = [...(webp.length > 0 ? webp : image.variants)].sort((a, b) => a.width - b.width);
  const wide = variants.find((variant) => variant.width >= minWidth);
  return (wide ?? variants.at(-1))?.url ?? image.url;
}

/** The image's alternative text in a language, the English one when it has none there. */
export const altText = (image: Pick<MediaImage, 'alt'>, language: string) =>
  image.alt[language as keyof MediaImage['alt']]?.trim() || image.alt.en?.trim() || '';

/** The back-office screen of the item using an image. */
const USAGE_SCREENS: Record<MediaUsage['kind'], string> = {
  news: '/manager/news',
  team: '/manager/team',
  project: '/manager/projects',
};
export const usageLink = (usage: MediaUsage) => USAGE_SCREENS[usage.kind];

/** The public address of an image (to paste elsewhere): the site's origin and its path. */
export const absoluteUrl = (url: string, origin: string) => new URL(url, origin).href;

/** How many pages a list has (at least one). */
export const pageCount = (list: { total: number; per_page: number } | undefined) =>
  list ? Math.max(1, Math.ceil(list.total / Math.max(1, list.per_page))) : 1;
