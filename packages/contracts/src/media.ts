import { z } from 'zod';

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
