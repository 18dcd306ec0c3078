import {
  ProjectInputSchema,
  ProjectListQuerySchema,
  ProjectListSchema,
  ProjectSchema,
  TRANSLATED_FIELDS,
} from '@app/contracts';
import { optionalAuth, staffCan } from '../../http/auth.js';
import { contentView } from '../../http/content-language.js';
import { localizedWire, writeView } from '../../lib/translations.js';
import { publicationActions } from '../publication/actions.js';
import { type Api, errors } from '../../lib/route-types.js';
import { answerFromCache, cachedRead } from '../../http/cached-reads.js';
import { contentRoutes } from '../../http/content-routes.js';
import { projectsRepository, toProject } from './repository.js';

/**
 * The portfolio: public to read (the published projects whose publish time has come), managed
 * by content staff, who also see drafts, scheduled and archived projects.
 */
export async function projectsRoutes(app: Api) {
  const repo = projectsRepository(app.ctx.db);

  app.get(
    '/',
    {
      onRequest: [answerFromCache, optionalAuth],
      schema: {
        tags: ['projects'],
        description:
          'Search matches the English and every translation; `include=translations` (content ' +
          'staff) answers each project in English with all its translations.',
        querystring: ProjectListQuerySchema,
        response: { 200: ProjectListSchema, ...errors(400, 401, 403) },
      },
    },
    cachedRead(async (request) => {
      const { page, per_page, lang: _lang, include: _include, ...filters } = request.query;
      const inView = localizedWire(
        toProject,
        TRANSLATED_FIELDS.projects,
      )(contentView(request, 'content'));
      const visitor = !staffCan(request, 'content');
      const { rows, total } = await repo.page(filters, page, per_page, visitor);
      return {
        projects: rows.map(inView),
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
    preview: 'project',
    item: ProjectSchema,
    toWire: toProject,
    fields: TRANSLATED_FIELDS.projects,
    texts: { notFound: 'Project not found', deleted: 'Project deleted' },
    mediaField: 'photo_media_id',
    byId: (id, staff) => repo.byId(id, !staff),
    create: { body: ProjectInputSchema, run: (input) => repo.create(input) },
    update: { method: 'put', body: ProjectInputSchema, run: repo.replace },
    remove: repo.remove,
  });
  publicationActions(app, {
    tag: 'projects',
    area: 'content',
    item: ProjectSchema,
    answer: localizedWire(toProject, TRANSLATED_FIELDS.projects)(writeView({})),
    notFound: 'Project not found',
    setPublication: repo.setPublication,
  });
}
