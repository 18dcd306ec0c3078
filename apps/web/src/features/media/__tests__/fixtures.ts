import type { MediaItem } from '@app/contracts';

/** A library entry as the API answers it, with its variants. */
export function mediaItem(id: number, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    url: `/images/${id}/original.jpg`,
    width: 1600,
    height: 1200,
    alt: { en: `Photo ${id}` },
    placeholder: null,
    variants: [320, 640, 960].flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        width,
        height: (width * 3) / 4,
        format,
        url: `/images/${id}/${width}.${format}`,
      })),
    ),
    file_name: `photo-${id}.jpg`,
    content_type: 'image/jpeg',
    bytes: 250_000,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
