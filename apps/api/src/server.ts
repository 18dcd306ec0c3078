import { buildApp } from './app.js';
import { createContext, ensureSuperadmin, superadminNotice } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { startRetentionJob } from './modules/chat/retention.js';
import { seedDemoContent } from './seed/seed.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(config);
  const applied = await migrate(database);
  const ctx = await createContext(config, database);
  const app = await buildApp(ctx);
  if (applied.length) app.log.info(`Applied migrations: ${applied.join(', ')}`);
  const admin = await ensureSuperadmin(ctx);
  if (admin?.generatedPassword) {
    process.stdout.write(`${superadminNotice(admin.email, admin.generatedPassword)}\n`);
  } else if (admin) {
    app.log.info(`Created the superadmin account ${admin.email}`);
  }
  if (config.seedDemoContent) {
    const seeded = await seedDemoContent(ctx.db);
    if (seeded) app.log.info('Loaded the demo content into the empty database');
  }

  // Chat exchanges older than CHAT_RETENTION_DAYS: deleted now, then every 6 hours.
  const retention = startRetentionJob({
    db: ctx.db,
    retentionDays: config.chat.retentionDays,
    log: app.log,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing open requests, then stopping`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    retention.stop();
    try {
      await app.close();
      await retention.firstRun;
      await ctx.limiter.close();
      await database.close();
    } finally {
      clearTimeout(timer);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Site and API on http://localhost:${config.port} (${database.engine} database); API docs at /api/docs`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
