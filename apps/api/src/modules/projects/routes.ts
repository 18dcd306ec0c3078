import {
  IdParamsSchema,
  OkSchema,
  ProjectInputSchema,
  ProjectListQuerySchema,
  ProjectListSchema,
  ProjectSchema,
} from '@app/contracts';
import { notFound } from '../../lib/http-error.js';
import { type Api, errors } from '../../lib/route-types.js';
import { announcesContentChanges } from '../../lib/content-events.js';
import { requireArea } from '../../plugins/auth.js';
import { projectsRepository, toProject } from './repository.js';

const NOT_FOUND = 'Project not found';

/** The portfolio: public to read (every project is public), managed by content staff. */
export async function projectsRoutes(app: Api) {
  announcesContentChanges(app);
  const repo = projectsRepository(app.ctx.db);
  const tags = ['projects'];
  const security = [{ bearer: [] }];
  const staffOnly = requireArea('content');

  app.get(
    '/',
    {
      schema: {
        tags,
        querystring: ProjectListQuerySchema,
        response: { 200: ProjectListSchema, ...errors(400) },
      },
    },
    async (request) => {
      const { page, per_page, ...filters } = request.query;
      const { rows, total } = await repo.page(filters, page, per_page);
      return {
        projects: rows.map(toProject),
        total,
        page,
        per_page,
        total_pages: Math.ceil(total / per_page),
      };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: ProjectSchema, ...errors(400, 404) },
      },
    },
    async (request) => {
      const project = await repo.byId(request.params.id);
      if (!project) throw notFound(NOT_FOUND);
      return toProject(project);
    },
  );

  app.post(
    '/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        body: ProjectInputSchema,
        response: { 201: ProjectSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(toProject(await repo.create(request.body))),
  );

  app.put(
    '/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: ProjectInputSchema,
        response: { 200: ProjectSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const project = await repo.replace(request.params.id, request.body);
      if (!project) throw notFound(NOT_FOUND);
      return toProject(project);
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
      return { detail: 'Project deleted' };
    },
  );
}
