import {
  IdParamsSchema,
  OkSchema,
  TeamListSchema,
  TeamMemberInputSchema,
  TeamMemberPatchSchema,
  TeamMemberSchema,
} from '@app/contracts';
import { notFound } from '../../lib/http-error.js';
import { type Api, errors } from '../../lib/route-types.js';
import { announcesContentChanges } from '../../lib/content-events.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import { optionalAuth, requireArea, staffCan } from '../../plugins/auth.js';
import { teamRepository, toTeamMember } from './repository.js';

const NOT_FOUND = 'Team member not found';

/** The bio is HTML shown on the public site: only the safe part of it is stored. */
const cleanBio = (bio: string | null | undefined) =>
  bio === undefined ? undefined : bio === null ? null : sanitizeRichText(bio);

/** Team members: visitors read the visible ones, content staff see and manage all. */
export async function teamRoutes(app: Api) {
  announcesContentChanges(app);
  const repo = teamRepository(app.ctx.db);
  const tags = ['team'];
  const security = [{ bearer: [] }];
  /** A token is optional on public reads: content staff who send one also see hidden members. */
  const optionalSecurity: { [scheme: string]: string[] }[] = [{}, { bearer: [] }];
  const staffOnly = requireArea('content');

  app.get(
    '/team-members',
    {
      onRequest: optionalAuth,
      schema: {
        tags,
        security: optionalSecurity,
        response: { 200: TeamListSchema, ...errors(401) },
      },
    },
    async (request) => {
      const rows = await repo.list(staffCan(request, 'content'));
      return { members: rows.map(toTeamMember) };
    },
  );

  app.get(
    '/:id',
    {
      onRequest: optionalAuth,
      schema: {
        tags,
        security: optionalSecurity,
        params: IdParamsSchema,
        response: { 200: TeamMemberSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const member = await repo.byId(request.params.id, staffCan(request, 'content'));
      if (!member) throw notFound(NOT_FOUND);
      return toTeamMember(member);
    },
  );

  app.post(
    '/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        body: TeamMemberInputSchema,
        response: { 201: TeamMemberSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const member = await repo.create({ ...request.body, bio: cleanBio(request.body.bio) });
      return reply.status(201).send(toTeamMember(member));
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: TeamMemberPatchSchema,
        response: { 200: TeamMemberSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const member = await repo.update(request.params.id, {
        ...request.body,
        bio: cleanBio(request.body.bio),
      });
      if (!member) throw notFound(NOT_FOUND);
      return toTeamMember(member);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: OkSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await repo.remove(request.params.id))) throw notFound(NOT_FOUND);
      return { detail: 'Team member deleted' };
    },
  );
}
