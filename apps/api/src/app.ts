import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { answerClientError, registerErrorHandling } from './http/errors.js';
import { registerInputChecks } from './http/input.js';
import { registerResponseRules } from './http/responses.js';
import { requestLogger } from './lib/request-logger.js';
import { builtWebApp, DEFAULT_WEB_DIST, devWebApp } from './site/web-app.js';
import { inlineScriptHashes, registerSite } from './site/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import { projectsRoutes } from './modules/projects/routes.js';
import { newsRoutes } from './modules/news/routes.js';
import { teamRoutes } from './modules/team/routes.js';
import { testimonialsRoutes } from './modules/testimonials/routes.js';
import { jobsRoutes } from './modules/jobs/routes.js';
import { applicationsRoutes } from './modules/applications/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { chatRoutes } from './modules/chat/routes.js';
import { mailRoutes, mailSettingsRoutes } from './modules/mail/routes.js';
import { mailTemplateRoutes } from './modules/mail/template-routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { privacyRoutes } from './modules/privacy/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { registerAuditTrail } from './modules/audit/trail.js';
import {
  MAX_APPLICATION_FILES,
  MAX_APPLICATION_FILES_BYTES,
  MEDIA_MAX_BYTES,
} from '@app/contracts';
import { previewRoutes } from './modules/publication/preview.js';
import { mediaFileRoutes, mediaRoutes } from './modules/media/routes.js';

export async function buildApp(ctx: AppContext) {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    childLoggerFactory: requestLogger,
    trustProxy: trustedProxies(ctx.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A whole request (a 10 MB upload on a slow phone) within REQUEST_TIMEOUT_MS; a connection
    // that sends nothing for a minute is closed; an idle keep-alive connection waits longer
    // than the usual load balancer's 60 s, so the balancer closes it first.
    requestTimeout: ctx.config.requestTimeoutMs,
    // Node takes the request timeout only when the server is made (setting it later does
    // nothing), and looks for requests past it this often.
    http: {
      requestTimeout: ctx.config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.max(500, ctx.config.requestTimeoutMs / 4)),
    },
    connectionTimeout: 60_000,
    keepAliveTimeout: 65_000,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    // Errors raised before routing, such as a URL that cannot be decoded.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      void reply.code(400).send({ detail: `Invalid request: ${error.message}` });
    },
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('ctx', ctx);
  app.decorateRequest('user', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputChecks(app);

  // The web app: its build, or its sources through Vite in development (npm run dev).
  const web = ctx.config.webDev
    ? await devWebApp(app)
    : await builtWebApp(ctx.config.webDist ?? DEFAULT_WEB_DIST);
  app.addHook('onClose', async () => web?.close());

  registerResponseRules(app, {
    // For browsers no longer made (IE 8's download dialog, Flash and Acrobat, the XSS auditor
    // that browsers dropped in 2019): bytes on every answer that protect no one (ADR 0010).
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    // Vite's development scripts are inline; the build's one inline script is allowed by its hash.
    contentSecurityPolicy: ctx.config.webDev
      ? false
      : {
          directives: {
            'script-src': ["'self'", ...(web ? await inlineScriptHashes(web) : [])],
            'img-src': ["'self'", 'data:', 'blob:'],
            // The applicants' document preview: a PDF fetched with the staff's token, shown from
            // its bytes (a blob: address of this page's origin) in a frame.
            'frame-src': ["'self'", 'blob:'],
            'connect-src': ["'self'"],
            // Only where the site is served over HTTPS: over plain HTTP (a LAN address, behind a
            // proxy that ends TLS and says so in PUBLIC_URL) it would ask for assets that fail.
            'upgrade-insecure-requests': ctx.config.publicUrl?.startsWith('https:') ? [] : null,
          },
        },
  });
  // HTML and JSON compressed on the fly when the browser accepts it; static files and the read
  // cache's answers are compressed ahead (so they skip this).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(cors, { origin: ctx.config.corsOrigin ?? false, credentials: true });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Company website API',
        description: 'The API behind the public website and the staff back office.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(
    async (api) => {
      // Before the routes, so that its hooks apply to all of them.
      registerAuditTrail(api);
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(projectsRoutes, { prefix: '/projects' });
      await api.register(newsRoutes, { prefix: '/news' });
      await api.register(teamRoutes, { prefix: '/team' });
      await api.register(testimonialsRoutes, { prefix: '/testimonials' });
      await api.register(jobsRoutes, { prefix: '/jobs' });
      // Multipart bodies only where they are taken (applications): the plugin's hooks then run
      // on no other request.
      await api.register(async (uploads) => {
        await uploads.register(multipart, {
          limits: {
            // One byte over the total, so a file that crosses the limit is seen to be cut off.
            fileSize: MAX_APPLICATION_FILES_BYTES + 1,
            files: MAX_APPLICATION_FILES,
            fields: 20,
            fieldSize: 64 * 1024,
            parts: MAX_APPLICATION_FILES + 20,
          },
        });
        await uploads.register(applicationsRoutes);
      });
      // The media library's uploads: one image a request.
      await api.register(
        async (uploads) => {
          await uploads.register(multipart, {
            limits: {
              fileSize: MEDIA_MAX_BYTES + 1,
              files: 1,
              fields: 5,
              fieldSize: 1024,
              parts: 6,
            },
          });
          await uploads.register(mediaRoutes);
        },
        { prefix: '/media' },
      );
      await api.register(contactRoutes, { prefix: '/contact' });
      await api.register(chatRoutes, { prefix: '/chat' });
      await api.register(mailRoutes, { prefix: '/mail-outbox' });
      await api.register(mailSettingsRoutes, { prefix: '/mail-settings' });
      await api.register(mailTemplateRoutes, { prefix: '/mail-templates' });
      await api.register(auditRoutes, { prefix: '/audit' });
      await api.register(privacyRoutes, { prefix: '/privacy' });
      await api.register(dashboardRoutes, { prefix: '/dashboard' });
      await api.register(previewRoutes, { prefix: '/preview-links' });
    },
    { prefix: '/api' },
  );

  // The media library's files (/media/ is the demo's own static images).
  await app.register(mediaFileRoutes);
  await registerSite(app, web);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * TRUST_PROXY for Fastify: the listed proxy addresses, or the last N hops (the peer and N - 1
 * before it). The visitor is the right-most address that is not trusted, so what a client
 * writes into X-Forwarded-For itself is never taken.
 */
function trustedProxies(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}
