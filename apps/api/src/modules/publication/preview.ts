import {
  type Area,
  canAccess,
  type PreviewKind,
  PREVIEW_PARAM,
  PreviewLinkInputSchema,
  PreviewLinkSchema,
} from '@app/contracts';
import { localizedPath, PAGE_PATHS } from '@app/contracts/site';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { jobs, newsArticles, projects } from '../../db/schema.js';
import { requireUser } from '../../http/auth.js';
import { originOf, PREVIEW_HEADER } from '../../http/cached-reads.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { type Api, errors } from '../../lib/route-types.js';

/** Who may preview a kind: the staff who manage it. */
export const PREVIEW_AREAS: Record<PreviewKind, Area> = {
  news: 'content',
  job: 'jobs',
  project: 'content',
};

/** Each kind's public page. */
const PAGE_OF: Record<PreviewKind, (id: number) => string> = {
  news: PAGE_PATHS.article,
  job: PAGE_PATHS.job,
  project: PAGE_PATHS.project,
};

/** Whether the read carries a valid preview token for this very item. */
export function previewAllows(request: FastifyRequest, kind: PreviewKind, id: number) {
  const grant = request.server.ctx.previews.verify(request.headers[PREVIEW_HEADER]);
  return grant?.kind === kind && grant.id === id;
}

/** The token of a page address's `?preview=`, when it is valid and unexpired. */
export function pagePreviewToken(request: FastifyRequest): string | undefined {
  const token = (request.query as Record<string, unknown> | undefined)?.[PREVIEW_PARAM];
  return typeof token === 'string' && request.server.ctx.previews.verify(token) ? token : undefined;
}

/**
 * `POST /api/preview-links`: a signed link, for anyone who holds it until it expires, to the
 * public page of an article, job or project in a language, as visitors will see it once it is
 * public (ADR 0014). Staff who manage some content may ask (checked before the body); the
 * kind's area is checked once the body names it.
 */
export async function previewRoutes(app: Api) {
  const tables = { news: newsArticles, job: jobs, project: projects } as const;
  app.post(
    '/',
    {
      onRequest: async (request) => {
        const user = await requireUser(request);
        const areas = Object.values(PREVIEW_AREAS);
        if (!areas.some((area) => canAccess(user.role_id, area))) throw forbidden();
      },
      schema: {
        tags: ['preview'],
        security: [{ bearer: [] }],
        body: PreviewLinkInputSchema,
        response: { 200: PreviewLinkSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { kind, id, expires_in_hours, language } = request.body;
      if (!canAccess(request.user!.role_id, PREVIEW_AREAS[kind])) throw forbidden();
      const table = tables[kind];
      const [row] = await app.ctx.db.select({ id: table.id }).from(table).where(eq(table.id, id));
      if (!row) throw notFound('Item not found');
      const expiresAt = Math.floor((Date.now() + expires_in_hours * 3_600_000) / 1000) * 1000;
      const token = app.ctx.previews.sign({ kind, id, expiresAt });
      const path = localizedPath(language, PAGE_OF[kind](id));
      return {
        url: `${originOf(request)}${path}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`,
        expires_at: new Date(expiresAt).toISOString(),
      };
    },
  );
}
