import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** Images shipped with the demo content, served by the app itself (no other host). */
export const MEDIA_DIR = fileURLToPath(new URL('../../media/', import.meta.url));
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** The page paths the web app knows; any other path gets its not-found page with a 404. */
const SPA_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/login$/,
  /^\/projects$/,
  /^\/project\/[^/]+$/,
  /^\/news$/,
  /^\/news\/[^/]+$/,
  /^\/team$/,
  /^\/team\/[^/]+$/,
  /^\/careers$/,
  /^\/careers\/\d+$/,
  /^\/support$/,
  /^\/privacy$/,
  /^\/terms$/,
  /^\/manager(\/.*)?$/,
];

export const isSpaRoute = (pathname: string) =>
  SPA_ROUTES.some((route) => route.test(pathname.replace(/\/+$/, '') || '/'));

export async function registerWeb(app: FastifyInstance, config: Config) {
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });

  const webDist = config.webDist ?? DEFAULT_WEB_DIST;
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  const html = hasWeb ? readFileSync(indexFile) : undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      // Routes for the files present at start: the build does not change while running.
      wildcard: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`No web build at ${webDist}: only the API is served. Run "npm run build".`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || !hasWeb) {
      return reply.status(404).send({ detail: `Not found: ${request.method} ${pathname}` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ detail: `Not found: ${request.method} ${pathname}` });
    }
    return reply
      .status(isSpaRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
