import { z } from 'zod';
import { PageQuerySchema, wholeNumber } from './common.js';

/** The widths (px) of the responsive variants made of each uploaded image, never wider than it. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export const MediaVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(MEDIA_FORMATS),
  /** Where the variant is kept in the file storage. */
  key: z.string(),
  bytes: z.number().int(),
});
export type MediaVariant = z.infer<typeof MediaVariantSchema>;

/** Alternative text per language (English required by the editor, the others optional). */
export const MediaAltSchema = z.object({
  en: z.string().max(300).optional(),
  de: z.string().max(300).optional(),
  az: z.string().max(300).optional(),
});
export type MediaAlt = z.infer<typeof MediaAltSchema>;

/** A variant as the API gives it: its public address instead of its storage key. */
export const MediaVariantOutSchema = MediaVariantSchema.omit({ key: true, bytes: true }).extend({
  url: z.string(),
});

/**
 * An image as content items carry it (`image_media` of an article, `profile_media` of a team
 * member, `photo_media` of a project) and as the public pages render it: `srcset` from the
 * variants, width and height against layout shift, the placeholder while it loads.
 */
export const MediaImageSchema = z.object({
  id: z.number().int(),
  /** The original file's public address. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: MediaAltSchema,
  /** ThumbHash, base64 (null for SVG). */
  placeholder: z.string().nullable(),
  variants: z.array(MediaVariantOutSchema),
});
export type MediaImage = z.infer<typeof MediaImageSchema>;

export const MEDIA_USAGE_KINDS = ['news', 'team', 'project'] as const;
export const MediaUsageSchema = z.object({
  kind: z.enum(MEDIA_USAGE_KINDS),
  id: z.number().int(),
  /** The article's title, the member's name or the project's name. */
  title: z.string(),
});
export type MediaUsage = z.infer<typeof MediaUsageSchema>;

/** A media library entry as the back office lists it. */
export const MediaItemSchema = MediaImageSchema.extend({
  file_name: z.string(),
  content_type: z.string(),
  bytes: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Where the image is used (given by GET /api/media/:id and the 409 of a delete). */
  usages: z.array(MediaUsageSchema).optional(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

export const MediaListSchema = z.object({
  items: z.array(MediaItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type MediaList = z.infer<typeof MediaListSchema>;

/** Largest upload accepted by the media library. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** The multipart field of `POST /api/media` that carries the image. */
export const MEDIA_UPLOAD_FIELD = 'file';

/** A content item's picture from the library (`image_media_id` and the like): null clears it. */
export const MediaRefInputSchema = z.number().int().min(1).max(2_147_483_647).nullable().optional();

/** `GET /api/media`: the words searched for in file names and alt texts, and the page. */
export const MediaListQuerySchema = PageQuerySchema.extend({
  per_page: wholeNumber(1, 100).default(24),
  search: z.string().trim().max(200).optional(),
});
export type MediaListQuery = z.infer<typeof MediaListQuerySchema>;

/** `PATCH /api/media/:id`: the alternative texts (the languages given replace the stored ones). */
export const MediaPatchSchema = z.object({ alt: MediaAltSchema });
export type MediaPatch = z.infer<typeof MediaPatchSchema>;

/** `DELETE /api/media/:id?force=true` removes an image that is in use (its users lose it). */
export const MediaDeleteQuerySchema = z.object({
  force: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** The 409 of a delete of an image in use: where it is used. */
export const MediaInUseSchema = z.object({
  detail: z.string(),
  usages: z.array(MediaUsageSchema),
});
