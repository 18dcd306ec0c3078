import {
  MANAGED_TEAM_PER_PAGE,
  ManagedTeamListSchema,
  ManagedTeamQuerySchema,
  type MemberTranslation,
  TeamListSchema,
  TeamMemberInputSchema,
  TeamMemberPatchSchema,
  TeamMemberSchema,
  TRANSLATED_FIELDS,
} from '@app/contracts';
import { type Api, errors } from '../../lib/route-types.js';
import { teamMembers } from '../../db/schema.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import { changedTranslations, localizedWire, newTranslations } from '../../lib/translations.js';
import { requireArea } from '../../http/auth.js';
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
  const managedWire = localizedWire(toTeamMember, TRANSLATED_FIELDS.team)('all');
  app.get(
    '/manage',
    {
      onRequest: requireArea('content'),
      schema: {
        tags: ['team'],
        security: [{ bearer: [] }],
        description:
          'Team Members: a page of every member (hidden ones too), each with all its ' +
          'translations. `search` looks in the name, position, e-mail and bio ' +
          '(case-insensitive); `visibility` is visible or hidden; `missing` (de, az) keeps ' +
          'those with no translation into that language; `sort` is `display_order` (the ' +
          "public page's order, when not given), `name` (A–Z) or `-name` (Z–A). " +
          '`visibility` in the answer counts the visible and hidden members under the other ' +
          `filters. \`per_page\` defaults to ${MANAGED_TEAM_PER_PAGE}.`,
        querystring: ManagedTeamQuerySchema,
        response: { 200: ManagedTeamListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, per_page, search, visibility, missing, sort } = request.query;
      const perPage = per_page ?? MANAGED_TEAM_PER_PAGE;
      const found = await repo.managed({ search, visibility, missing }, sort ?? 'display_order', {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return {
        members: found.rows.map(managedWire),
        total: found.total,
        visibility: found.visibility,
        page,
        per_page: perPage,
      };
    },
  );
}
