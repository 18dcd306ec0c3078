import { z } from 'zod';
import {
  optionalEmail,
  optionalLink,
  optionalRichText,
  optionalText,
  PageQuerySchema,
  requiredText,
  TimestampSchema,
} from './common.js';
import {
  LocalizedSchema,
  MemberTranslationsSchema,
  StoredMemberTranslationsSchema,
  TranslationLanguageSchema,
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

/** Team Members' list: this many members a page unless `per_page` says otherwise. */
export const MANAGED_TEAM_PER_PAGE = 24;
export const MANAGED_TEAM_SORTS = ['display_order', 'name', '-name'] as const;
export type ManagedTeamSort = (typeof MANAGED_TEAM_SORTS)[number];
export const TEAM_VISIBILITIES = ['visible', 'hidden'] as const;
export type TeamVisibility = (typeof TEAM_VISIBILITIES)[number];

/**
 * `GET /team/manage` (content staff): a page of every member, searched (name, position, email,
 * bio), visible or hidden ones, missing one translation, in an order.
 */
export const ManagedTeamQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  visibility: z.enum(TEAM_VISIBILITIES).optional(),
  missing: TranslationLanguageSchema.optional(),
  sort: z.enum(MANAGED_TEAM_SORTS).optional(),
});
export type ManagedTeamQuery = z.input<typeof ManagedTeamQuerySchema>;

/** How many members of Team Members' list are visible and hidden (under its other filters). */
export const VisibilityCountsSchema = z.object({
  visible: z.number().int(),
  hidden: z.number().int(),
});
export type VisibilityCounts = z.infer<typeof VisibilityCountsSchema>;

/** A page of Team Members' list, how many match, and how many visible and hidden match the rest. */
export const ManagedTeamListSchema = z.object({
  members: z.array(TeamMemberSchema),
  total: z.number().int(),
  visibility: VisibilityCountsSchema,
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ManagedTeamList = z.infer<typeof ManagedTeamListSchema>;

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
