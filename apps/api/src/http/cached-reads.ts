import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { type CachedResponse, cachedResponse, compressedBody } from '../cache/read-cache.js';
import { acceptedLanguage } from '../lib/translations.js';

/**
 * Answers for visitors (public pages and API reads): a browser checks each time (its ETag makes
 * that a 304), a CDN or proxy may answer from its copy for 5 s and then for 30 s more while it
 * fetches the next one in the background (ADR 0010).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';

/** Answers for one person (staff, tokens, personal data) and failures: kept by no cache. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The site's origin: PUBLIC_URL, else the request's. */
export const originOf = (request: FastifyRequest) =>
  request.server.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;

/** Whether the request is to the API (whose reads take their language from `lang` or a header). */
const isApiRequest = (request: FastifyRequest) => request.url.startsWith('/api/');

/**
 * What an answer is kept under: the origin (pages name it) and the URL with its query; for an
 * API read without `lang`, also the language `Accept-Language` asks for (a page's language is
 * in its URL).
 */
export function cacheKey(request: FastifyRequest) {
  const key = `${originOf(request)}${request.url}`;
  if (!isApiRequest(request) || /[?&]lang=/.test(request.url)) return key;
  return `${key}#${acceptedLanguage(request.headers['accept-language']) ?? 'en'}`;
}

/** Whether `If-None-Match` names the answer, in any of its encodings. */
function notModified(ifNoneMatch: string | undefined, etag: string) {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some(
    (tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/-(br|gzip)"$/, '"') === etag,
  );
}

/**
 * What answers for visitors vary by, after what other headers (CORS) say they vary by: API
 * reads also by `Accept-Language`.
 */
export function varyFor(current: unknown, api = false) {
  const own = api
    ? 'Accept-Encoding, Accept-Language, Authorization'
    : 'Accept-Encoding, Authorization';
  return current ? `${String(current)}, ${own}` : own;
}

/**
 * A kept answer: 304 when the client has it, else compressed as the client accepts. Its bytes
 * are ready, so they are written straight to the connection, with the headers set so far
 * (security, CORS) and their own, past serialising and compressing on the way out. Written at
 * once unless it is to be compressed for the first time.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
): void | Promise<void> {
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  const headers = reply.getHeaders() as OutgoingHttpHeaders;
  headers['content-type'] = entry.type;
  headers['cache-control'] = PUBLIC_CACHE_CONTROL;
  headers.vary = varyFor(headers.vary, isApiRequest(request));
  headers.etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
  const write = (status: number, body?: Buffer) => {
    if (body) headers['content-length'] = body.length;
    reply.hijack();
    reply.raw.writeHead(status, headers).end(body);
  };
  if (notModified(request.headers['if-none-match'], entry.etag)) return write(304);
  if (!encoding) return write(entry.status, entry.body);
  headers['content-encoding'] = encoding;
  return compressedBody(entry, encoding).then((body) => write(entry.status, body));
}

/**
 * The header the server-side rendering of a preview page sends with its data calls: the token
 * of the page's address (ADR 0014). Such reads never touch the read cache.
 */
export const PREVIEW_HEADER = 'x-preview-token';

/**
 * Whether the request is a visitor's read, which may be answered from the read cache: not
 * staff's (a token) nor a preview page's (ADR 0014), which may show what is not public.
 */
const isVisitorRead = (request: FastifyRequest) =>
  request.method === 'GET' &&
  request.headers.authorization === undefined &&
  request.headers[PREVIEW_HEADER] === undefined;

/**
 * The first onRequest hook of a public read (a GET route anyone may call: the lists and items
 * of projects, news, team members and jobs): a visitor's request whose answer is kept is
 * answered here, before its input is checked, a token looked for or the database asked.
 * (A hook with a callback, not a promise: it runs on every such request.)
 */
export function answerFromCache(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  const entry = isVisitorRead(request) && request.server.ctx.cache.get(cacheKey(request));
  if (!entry) return done();
  const sent = sendCached(request, reply, entry);
  if (sent instanceof Promise) sent.catch((error: unknown) => done(error as Error));
}

/** The answer kept at the request's key, else `produce`'s (kept when it gives one), once at a time. */
export async function serveCached(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<CachedResponse | undefined>,
) {
  const { cache } = request.server.ctx;
  const key = cacheKey(request);
  const entry = cache.get(key) ?? (await (cache.pending(key) ?? cache.track(key, produce())));
  if (!entry) throw new Error('An answer to keep was expected');
  return sendCached(request, reply, entry);
}

/**
 * The handler of a public read, around what answers it: a visitor's answer is kept (as the
 * JSON bytes the route's schema serialises) for the next visitors, and produced once for all
 * who ask for it at the same time; staff, who send a token, get theirs from the database, not
 * to be kept by any cache.
 */
export function cachedRead<Request extends FastifyRequest, Answer>(
  answer: (request: Request, reply: FastifyReply) => Promise<Answer>,
) {
  const read = async (request: Request, reply: FastifyReply) => {
    if (!isVisitorRead(request)) return answer(request, reply);
    return serveCached(request, reply, async () => {
      const json = reply.serialize(await answer(request, reply)) as string;
      return cachedResponse(200, 'application/json; charset=utf-8', Buffer.from(json));
    });
  };
  // To the route, a handler of its answer's type (what it wrote itself leaves nothing to send).
  return read as (request: Request, reply: FastifyReply) => Promise<Answer>;
}
