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
 * Headers on every answer, and connections closed once the server is stopping. Headers:
 * helmet's (content security policy and the others, given `security`) and the
 * Permissions-Policy, the same on every answer, so worked out once; and `Cache-Control:
 * private, no-store` on API answers that do not say otherwise (only visitors' reads say
 * `public`: `sendCached`), so that sign-in tokens and personal data (users, applicants, contact
 * messages, chat conversations) and what staff see are kept by no browser or proxy cache.
 */
export function registerResponseRules(app: FastifyInstance, security: HelmetOptions) {
  const headers = { ...helmetHeaders(security), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
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
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    }
    done(null, payload);
  });
}
