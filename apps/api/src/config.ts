import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { parseEnv } from 'node:util';
import { DEFAULT_PRIVACY_PERIODS, PasswordSchema, type PrivacyPeriods } from '@app/contracts';
import { z } from 'zod';

/**
 * The only place that reads process.env. Every setting is validated here, with a clear
 * message for each bad value; `.env.example` at the repository root lists them all.
 */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/** A retention period in days (1 to 100 years), `days` when not set. */
const retentionDays = (days: number) =>
  optional(
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .max(36_500, 'must be at most 36500 days'),
  ).default(days);

/**
 * What is kept of a chat visitor's address: all of it, its network only (the /24 of an IPv4
 * address, the /48 of an IPv6 one), or nothing.
 */
export const CHAT_IP_MODES = ['full', 'truncated', 'none'] as const;
export type ChatIpMode = (typeof CHAT_IP_MODES)[number];

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
  ADMIN_PASSWORD: optional(PasswordSchema),
  CORS_ORIGIN: optional(z.string()),
  TRUST_PROXY: optional(
    z
      .string()
      .trim()
      .transform((value, context) => {
        if (value === 'false' || value === '0') return false;
        if (value === 'true') return 1;
        if (/^\d+$/.test(value)) return Number(value);
        const proxies = value.split(',').map((entry) => entry.trim());
        const bad = proxies.find((entry) => !isProxyAddress(entry));
        if (bad === undefined) return proxies;
        context.addIssue({
          code: 'custom',
          message: `"${bad}" is not an address: give false, a number of proxies (true is 1), or proxy addresses such as 10.0.0.5,10.1.0.0/16,loopback`,
        });
        return z.NEVER;
      }),
  ).default(false),
  REQUEST_TIMEOUT_MS: optional(
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of milliseconds')
      .min(1_000, 'must be at least 1000 milliseconds')
      .max(30 * 60_000, 'must be at most 1800000 milliseconds (30 minutes)'),
  ).default(5 * 60_000),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')),
  WEB_DIST: optional(z.string()),
  WEB_DEV: optional(z.enum(['true', 'false'])).default('false'),
  PUBLIC_URL: optional(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
      .refine((url) => /^https?:\/\/[^/?#]+\/?$/i.test(url), {
        message: 'must be an origin such as https://www.example.com, without a path',
      })
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  SEED_DEMO_CONTENT: optional(z.enum(['true', 'false'])).default('true'),
  LLM_BASE_URL: optional(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  LLM_MODEL: optional(z.string().trim().min(1)),
  LLM_API_KEY: optional(z.string().trim().min(1)),
  LLM_TIMEOUT_MS: optional(
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100 milliseconds')
      .max(300_000, 'must be at most 300000 milliseconds (5 minutes)'),
  ).default(15_000),
  LLM_MAX_OUTPUT_TOKENS: optional(
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of tokens')
      .min(16, 'must be at least 16 tokens')
      .max(32_000, 'must be at most 32000 tokens'),
  ).default(500),
  LLM_DAILY_TOKEN_BUDGET: optional(
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of tokens')
      .min(0, 'must be 0 or more tokens'),
  ).default(200_000),
  CHAT_MESSAGES_PER_MINUTE: optional(
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of messages')
      .min(1, 'must be at least 1 message')
      .max(10_000, 'must be at most 10000 messages'),
  ).default(20),
  CHAT_SESSIONS_PER_DAY: optional(
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number of conversations')
      .min(1, 'must be at least 1 conversation')
      .max(100_000, 'must be at most 100000 conversations'),
  ).default(30),
  CHAT_IP_MODE: optional(
    z.enum(CHAT_IP_MODES, { error: `must be one of ${CHAT_IP_MODES.join(', ')}` }),
  ).default('full'),
  CHAT_RETENTION_DAYS: retentionDays(DEFAULT_PRIVACY_PERIODS.chat),
  AUDIT_RETENTION_DAYS: retentionDays(365),
  APPLICATION_RETENTION_DAYS: retentionDays(DEFAULT_PRIVACY_PERIODS.applications),
  REJECTED_RETENTION_DAYS: retentionDays(DEFAULT_PRIVACY_PERIODS.rejected),
  CONTACT_RETENTION_DAYS: retentionDays(DEFAULT_PRIVACY_PERIODS.contact),
  MAIL_RETENTION_DAYS: retentionDays(DEFAULT_PRIVACY_PERIODS.mail),
  S3_ENDPOINT: optional(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  S3_BUCKET: optional(
    z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      ),
  ),
  S3_REGION: optional(z.string().trim().min(1)),
  S3_ACCESS_KEY_ID: optional(z.string().trim().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  SMTP_URL: optional(
    z
      .url({
        protocol: /^smtps?$/,
        error: 'must be an smtp:// or smtps:// address, such as smtp://user:password@host:587',
      })
      .refine((url) => new URL(url).hostname !== '', { message: 'must name the server' }),
  ),
  MAIL_FROM: optional(z.email('must be an e-mail address')),
});

/** Settings that work only together: all of a group, or none of it. */
const SETTING_GROUPS: {
  keys: readonly (keyof z.infer<typeof EnvSchema>)[];
  needs: string;
  without: string;
}[] = [
  {
    keys: ['LLM_BASE_URL', 'LLM_MODEL', 'LLM_API_KEY'],
    needs: 'the LLM engine needs',
    without: 'the embedded engine alone',
  },
  {
    keys: [
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ],
    needs: 'documents in an S3 bucket need',
    without: 'documents on the local disk',
  },
];

const CheckedEnvSchema = EnvSchema.superRefine((env, context) => {
  for (const { keys, needs, without } of SETTING_GROUPS) {
    const missing = keys.filter((key) => env[key] === undefined);
    if (missing.length === 0 || missing.length === keys.length) continue;
    context.addIssue({
      code: 'custom',
      path: [missing.join(', ')],
      message: `must be set too: ${needs} ${keys.join(', ')} together (or none of them for ${without})`,
    });
  }
  if (env.SMTP_URL !== undefined && env.MAIL_FROM === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['MAIL_FROM'],
      message: 'must be set too: e-mail through SMTP_URL needs the sender address MAIL_FROM',
    });
  }
});

/** An OpenAI-compatible chat-completions endpoint the assistant may use (ADR 0004). */
export type LlmConfig = {
  /** The API base, e.g. https://api.openai.com/v1; requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  model: string;
  apiKey: string;
  /** How long to wait for the answer to start, and then for each next part of it. */
  timeoutMs: number;
  /** The cap on each answer's length (`max_tokens`). */
  maxOutputTokens: number;
  /** Tokens the LLM may use per UTC day, across all instances; then the embedded engine answers alone. */
  dailyTokenBudget: number;
};

/** The chat assistant's abuse limits and privacy settings. */
export type ChatConfig = {
  /** Messages per minute from one address, and from one session. */
  messagesPerMinute: number;
  /** New conversations (sessions) per day from one address. */
  sessionsPerDay: number;
  /** What is recorded of the visitor's address. */
  ipMode: ChatIpMode;
  /** Recorded exchanges older than this are deleted. */
  retentionDays: number;
};

/** Days kept before deletion, unless an admin extended an item (privacy module). */
export type PrivacyConfig = {
  /** Applications of closed jobs, from when they came (APPLICATION_RETENTION_DAYS). */
  applicationRetentionDays: number;
  /** Rejected applications, from the status change (REJECTED_RETENTION_DAYS). */
  rejectedRetentionDays: number;
  /** Contact messages and chat leads, from when they came (CONTACT_RETENTION_DAYS). */
  contactRetentionDays: number;
  /** E-mails sent or given up, from when they were written (MAIL_RETENTION_DAYS). */
  mailRetentionDays: number;
};

/** The retention periods in days, as the privacy policy (and the assistant) state them. */
export const privacyPeriods = (config: Pick<Config, 'privacy' | 'chat'>): PrivacyPeriods => ({
  applications: config.privacy.applicationRetentionDays,
  rejected: config.privacy.rejectedRetentionDays,
  contact: config.privacy.contactRetentionDays,
  chat: config.chat.retentionDays,
  mail: config.privacy.mailRetentionDays,
});

/** An S3-compatible bucket that holds the application documents (ADR 0003). */
export type S3Config = {
  /** The server's address, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Address the bucket in the path (MinIO and most S3-compatible servers), not the host name. */
  forcePathStyle: boolean;
};

/** The SMTP server the outbox sends through (ADR 0012). */
export type MailConfig = {
  /** smtp://user:password@host:587 (STARTTLS when offered) or smtps://… (TLS from the start). */
  smtpUrl: string;
  /** The sender address of every message. */
  from: string;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  corsOrigin: string[] | undefined;
  /**
   * Which X-Forwarded-For hops to believe: none (false), the last N, or those sent by the listed
   * proxy addresses. The visitor's address is the right-most hop not trusted.
   */
  trustProxy: false | number | string[];
  /** How long a client may take to send a whole request (a 10 MB upload on a slow phone). */
  requestTimeoutMs: number;
  redisUrl: string | undefined;
  webDist: string | undefined;
  /** Serve the web app from its sources through Vite (npm run dev) instead of its build. */
  webDev: boolean;
  /** The site's origin for absolute addresses (canonical, sitemap); else the request's. */
  publicUrl: string | undefined;
  logLevel: string;
  seedDemoContent: boolean;
  production: boolean;
  /** Set when LLM_BASE_URL, LLM_MODEL and LLM_API_KEY are; else the embedded engine answers. */
  llm: LlmConfig | undefined;
  chat: ChatConfig;
  /** Audit trail entries older than this are deleted (AUDIT_RETENTION_DAYS). */
  auditRetentionDays: number;
  /** How long applications and contact messages are kept (privacy module). */
  privacy: PrivacyConfig;
  /** Set when all the S3_* settings are; else documents are kept under DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** Set when SMTP_URL is; else messages wait in the outbox, unsent. */
  mail: MailConfig | undefined;
};

export class ConfigError extends Error {}

/** An IPv4 or IPv6 address, optionally with a /prefix, or a name proxy-addr knows. */
function isProxyAddress(entry: string) {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length) return false;
  const family = isIP(address);
  if (!family) return false;
  return (
    prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
  );
}

/**
 * The settings in a `.env` file (KEY=value lines), or none when there is no such file. They
 * are defaults: a variable set in the environment wins.
 */
export function readEnvFile(file: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new ConfigError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  return parseEnv(text) as Record<string, string>;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = CheckedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration (see .env.example): ${problems.join('; ')}`);
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
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    webDist: e.WEB_DIST,
    webDev: e.WEB_DEV === 'true',
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    seedDemoContent: e.SEED_DEMO_CONTENT === 'true',
    production: e.NODE_ENV === 'production',
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL && e.LLM_API_KEY
        ? {
            baseUrl: e.LLM_BASE_URL,
            model: e.LLM_MODEL,
            apiKey: e.LLM_API_KEY,
            timeoutMs: e.LLM_TIMEOUT_MS,
            maxOutputTokens: e.LLM_MAX_OUTPUT_TOKENS,
            dailyTokenBudget: e.LLM_DAILY_TOKEN_BUDGET,
          }
        : undefined,
    chat: {
      messagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
      sessionsPerDay: e.CHAT_SESSIONS_PER_DAY,
      ipMode: e.CHAT_IP_MODE,
      retentionDays: e.CHAT_RETENTION_DAYS,
    },
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    privacy: {
      applicationRetentionDays: e.APPLICATION_RETENTION_DAYS,
      rejectedRetentionDays: e.REJECTED_RETENTION_DAYS,
      contactRetentionDays: e.CONTACT_RETENTION_DAYS,
      mailRetentionDays: e.MAIL_RETENTION_DAYS,
    },
    s3:
      e.S3_ENDPOINT &&
      e.S3_BUCKET &&
      e.S3_REGION &&
      e.S3_ACCESS_KEY_ID &&
      e.S3_SECRET_ACCESS_KEY &&
      e.S3_FORCE_PATH_STYLE
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
  };
}

/** The name of every setting (the deployment files' test checks theirs against it). */
export const SETTING_NAMES = Object.keys(EnvSchema.shape);
