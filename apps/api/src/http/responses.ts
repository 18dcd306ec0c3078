import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { PRIVATE_CACHE_CONTROL } from './cached-reads.js';

/** Browser features the site never uses, switched off for it and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** The headers helmet sets with `options`, worked out once: they are the same on every answer. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return Object.fromEntries(headers);
}

/**
 * What API answers (JSON, document downloads) need of those, as OWASP's REST cheat sheet lists
 * them: nothing in them may load, run or be framed, and they are not to be sniffed as another
 * type or read by other sites' pages. The page headers (a content security policy for scripts,
 * styles and images, Permissions-Policy, opener and referrer rules) are for documents; on a
 * 1 kB JSON answer they were as many bytes as the body, paid by the server and every client.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const isApi = (url: string) => url.startsWith('/api/') || url === '/api';

/**
 * Headers on every answer, and connections closed once the server is stopping. Headers, the
 * same on every answer of their kind, so worked out once: on pages and files helmet's (content
 * security policy and the others, given `security`) and the Permissions-Policy; on API answers
 * `API_HEADERS` (the API's own documentation pages, /api/docs, set their own policy); and
 * `Cache-Control: private, no-store` on API answers that do not say otherwise (only visitors'
 * reads say `public`: `sendCached`), so that sign-in tokens and personal data (users,
 * applicants, contact messages, chat conversations) and what staff see are kept by no browser
 * or proxy cache.
 */
export function registerResponseRules(app: FastifyInstance, security: HelmetOptions) {
  const pageHeaders = { ...helmetHeaders(security), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? API_HEADERS : pageHeaders);
    done();
  });

  // Once the server is stopping, a connection is closed after its answer rather than kept
  // alive for more: so that stopping waits for the requests in progress, not idle browsers.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (closing) request.raw.socket?.end();
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApi(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    }
    done(null, payload);
  });
}
