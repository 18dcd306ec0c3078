import {
  IdParamsSchema,
  NewsArticleSchema,
  NewsInputSchema,
  NewsListSchema,
  NewsPatchSchema,
  OkSchema,
} from '@app/contracts';
import { notFound } from '../../lib/http-error.js';
import { type Api, errors } from '../../lib/route-types.js';
import { announcesContentChanges } from '../../lib/content-events.js';
import { optionalAuth, requireArea, staffCan } from '../../plugins/auth.js';
import { newsRepository, toArticle } from './repository.js';

const NOT_FOUND = 'Article not found';

/** News articles: visitors read the published ones, content staff see and manage all. */
export async function newsRoutes(app: Api) {
  announcesContentChanges(app);
  const repo = newsRepository(app.ctx.db);
  const tags = ['news'];
  const security = [{ bearer: [] }];
  /** A token is optional on public reads: content staff who send one also see scheduled articles. */
  const optionalSecurity: { [scheme: string]: string[] }[] = [{}, { bearer: [] }];
  const staffOnly = requireArea('content');

  app.get(
    '/',
    {
      onRequest: optionalAuth,
      schema: {
        tags,
        security: optionalSecurity,
        response: { 200: NewsListSchema, ...errors(401) },
      },
    },
    async (request) => {
      const rows = await repo.list(staffCan(request, 'content'));
      return { articles: rows.map(toArticle) };
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
        response: { 200: NewsArticleSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const article = await repo.byId(request.params.id, staffCan(request, 'content'));
      if (!article) throw notFound(NOT_FOUND);
      return toArticle(article);
    },
  );

  app.post(
    '/',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        body: NewsInputSchema,
        response: { 201: NewsArticleSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const article = await repo.create(request.body, request.user!.id);
      return reply.status(201).send(toArticle(article));
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
        body: NewsPatchSchema,
        response: { 200: NewsArticleSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const article = await repo.update(request.params.id, request.body);
      if (!article) throw notFound(NOT_FOUND);
      return toArticle(article);
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
      return { detail: 'Article deleted' };
    },
  );
}
