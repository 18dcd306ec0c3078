import { type TeamMember, TeamMemberInputSchema } from '@app/contracts';
import type { z } from 'zod';
import { schemaResolver } from '@/lib/form-resolver';

/** The team form as typed: the API's own input schema validates it (SPEC §5). */
export type TeamFormInput = z.input<typeof TeamMemberInputSchema>;
export type TeamFormValues = z.output<typeof TeamMemberInputSchema>;
export const teamFormResolver = schemaResolver(TeamMemberInputSchema);

/** The text fields of the form, in the order they are shown. */
export type TeamTextField = Exclude<keyof TeamFormValues, 'is_visible'>;

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
  is_visible: true,
  display_order: '1',
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
        is_visible: member.is_visible,
        display_order: String(member.display_order),
      }
    : emptyTeamForm;
