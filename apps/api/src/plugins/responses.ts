import type { FastifyInstance } from 'fastify';

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

/**
 * Headers on every answer, and connections closed once the server is stopping. Headers: the Permissions-Policy, and `Cache-Control: no-store` on API answers
 * that do not say otherwise, so that sign-in tokens and personal data (users, applicants,
 * contact messages, chat conversations) are kept by no browser or proxy cache.
 */
export function registerResponseRules(app: FastifyInstance) {
  // Once the server is stopping, a connection is closed after its answer rather than kept
  // alive for more: so that stopping waits for the requests in progress, not idle browsers.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket?.end();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
