import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from '../src/lib/rate-limiter.js';

/** The same behaviour from both stores; Redis is tested when TEST_REDIS_URL is set (CI sets it). */
const stores: [string, () => RateLimiter][] = [['memory', () => memoryRateLimiter()]];
if (process.env.TEST_REDIS_URL)
  stores.push(['redis', () => redisRateLimiter(process.env.TEST_REDIS_URL!)]);

describe.each(stores)('%s rate limiter', (_name, create) => {
  const limiter = create();
  afterAll(async () => limiter.close());
  const key = () => `test:${randomBytes(6).toString('hex')}`;

  it('counts hits within a window', async () => {
    const k = key();
    expect((await limiter.hit(k, 60_000)).count).toBe(1);
    expect((await limiter.hit(k, 60_000)).count).toBe(2);
    const { count, resetInMs } = await limiter.peek(k);
    expect(count).toBe(2);
    expect(resetInMs).toBeGreaterThan(50_000);
    expect(resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('starts again after the window and after a reset', async () => {
    const k = key();
    await limiter.hit(k, 50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await limiter.peek(k)).count).toBe(0);
    expect((await limiter.hit(k, 60_000)).count).toBe(1);
    await limiter.reset(k);
    expect((await limiter.peek(k)).count).toBe(0);
  });

  it('keeps keys apart', async () => {
    const [a, b] = [key(), key()];
    await limiter.hit(a, 60_000);
    await limiter.hit(a, 60_000);
    expect((await limiter.hit(b, 60_000)).count).toBe(1);
  });

  it('adds amounts to the same window as hits', async () => {
    const k = key();
    expect((await limiter.add(k, 250, 60_000)).count).toBe(250);
    expect((await limiter.add(k, 1_000, 60_000)).count).toBe(1_250);
    expect((await limiter.hit(k, 60_000)).count).toBe(1_251);
    const { count, resetInMs } = await limiter.peek(k);
    expect(count).toBe(1_251);
    expect(resetInMs).toBeGreaterThan(50_000);
    expect(resetInMs).toBeLessThanOrEqual(60_000);
  });

  it('keeps the window of the first amount and starts again after it', async () => {
    const k = key();
    await limiter.add(k, 40, 50);
    // A later, longer window does not extend the running one.
    await limiter.add(k, 2, 60_000);
    expect((await limiter.peek(k)).count).toBe(42);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await limiter.peek(k)).count).toBe(0);
    expect((await limiter.add(k, 7, 60_000)).count).toBe(7);
  });
});
