import { buildApp } from './app.js';
import { createContext, ensureSuperadmin, superadminNotice } from './bootstrap.js';
import { type Config, ConfigError, loadConfig, readEnvFile } from './config.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { type Database, openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { createLogger, type Logger } from './lib/logger.js';
import { deleteExpiredConversations } from './modules/chat/retention.js';
import { startDigestJob } from './modules/mail/digest.js';
import { deleteOldMail, startMailWorker } from './modules/mail/outbox.js';
import { deleteExpiredAuditEntries } from './modules/audit/retention.js';
import { startRetentionJob } from './lib/retention.js';
import { startPrivacyRetention } from './modules/privacy/service.js';
import { seedDemoMedia } from './modules/media/demo-media.js';
import { seedDemoContent } from './seed/seed.js';
import { describeStartupError } from './startup-errors.js';
import { startFileSweep } from './storage/file-sweep.js';

/** How long open requests may take to finish once the server is asked to stop. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Everything opened so far, closed again in reverse order when the process stops. */
const cleanups: (() => Promise<void> | void)[] = [];

/** Until the settings are read, a logger with the default level. */
let log: Logger = createLogger();

async function main() {
  let config: Config;
  try {
    // `.env` in the working folder holds defaults; the environment wins.
    config = loadConfig({ ...readEnvFile('.env'), ...process.env });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log.fatal(error.message);
    process.exit(1);
  }
  log = createLogger({ level: config.logLevel, ipMode: config.chat.ipMode });
  try {
    await start(config);
  } catch (error) {
    const line = describeStartupError(error, config);
    if (line) log.fatal(line);
    else log.fatal({ err: error }, 'The server could not start');
    await closeAll();
    process.exit(1);
  }
}

async function start(config: Config) {
  // The embedded database may be opened by one process only.
  if (!config.databaseUrl) cleanups.push(await lockDataDir(config.dataDir));
  const database: Database = await openDatabase(config, log);
  cleanups.push(() => database.close());
  const applied = await migrate(database);
  if (applied.length) log.info(`Applied migrations: ${applied.join(', ')}`);
  const ctx = await createContext(config, database, log);
  cleanups.push(
    () => ctx.limiter.close(),
    () => ctx.content.close(),
  );
  if (config.seedDemoContent && (await seedDemoContent(ctx.db))) {
    log.info('Loaded the demo content into the empty database');
    // Other instances may already be answering from the empty database.
    await ctx.content.changed();
  }
  const app = await buildApp(ctx);
  cleanups.push(() => app.close());

  // Listening first: a busy port stops the start before an admin password could be shown.
  await app.listen({ port: config.port, host: config.host });
  // The demo's drawings become media library images (with variants) in the background.
  if (config.seedDemoContent) {
    const stop = new AbortController();
    const demoMedia = seedDemoMedia(ctx, log, stop.signal).then(
      (made) => made > 0 && log.info(`Made ${made} demo image(s) into media library items`),
      (error: unknown) => log.error({ err: error }, 'could not make the demo images into media'),
    );
    cleanups.push(async () => {
      stop.abort();
      await demoMedia;
    });
  }
  const admin = await ensureSuperadmin(ctx);
  if (admin?.generatedPassword) {
    process.stdout.write(`${superadminNotice(admin.email, admin.generatedPassword)}\n`);
  } else if (admin) {
    log.info('Created the superadmin account from ADMIN_EMAIL and ADMIN_PASSWORD');
  }

  // Chat exchanges older than CHAT_RETENTION_DAYS and leftover upload files: now, then every 6 h.
  const retention = startRetentionJob({
    items: 'chat exchange(s)',
    retentionDays: config.chat.retentionDays,
    deleteExpired: (days) => deleteExpiredConversations(ctx.db, days),
    log,
  });
  const sweep = startFileSweep(ctx, log);
  // Audit entries older than AUDIT_RETENTION_DAYS: now, then every 6 h.
  const auditRetention = startRetentionJob({
    items: 'audit entries',
    retentionDays: config.auditRetentionDays,
    deleteExpired: (days) => deleteExpiredAuditEntries(ctx.db, days),
    log,
  });
  // Applications and contact messages past their retention periods (APPLICATION_/REJECTED_/
  // CONTACT_RETENTION_DAYS) and the applications' documents: now, then every 6 h.
  const privacyRetention = startPrivacyRetention(ctx, log);
  // E-mails sent or given up more than MAIL_RETENTION_DAYS ago: now, then every 6 h.
  const mailRetention = startRetentionJob({
    items: 'sent e-mail(s)',
    retentionDays: config.privacy.mailRetentionDays,
    deleteExpired: (days) => deleteOldMail(ctx.db, days),
    log,
  });
  // The outbox's due e-mail: now, then every 30 s; without SMTP_URL it waits there, unsent.
  const mail = config.mail && startMailWorker({ db: ctx.db, config: config.mail, log });
  if (mail) {
    cleanups.push(async () => {
      mail.stop();
      await mail.firstRun;
      mail.close();
    });
  }
  // The staff's daily digest, when they asked for one: looked for now, then every 5 min.
  const digest = startDigestJob({
    db: ctx.db,
    siteUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    log,
  });
  cleanups.push(async () => {
    retention.stop();
    sweep.stop();
    auditRetention.stop();
    privacyRetention.stop();
    mailRetention.stop();
    digest.stop();
    await Promise.all([
      retention.firstRun,
      sweep.firstRun,
      auditRetention.firstRun,
      privacyRetention.firstRun,
      mailRetention.firstRun,
      digest.firstRun,
    ]);
  });

  log.info(
    `Site and API on http://localhost:${config.port} (${database.engine} database); API docs at /api/docs`,
  );
}

/** Closes what was opened, newest first; answers whether all of it closed cleanly. */
async function closeAll() {
  let clean = true;
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      clean = false;
      log.error({ err: error }, 'could not close cleanly');
    }
  }
  return clean;
}

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal} received: finishing open requests, then stopping`);
  // Requests still open then (a slow client) are cut: stopping was asked for, so it is no failure.
  setTimeout(() => {
    log.warn(
      `Requests were still open ${SHUTDOWN_TIMEOUT_MS / 1000} s after ${signal}: stopped anyway`,
    );
    process.exit(0);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  process.exit((await closeAll()) ? 0 : 1);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

void main().catch((error: unknown) => {
  log.fatal({ err: error }, 'The server could not start');
  process.exit(1);
});
