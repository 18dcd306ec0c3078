import { Redis } from 'ioredis';

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
  close(): Promise<void>;
};

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
    async close() {},
  };
}

export function redisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  const prefix = 'rl:';
  const add: RateLimiter['add'] = async (key, amount, windowMs) => {
    const result = await redis
      .multi()
      .incrby(prefix + key, amount)
      .pexpire(prefix + key, windowMs, 'NX')
      .pttl(prefix + key)
      .exec();
    const count = Number(result?.[0]?.[1] ?? amount);
    const ttl = Number(result?.[2]?.[1] ?? windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  };
  return {
    hit: (key, windowMs) => add(key, 1, windowMs),
    add,
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInMs: ttl > 0 ? ttl : 0 };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
