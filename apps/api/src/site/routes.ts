import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { COMPANY } from '@app/contracts/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CachedResponse, cachedResponse } from '../cache/read-cache.js';
import {
  cacheKey,
  originOf,
  PREVIEW_HEADER,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  sendCached,
  serveCached,
  varyFor,
} from '../http/cached-reads.js';
import { PREVIEW_PARAM } from '@app/contracts';
import { pagePreviewToken } from '../modules/publication/preview.js';
import { siteRepository } from './repository.js';
import { robotsTxt, sitemapPages, sitemapXml } from './sitemap.js';
import type { WebApp } from './web-app.js';

/** Images shipped with the demo content, served by the app itself (no other host). */
export const MEDIA_DIR = fileURLToPath(new URL('../../media/', import.meta.url));

const HTML = 'text/html; charset=utf-8';

/** The `sha256-…` sources of the template's inline scripts, for the content security policy. */
export async function inlineScriptHashes(web: WebApp): Promise<string[]> {
  const template = await web.template('/');
  return [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
}

/** The template split where the page's parts go: its <head> tags, its HTML, its data and code. */
function fill(template: string, parts: { language: string; head: string; scripts: string }) {
  const [beforeHead = '', afterHead = ''] = template.split('<!--app-head-->');
  const [beforeRoot = '', afterRoot = ''] = afterHead.split('<!--app-html-->');
  const [betweenRootAndData = '', tail = ''] = afterRoot.split('<!--app-data-->');
  return {
    start:
      beforeHead.replace('<html lang="en">', `<html lang="${parts.language}">`) +
      parts.head +
      beforeRoot,
    /** The rest, with the data handed to the browser when the page was rendered here. */
    end: (boot?: string) =>
      betweenRootAndData +
      (boot === undefined
        ? ''
        : `<script id="boot-data" type="application/json">${boot}</script>`) +
      parts.scripts +
      tail,
  };
}

/**
 * The site around the API: static files (precompressed), /robots.txt, /sitemap.xml, /login and
 * the back office as the browser-rendered shell, and every other page address rendered on the
 * server by the web app, kept in the read cache until the content changes (ADR 0005, 0010).
 */
export async function registerSite(app: FastifyInstance, web: WebApp | undefined) {
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });
  if (web?.staticRoot) {
    await app.register(fastifyStatic, {
      root: web.staticRoot,
      prefix: '/',
      index: false,
      // Routes for the files present at start: the build does not change while running.
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      // The template, the server's renderer and the source maps are not files for browsers.
      allowedPath: (pathname) =>
        pathname !== '/index.html' &&
        !pathname.startsWith('/server/') &&
        !pathname.endsWith('.map'),
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  const repo = siteRepository(app.ctx.db);
  const { cache } = app.ctx;

  /** The preview token of the page being rendered, for its data calls (ADR 0014). */
  const previewing = new AsyncLocalStorage<string>();

  /**
   * The page's data calls, answered by this app in the same process, as a visitor's (with the
   * preview token of a preview page, whose reads bypass the read cache).
   */
  const fetchThroughApp = async (url: string, init: RequestInit) => {
    const preview = previewing.getStore();
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      payload: typeof init.body === 'string' ? init.body : undefined,
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(preview ? { [PREVIEW_HEADER]: preview } : {}),
      },
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.body, {
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  };
  const renderer = async () => {
    const loaded = await web!.renderer();
    loaded.configure({ fetch: fetchThroughApp });
    return loaded;
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) =>
    serveCached(request, reply, async () => {
      const xml = sitemapXml(originOf(request), sitemapPages(await repo.sitemapItems()));
      return cachedResponse(200, 'application/xml; charset=utf-8', Buffer.from(xml));
    }),
  );

  if (!web) {
    app.log.warn('No web build: only the API is served. Run "npm run build".');
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ detail: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
    );
    return;
  }

  /** /login and the back office: the page the browser renders by itself, never indexed. */
  const shell = async (request: FastifyRequest, reply: FastifyReply) => {
    const template = await web.template(request.url);
    const { start, end } = fill(template, {
      language: 'en',
      head: `<title>${COMPANY.name}</title>\n    <meta name="robots" content="noindex">`,
      scripts: web.scripts([]),
    });
    return reply
      .type(HTML)
      .header('cache-control', 'no-cache')
      .send(start + end());
  };
  for (const route of ['/login', '/manager', '/manager/*']) {
    app.get(route, { schema: { hide: true } }, shell);
  }

  /**
   * A page address with `?preview=`: never read from nor kept in the read cache, nor by any
   * other cache, nor indexed. With a valid token it is the item's page as visitors will see it
   * once public, with a banner; with an invalid or expired one, the page visitors see now (the
   * 404 of an item that is not public).
   */
  async function renderPreview(request: FastifyRequest, reply: FastifyReply) {
    const token = pagePreviewToken(request);
    const page = await previewing.run(token ?? '', async () =>
      (await renderer()).render({
        url: request.url,
        origin: originOf(request),
        preview: token !== undefined,
        onError: (error) => request.log.error({ err: error }, 'error while rendering a page'),
      }),
    );
    const { start, end } = fill(await web!.template(request.url), {
      language: page.language,
      head: page.head,
      scripts: web!.scripts(page.modules),
    });
    const chunks: Buffer[] = [Buffer.from(start)];
    for await (const chunk of page.body) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
    }
    chunks.push(Buffer.from(end(page.boot)));
    return reply
      .status(page.status)
      .type(HTML)
      .header('cache-control', PRIVATE_CACHE_CONTROL)
      .header('x-robots-tag', 'noindex')
      .send(Buffer.concat(chunks));
  }

  /**
   * A public page rendered on the server: streamed to its first asker while it is kept for the
   * next ones; a second asker while it renders waits for it rather than rendering it again.
   */
  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const key = cacheKey(request);
    const cached = cache.get(key);
    if (cached) return sendCached(request, reply, cached);
    const pending = cache.pending(key);
    const rendered = pending && (await pending.catch(() => undefined));
    if (rendered) return sendCached(request, reply, rendered);

    // No await from the check above to here: a second asker finds this render pending.
    let keep!: (page: CachedResponse | undefined) => void;
    let fail!: (error: unknown) => void;
    void cache
      .track(
        key,
        new Promise<CachedResponse | undefined>((resolve, reject) => {
          keep = resolve;
          fail = reject;
        }),
      )
      .catch((error: unknown) => request.log.error({ err: error }, 'a page could not be rendered'));

    try {
      const page = await (
        await renderer()
      ).render({
        url: request.url,
        origin: originOf(request),
        onError: (error) => request.log.error({ err: error }, 'error while rendering a page'),
      });
      const { start, end } = fill(await web!.template(request.url), {
        language: page.language,
        head: page.head,
        scripts: web!.scripts(page.modules),
      });
      const chunks: Buffer[] = [];
      const html = new Transform({
        transform(chunk: Buffer | string, _encoding, callback) {
          const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          chunks.push(buffer);
          callback(null, buffer);
        },
        flush(callback) {
          const tail = Buffer.from(end(page.boot));
          chunks.push(tail);
          // A page whose data could not be loaded (503) is not kept: the next visitor retries.
          keep(
            page.status === 503
              ? undefined
              : cachedResponse(page.status, HTML, Buffer.concat(chunks)),
          );
          callback(null, tail);
        },
      });
      html.on('error', fail);
      html.write(start);
      Readable.from(page.body)
        .on('error', (error) => html.destroy(error))
        .pipe(html);
      return reply
        .status(page.status)
        .type(HTML)
        .header('cache-control', page.status === 503 ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL)
        .header('vary', varyFor(reply.getHeader('vary')))
        .send(html);
    } catch (error) {
      fail(error);
      throw error;
    }
  }

  // Every other address is a page (a route, not the not-found handler, so that it is compressed).
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send({ detail: `Not found: ${request.method} ${pathname}` });
    }
    // One address per page: /careers/ is /careers.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(`${pathname.replace(/\/+$/, '') || '/'}${query}`, 301);
    }
    const query = request.query as Record<string, unknown> | undefined;
    if (query?.[PREVIEW_PARAM] !== undefined) return renderPreview(request, reply);
    return renderPage(request, reply);
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ detail: `Not found: ${request.method} ${request.url.split('?')[0] ?? '/'}` }),
  );
}
