import { HealthSchema } from '@app/contracts';
import type { Api } from '../../lib/route-types.js';

export async function healthRoutes(app: Api) {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const ok = await app.ctx.database.ping();
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { engine: app.ctx.database.engine, ok },
      });
    },
  );
}
