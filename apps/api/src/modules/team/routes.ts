import {
  TeamListSchema,
  TeamMemberInputSchema,
  TeamMemberPatchSchema,
  TeamMemberSchema,
} from '@app/contracts';
import type { Api } from '../../lib/route-types.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import { contentRoutes } from '../../http/content-routes.js';
import { teamRepository, toTeamMember } from './repository.js';

/** The bio is HTML shown on the public site: only the safe part of it is stored. */
const cleanBio = (bio: string | null | undefined) =>
  bio === undefined ? undefined : bio === null ? null : sanitizeRichText(bio);

/** Team members: visitors read the visible ones, content staff see and manage all. */
export async function teamRoutes(app: Api) {
  const repo = teamRepository(app.ctx.db);
  contentRoutes(app, {
    tag: 'team',
    area: 'content',
    item: TeamMemberSchema,
    toWire: toTeamMember,
    texts: { notFound: 'Team member not found', deleted: 'Team member deleted' },
    hidesSome: true,
    list: {
      path: '/team-members',
      schema: TeamListSchema,
      answer: async (staff) => ({ members: (await repo.list(staff)).map(toTeamMember) }),
    },
    byId: repo.byId,
    create: {
      body: TeamMemberInputSchema,
      run: (input) => repo.create({ ...input, bio: cleanBio(input.bio) }),
    },
    update: {
      method: 'patch',
      body: TeamMemberPatchSchema,
      run: (id, change) => repo.update(id, { ...change, bio: cleanBio(change.bio) }),
    },
    remove: repo.remove,
  });
}
