import { HealthSchema } from '@app/contracts';
import type { Api } from '../../lib/route-types.js';

export async function healthRoutes(app: Api) {
  const { database, limiter, storage, config } = app.ctx;
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const [databaseOk, redisOk, storageOk] = await Promise.all([
        database.ping(),
        config.redisUrl ? limiter.ping() : undefined,
        storage.ping(),
      ]);
      const ok = databaseOk && redisOk !== false && storageOk;
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { engine: database.engine, ok: databaseOk },
        ...(redisOk === undefined ? {} : { redis: { ok: redisOk } }),
        storage: { ok: storageOk },
      });
    },
  );
}
