import {
  MANAGED_NEWS_PER_PAGE,
  ManagedNewsListSchema,
  ManagedNewsQuerySchema,
  NewsArticleSchema,
  TRANSLATED_FIELDS,
  NewsInputSchema,
  NewsListSchema,
  type NewsPatch,
  NewsPatchSchema,
} from '@app/contracts';
import { type Api, errors } from '../../lib/route-types.js';
import { cleanRichField } from '../../lib/rich-text.js';
import { requireArea } from '../../http/auth.js';
import { contentRoutes } from '../../http/content-routes.js';
import { localizedWire, writeView } from '../../lib/translations.js';
import { publicationActions } from '../publication/actions.js';
import { newsRepository, toArticle } from './repository.js';

/** An article's write with its body, and each translation's, sanitised (the one allow-list). */
const cleanArticle = <Write extends NewsPatch>(write: Write): Write =>
  cleanRichField(write, 'content');

/** News articles: visitors read the published ones, content staff see and manage all. */
export async function newsRoutes(app: Api) {
  const repo = newsRepository(app.ctx.db);
  contentRoutes(app, {
    tag: 'news',
    area: 'content',
    preview: 'news',
    item: NewsArticleSchema,
    toWire: toArticle,
    fields: TRANSLATED_FIELDS.news,
    texts: { notFound: 'Article not found', deleted: 'Article deleted' },
    mediaField: 'image_media_id',
    list: {
      path: '/',
      schema: NewsListSchema,
      answer: async (staff, wire) => ({ articles: (await repo.list(staff)).map(wire) }),
    },
    byId: repo.byId,
    create: {
      body: NewsInputSchema,
      run: (input, user) => repo.create(cleanArticle(input), user.id),
    },
    update: {
      method: 'patch',
      body: NewsPatchSchema,
      run: (id, change) => repo.update(id, cleanArticle(change)),
    },
    remove: repo.remove,
  });
  const managedWire = localizedWire(toArticle, TRANSLATED_FIELDS.news)('all');
  app.get(
    '/manage',
    {
      onRequest: requireArea('content'),
      schema: {
        tags: ['news'],
        security: [{ bearer: [] }],
        description:
          'News Management: a page of every article (drafts, scheduled and archived ones ' +
          'too), each with all its translations. `search` looks in the title, excerpt, author, ' +
          'category and tags (case-insensitive); `phase` is draft, scheduled, published or ' +
          'archived; `missing` (de, az) keeps those with no translation into that language; ' +
          '`sort` is `published_at` or `title`, `-` before it for descending (newest first ' +
          `when not given). \`phases\` counts each phase under the other filters. \`per_page\` ` +
          `defaults to ${MANAGED_NEWS_PER_PAGE}.`,
        querystring: ManagedNewsQuerySchema,
        response: { 200: ManagedNewsListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, per_page, search, phase, missing, sort } = request.query;
      const perPage = per_page ?? MANAGED_NEWS_PER_PAGE;
      const found = await repo.managed({ search, phase, missing }, sort ?? '-published_at', {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return {
        articles: found.rows.map(managedWire),
        total: found.total,
        phases: found.phases,
        page,
        per_page: perPage,
      };
    },
  );
  publicationActions(app, {
    tag: 'news',
    area: 'content',
    item: NewsArticleSchema,
    answer: localizedWire(toArticle, TRANSLATED_FIELDS.news)(writeView({})),
    notFound: 'Article not found',
    setPublication: repo.setPublication,
  });
}
