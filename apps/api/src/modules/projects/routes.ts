import {
  MANAGED_PROJECTS_PER_PAGE,
  ManagedProjectsListSchema,
  ManagedProjectsQuerySchema,
  ProjectInputSchema,
  ProjectListQuerySchema,
  ProjectListSchema,
  ProjectSchema,
  TRANSLATED_FIELDS,
} from '@app/contracts';
import { optionalAuth, requireArea, staffCan } from '../../http/auth.js';
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
  // A static path: the router tries it before `/:id`, whichever is registered first.
  const managedWire = localizedWire(toProject, TRANSLATED_FIELDS.projects)('all');
  app.get(
    '/manage',
    {
      onRequest: requireArea('content'),
      schema: {
        tags: ['projects'],
        security: [{ bearer: [] }],
        description:
          'The Projects admin: a page of every project (drafts, scheduled and archived ones ' +
          'too), each with all its translations. `search` looks in the name, description, ' +
          'category, technologies and every translation (case-insensitive); `phase` is draft, ' +
          'scheduled, published or archived; `status` is the project’s own status; `missing` ' +
          '(de, az) keeps those with no translation into that language; `sort` is `order` (the ' +
          'portfolio’s order, by `order` with unset ones last, when not given), `name` or ' +
          '`-name`, or `-start_date` (newest start first). `phases` counts each phase under ' +
          `the other filters. \`per_page\` defaults to ${MANAGED_PROJECTS_PER_PAGE}.`,
        querystring: ManagedProjectsQuerySchema,
        response: { 200: ManagedProjectsListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, per_page, search, phase, status, missing, sort } = request.query;
      const perPage = per_page ?? MANAGED_PROJECTS_PER_PAGE;
      const found = await repo.managed({ search, phase, status, missing }, sort ?? 'order', {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return {
        projects: found.rows.map(managedWire),
        total: found.total,
        phases: found.phases,
        page,
        per_page: perPage,
      };
    },
  );
  publicationActions(app, {
    tag: 'projects',
    area: 'content',
    item: ProjectSchema,
    answer: localizedWire(toProject, TRANSLATED_FIELDS.projects)(writeView({})),
    notFound: 'Project not found',
    setPublication: repo.setPublication,
  });
}
