import {
  NewsArticleSchema,
  TRANSLATED_FIELDS,
  NewsInputSchema,
  NewsListSchema,
  type NewsPatch,
  NewsPatchSchema,
} from '@app/contracts';
import { badRequest } from '../../lib/http-error.js';
import type { Api } from '../../lib/route-types.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import { contentRoutes } from '../../http/content-routes.js';
import { localizedWire, writeView } from '../../lib/translations.js';
import { publicationActions } from '../publication/actions.js';
import { newsRepository, toArticle } from './repository.js';

/** The body is HTML shown on the public site: only the safe part of it is stored. */
function cleanBody(content: string, where: string): string {
  const clean = sanitizeRichText(content);
  if (clean === null) {
    throw badRequest(`Invalid request: ${where}: nothing is left once unsafe markup is removed`);
  }
  return clean;
}

/** An article's write with its body, and each translation's, sanitised (the one allow-list). */
const cleanArticle = <Write extends NewsPatch>({ content, translations, ...rest }: Write): Write =>
  ({
    ...rest,
    ...(content !== undefined && { content: cleanBody(content, 'body.content') }),
    ...(translations !== undefined && {
      translations: Object.fromEntries(
        Object.entries(translations).map(([language, fields]) => [
          language,
          fields && {
            ...fields,
            content: fields.content ? sanitizeRichText(fields.content) : fields.content,
          },
        ]),
      ),
    }),
  }) as Write;

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
  publicationActions(app, {
    tag: 'news',
    area: 'content',
    item: NewsArticleSchema,
    answer: localizedWire(toArticle, TRANSLATED_FIELDS.news)(writeView({})),
    notFound: 'Article not found',
    setPublication: repo.setPublication,
  });
}
