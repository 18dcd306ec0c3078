import {
  NewsArticleSchema,
  TRANSLATED_FIELDS,
  NewsInputSchema,
  NewsListSchema,
  NewsPatchSchema,
} from '@app/contracts';
import type { Api } from '../../lib/route-types.js';
import { contentRoutes } from '../../http/content-routes.js';
import { newsRepository, toArticle } from './repository.js';

/** News articles: visitors read the published ones, content staff see and manage all. */
export async function newsRoutes(app: Api) {
  const repo = newsRepository(app.ctx.db);
  contentRoutes(app, {
    tag: 'news',
    area: 'content',
    item: NewsArticleSchema,
    toWire: toArticle,
    fields: TRANSLATED_FIELDS.news,
    texts: { notFound: 'Article not found', deleted: 'Article deleted' },
    list: {
      path: '/',
      schema: NewsListSchema,
      answer: async (staff, wire) => ({ articles: (await repo.list(staff)).map(wire) }),
    },
    byId: repo.byId,
    create: { body: NewsInputSchema, run: (input, user) => repo.create(input, user.id) },
    update: { method: 'patch', body: NewsPatchSchema, run: repo.update },
    remove: repo.remove,
  });
}
