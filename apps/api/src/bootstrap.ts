import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ROLES } from '@app/contracts';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { readCache } from './cache/read-cache.js';
import { contentEventsFor } from './lib/content-events.js';
import { createLogger, type Logger } from './lib/logger.js';
import { memoryRateLimiter, redisRateLimiter } from './lib/rate-limiter.js';
import { hashPassword } from './modules/auth/passwords.js';
import { createTokenService } from './modules/auth/tokens.js';
import { createChatEngine } from './modules/chat/create-chat-engine.js';
import { previewTokens } from './modules/publication/preview-tokens.js';
import { usersRepository } from './modules/users/repository.js';
import { siteRepository } from './site/repository.js';
import { openFileStorage } from './storage/open-storage.js';

/** JWT_SECRET when set, else a random secret kept in DATA_DIR so sessions survive restarts. */
export async function resolveJwtSecret(config: Config): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // first start: generate below
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The first superadmin (id 1), from ADMIN_EMAIL / ADMIN_PASSWORD. When the password is not
 * set, a random one is generated and answered, for the caller to print once; there is no
 * fixed default password.
 */
export async function ensureSuperadmin(
  ctx: Pick<AppContext, 'db' | 'config'>,
): Promise<{ email: string; generatedPassword?: string } | undefined> {
  const repo = usersRepository(ctx.db);
  if (await repo.byId(1)) return undefined;
  const email = ctx.config.adminEmail ?? 'admin@example.com';
  const generatedPassword = ctx.config.adminPassword
    ? undefined
    : randomBytes(12).toString('base64url');
  // Instances starting together on an empty database: only one creates the account.
  const created = await repo.createIfAbsent({
    id: 1,
    first_name: 'Site',
    last_name: 'Administrator',
    email,
    password_hash: await hashPassword(ctx.config.adminPassword ?? generatedPassword!),
    role_id: ROLES.superadmin,
  });
  if (!created) return undefined;
  // Keep the identity sequence ahead of the explicit id.
  await ctx.db.execute(
    sql`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`,
  );
  return { email, generatedPassword };
}

/** The once-only notice of a generated superadmin password, as plain text for a person. */
export const superadminNotice = (email: string, password: string) =>
  [
    '',
    '  Created the superadmin account.',
    `  Email:    ${email}`,
    `  Password: ${password}`,
    '  This password is shown only once: keep it, or set ADMIN_PASSWORD before the first start.',
    '',
  ].join('\n');

/** Everything the app needs, on a database that is already migrated. */
export async function createContext(
  config: Config,
  database: Database,
  log: Logger = createLogger({ level: config.logLevel, ipMode: config.chat.ipMode }),
): Promise<AppContext> {
  const limiter = config.redisUrl ? redisRateLimiter(config.redisUrl, log) : memoryRateLimiter();
  await limiter.ready();
  const content = await contentEventsFor(database, log);
  const site = siteRepository(database.db);
  const cache = readCache({
    // In development the web app's sources change under the server: nothing is kept.
    maxEntries: config.webDev ? 0 : 2000,
    nextChange: (asOf) => site.nextScheduledChange(new Date(asOf)),
    live: () => content.live,
  });
  content.onChange(cache.clear);
  const secret = await resolveJwtSecret(config);
  const context: AppContext = {
    config,
    log,
    database,
    db: database.db,
    storage: await openFileStorage(config),
    limiter,
    tokens: createTokenService(database.db, secret),
    // The LLM with the embedded fall-back when LLM_* are set, else the embedded engine.
    chatEngine: createChatEngine({ config, db: database.db, limiter }),
    content,
    cache,
    previews: previewTokens(secret),
  };
  return context;
}
