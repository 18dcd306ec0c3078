import { z } from 'zod';
import {
  optionalEmail,
  optionalLink,
  optionalRichText,
  optionalText,
  requiredText,
  TimestampSchema,
} from './common.js';
import {
  LocalizedSchema,
  MemberTranslationsSchema,
  StoredMemberTranslationsSchema,
} from './translations.js';
import { MediaImageSchema, MediaRefInputSchema } from './media.js';

export const TeamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  department: z.string(),
  bio: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  twitter_url: z.string().nullable(),
  github_url: z.string().nullable(),
  /** The portrait's address: the library image's original when `profile_media` is set. */
  profile_image: z.string().nullable(),
  /** The portrait from the media library, with its variants (none: null). */
  profile_media: MediaImageSchema.nullable(),
  is_visible: z.boolean(),
  display_order: z.number().int(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  ...LocalizedSchema.shape,
  /** Staff's reads with `include=translations`, and answers to their writes. */
  translations: StoredMemberTranslationsSchema.optional(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamListSchema = z.object({ members: z.array(TeamMemberSchema) });
export type TeamList = z.infer<typeof TeamListSchema>;

/** A whole number from 1; forms may send it as text ('3'), anything else is refused. */
const DisplayOrderSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) => (issue.code === 'invalid_type' ? 'Expected a whole number' : undefined),
    })
    .int()
    .min(1)
    .max(100_000),
);

const TeamMemberFieldsSchema = z.object({
  name: requiredText(200),
  position: requiredText(200),
  department: requiredText(200),
  /** HTML; sanitised by the server before it is stored. */
  bio: optionalRichText(20_000),
  email: optionalEmail(),
  phone: optionalText(50),
  linkedin_url: optionalLink(),
  twitter_url: optionalLink(),
  github_url: optionalLink(),
  profile_image: optionalLink(),
  /** A media library image's id (null: none); an unknown id is refused. */
  profile_media_id: MediaRefInputSchema,
  is_visible: z.boolean(),
  display_order: DisplayOrderSchema,
  translations: MemberTranslationsSchema,
});

export const TeamMemberInputSchema = TeamMemberFieldsSchema.extend({
  translations: MemberTranslationsSchema.optional(),
  is_visible: z.boolean().default(true),
  display_order: DisplayOrderSchema.default(1),
});
export type TeamMemberInput = z.infer<typeof TeamMemberInputSchema>;
export const TeamMemberPatchSchema = TeamMemberFieldsSchema.partial();
export type TeamMemberPatch = z.infer<typeof TeamMemberPatchSchema>;
