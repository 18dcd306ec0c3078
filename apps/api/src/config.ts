import { z } from 'zod';

/**
 * The only place that reads process.env. Every setting is validated here, with a clear
 * message for each bad value; `.env.example` at the repository root lists them all.
 */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

const EnvSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
  HOST: optional(z.string()).default('0.0.0.0'),
  DATA_DIR: optional(z.string()).default('./data'),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  ),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters long')),
  ADMIN_EMAIL: optional(z.email('must be an e-mail address')),
  ADMIN_PASSWORD: optional(z.string().min(10, 'must be at least 10 characters long')),
  CORS_ORIGIN: optional(z.string()),
  TRUST_PROXY: optional(z.enum(['true', 'false'])).default('false'),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')),
  WEB_DIST: optional(z.string()),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  SEED_DEMO_CONTENT: optional(z.enum(['true', 'false'])).default('true'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  corsOrigin: string[] | undefined;
  trustProxy: boolean;
  redisUrl: string | undefined;
  webDist: string | undefined;
  logLevel: string;
  seedDemoContent: boolean;
  production: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    corsOrigin: e.CORS_ORIGIN?.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY === 'true',
    redisUrl: e.REDIS_URL,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemoContent: e.SEED_DEMO_CONTENT === 'true',
    production: e.NODE_ENV === 'production',
  };
}
