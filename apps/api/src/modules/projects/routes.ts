import {
  ProjectInputSchema,
  ProjectListQuerySchema,
  ProjectListSchema,
  ProjectSchema,
} from '@app/contracts';
import { type Api, errors } from '../../lib/route-types.js';
import { answerFromCache, cachedRead } from '../../http/cached-reads.js';
import { contentRoutes } from '../../http/content-routes.js';
import { projectsRepository, toProject } from './repository.js';

/** The portfolio: public to read (every project is public), managed by content staff. */
export async function projectsRoutes(app: Api) {
  const repo = projectsRepository(app.ctx.db);

  app.get(
    '/',
    {
      onRequest: answerFromCache,
      schema: {
        tags: ['projects'],
        querystring: ProjectListQuerySchema,
        response: { 200: ProjectListSchema, ...errors(400) },
      },
    },
    cachedRead(async (request) => {
      const { page, per_page, ...filters } = request.query;
      const { rows, total } = await repo.page(filters, page, per_page);
      return {
        projects: rows.map(toProject),
        total,
        page,
        per_page,
        total_pages: Math.ceil(total / per_page),
      };
    }),
  );

  contentRoutes(app, {
    tag: 'projects',
    area: 'content',
    item: ProjectSchema,
    toWire: toProject,
    texts: { notFound: 'Project not found', deleted: 'Project deleted' },
    hidesSome: false,
    byId: (id) => repo.byId(id),
    create: { body: ProjectInputSchema, run: (input) => repo.create(input) },
    update: { method: 'put', body: ProjectInputSchema, run: repo.replace },
    remove: repo.remove,
  });
}
