import {
  type MemberTranslation,
  TeamListSchema,
  TeamMemberInputSchema,
  TeamMemberPatchSchema,
  TeamMemberSchema,
  TRANSLATED_FIELDS,
} from '@app/contracts';
import type { Api } from '../../lib/route-types.js';
import { teamMembers } from '../../db/schema.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import { changedTranslations, newTranslations } from '../../lib/translations.js';
import { contentRoutes } from '../../http/content-routes.js';
import { teamRepository, toTeamMember } from './repository.js';

/** The bio is HTML shown on the public site: only the safe part of it is stored. */
const cleanBio = (bio: string | null | undefined) =>
  bio === undefined ? undefined : bio === null ? null : sanitizeRichText(bio);

/** A translation's bio is cleaned as the English one is. */
const cleanTranslation = (fields: MemberTranslation): MemberTranslation => ({
  ...fields,
  bio: cleanBio(fields.bio),
});

/** Team members: visitors read the visible ones, content staff see and manage all. */
export async function teamRoutes(app: Api) {
  const repo = teamRepository(app.ctx.db);
  contentRoutes(app, {
    tag: 'team',
    area: 'content',
    item: TeamMemberSchema,
    toWire: toTeamMember,
    fields: TRANSLATED_FIELDS.team,
    texts: { notFound: 'Team member not found', deleted: 'Team member deleted' },
    mediaField: 'profile_media_id',
    list: {
      path: '/team-members',
      schema: TeamListSchema,
      answer: async (staff, wire) => ({ members: (await repo.list(staff)).map(wire) }),
    },
    byId: repo.byId,
    create: {
      body: TeamMemberInputSchema,
      run: ({ translations, ...input }) =>
        repo.create(
          { ...input, bio: cleanBio(input.bio) },
          newTranslations(translations, cleanTranslation),
        ),
    },
    update: {
      method: 'patch',
      body: TeamMemberPatchSchema,
      run: (id, { translations, ...change }) =>
        repo.update(
          id,
          { ...change, bio: cleanBio(change.bio) },
          changedTranslations(teamMembers.translations, translations, cleanTranslation),
        ),
    },
    remove: repo.remove,
  });
}
