import { Redis } from 'ioredis';
import { StartupError } from '../startup-errors.js';
import { HttpError } from './http-error.js';
import type { Logger } from './logger.js';

/**
 * Fixed-window counters, in memory for one instance or in Redis shared by many. A window
 * starts with the first hit on a key and lasts `windowMs`; its count then starts again at 0.
 */
export type RateLimiter = {
  /** Adds one hit to `key` and answers the count in the current window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Adds `amount` (such as tokens used) to `key` and answers the count in the current window. */
  add(key: string, amount: number, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
  /** Resolves once the store answers; throws a StartupError when it cannot be reached. */
  ready(): Promise<void>;
  /** Whether the store answers now (for /api/health). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

/** A limit: at most `max` hits on a key per window of `windowMs`. */
export type Limit = { max: number; windowMs: number };

/** What a refused caller reads: a text, or one made from the wait until the window ends. */
export type LimitDetail = string | ((resetInMs: number) => string);

/**
 * The API's one 429, for a limit reached: `{ detail }`, and `Retry-After` in whole seconds
 * (at least one) until the window ends.
 */
export const limitReached = (detail: LimitDetail, resetInMs: number) =>
  new HttpError(429, typeof detail === 'string' ? detail : detail(resetInMs), {
    'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))),
  });

/**
 * The one "count, then refuse" step (ADR 0009): adds a hit on `key`, and once the window holds
 * more than `limit.max` hits, refuses with 429 `{ detail }` and `Retry-After`.
 */
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  limit: Limit,
  detail: LimitDetail,
): Promise<void> {
  const { count, resetInMs } = await limiter.hit(key, limit.windowMs);
  if (count > limit.max) throw limitReached(detail, resetInMs);
}

/** A wait in whole minutes, rounded up, as a refusal says it: "1 minute", "5 minutes". */
export function inMinutes(waitMs: number) {
  const minutes = Math.ceil(waitMs / 60_000);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let calls = 0;
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt > now()) return entry;
    windows.delete(key);
    return undefined;
  };
  const sweep = () => {
    if (++calls % 1000 !== 0) return;
    for (const [key, entry] of windows) if (entry.resetAt <= now()) windows.delete(key);
  };
  const add: RateLimiter['add'] = async (key, amount, windowMs) => {
    sweep();
    const entry = current(key) ?? { count: 0, resetAt: now() + windowMs };
    entry.count += amount;
    windows.set(key, entry);
    return { count: entry.count, resetInMs: entry.resetAt - now() };
  };
  return {
    hit: (key, windowMs) => add(key, 1, windowMs),
    add,
    async peek(key) {
      const entry = current(key);
      return { count: entry?.count ?? 0, resetInMs: entry ? entry.resetAt - now() : 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async ready() {},
    async ping() {
      return true;
    },
    async close() {},
  };
}

/** The answer while the shared counters cannot be reached: try again in a moment. */
const unavailable = () =>
  new HttpError(503, 'The service is briefly unavailable. Please try again in a moment.', {
    'retry-after': '5',
  });

/**
 * Counters in Redis, shared by every instance. Redis must answer at start (`ready`); while it is
 * down later, each call fails at once with 503 rather than waiting, one line is logged per
 * outage, and the client reconnects on its own.
 */
export function redisRateLimiter(url: string, log?: Pick<Logger, 'error' | 'info'>): RateLimiter {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3_000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  // Before the first connection, a failure is the start's to report (`ready`).
  let down = true;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log?.error(
      { err: error },
      'Redis is unreachable: rate-limited calls answer 503 until it is back',
    );
  });
  let connectedOnce = false;
  redis.on('ready', () => {
    if (connectedOnce && down) log?.info('Redis is reachable again');
    connectedOnce = true;
    down = false;
  });
  const connected = redis.connect().then(
    () => true,
    () => false,
  );
  const prefix = 'rl:';
  /** Runs a command, or answers 503 while Redis cannot be reached. */
  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    await connected;
    if (redis.status !== 'ready') throw unavailable();
    try {
      return await command();
    } catch (error) {
      if (redis.status !== 'ready') throw unavailable();
      throw error;
    }
  };
  const add: RateLimiter['add'] = (key, amount, windowMs) =>
    run(async () => {
      const result = await redis
        .multi()
        .incrby(prefix + key, amount)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      const count = Number(result?.[0]?.[1] ?? amount);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    });
  return {
    hit: (key, windowMs) => add(key, 1, windowMs),
    add,
    peek: (key) =>
      run(async () => {
        const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
        return { count: Number(count ?? 0), resetInMs: ttl > 0 ? ttl : 0 };
      }),
    reset: (key) => run(async () => void (await redis.del(prefix + key))),
    async ready() {
      if (await connected) return;
      const { hostname, port } = new URL(url);
      redis.disconnect();
      throw new StartupError(
        `Cannot reach Redis at ${hostname}:${port || 6379}: start it, or unset REDIS_URL to keep the limits in this process's memory.`,
      );
    },
    ping: () =>
      run(() => redis.ping()).then(
        () => true,
        () => false,
      ),
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
