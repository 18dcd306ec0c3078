import {
  type MediaImage,
  type MemberTranslation,
  type TeamMember,
  TeamMemberInputSchema,
  TRANSLATED_FIELDS,
} from '@app/contracts';
import type { z } from 'zod';
import {
  emptyTranslations,
  formToTranslations,
  translationsToForm,
  type TranslationsForm,
} from '@/lib/content-translations';
import { schemaResolver } from '@/lib/form-resolver';

/** The fields a member has in each language (ADR 0011). */
export type MemberField = keyof MemberTranslation;

type TeamMemberInput = z.input<typeof TeamMemberInputSchema>;

/** The team form as typed: the member's fields, and each translation's as text. */
export type TeamFormInput = Omit<TeamMemberInput, 'translations' | 'profile_media_id'> & {
  translations: TranslationsForm<MemberField>;
  /** The portrait from the media library (`profile_image` keeps an older address). */
  profile_media: MediaImage | null;
};
export type TeamFormValues = z.output<typeof TeamMemberInputSchema>;

/** What the form sends: a translation left empty as null, which removes it. */
export const toTeamMemberInput = ({
  translations,
  profile_media,
  ...member
}: TeamFormInput): TeamMemberInput => ({
  ...member,
  profile_media_id: profile_media?.id ?? null,
  translations: formToTranslations(translations),
});

/** The API's own input schema validates the form (SPEC §5). */
export const teamFormResolver = schemaResolver(TeamMemberInputSchema, toTeamMemberInput);

/** The text fields of the form, in the order they are shown. */
export type TeamTextField = Exclude<
  keyof TeamFormValues,
  'is_visible' | 'translations' | 'profile_media_id'
>;

/** SPEC §3, §9: a new member is visible, with display order 1. */
export const emptyTeamForm = {
  name: '',
  position: '',
  department: '',
  bio: '',
  email: '',
  phone: '',
  linkedin_url: '',
  twitter_url: '',
  github_url: '',
  profile_image: '',
  profile_media: null,
  is_visible: true,
  display_order: '1',
  translations: emptyTranslations(TRANSLATED_FIELDS.team),
} satisfies TeamFormInput;

/** The form's values for a member being edited, or the empty form. */
export const memberToForm = (member: TeamMember | null): TeamFormInput =>
  member
    ? {
        name: member.name,
        position: member.position,
        department: member.department,
        bio: member.bio ?? '',
        email: member.email ?? '',
        phone: member.phone ?? '',
        linkedin_url: member.linkedin_url ?? '',
        twitter_url: member.twitter_url ?? '',
        github_url: member.github_url ?? '',
        profile_image: member.profile_image ?? '',
        profile_media: member.profile_media ?? null,
        is_visible: member.is_visible,
        display_order: String(member.display_order),
        translations: translationsToForm(TRANSLATED_FIELDS.team, member.translations),
      }
    : emptyTeamForm;
