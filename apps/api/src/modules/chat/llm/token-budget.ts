import { todayUtc } from '../../../lib/dates.js';
import type { RateLimiter } from '../../../lib/rate-limiter.js';

/**
 * The LLM's daily token budget (issue 5 "Abuse limits"), shared by every API instance: the
 * day's count lives in the rate-limiter store (Redis when REDIS_URL is set), under a key of the
 * UTC date, so it starts again at midnight UTC. Answers running at the same moment may each
 * start before the count reaches the limit, so the budget can be passed by at most their size.
 */
export type TokenBudget = {
  /** Whether today's tokens are used up: then the LLM is not asked. */
  exhausted(): Promise<boolean>;
  /** Adds tokens to today's count. */
  spend(tokens: number): Promise<void>;
  /** Today's count so far. */
  used(): Promise<number>;
};

/** Long enough for the key to outlive its day, whatever the hour of the first answer. */
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

export const tokenBudgetKey = (date: Date) => `llm:tokens:${todayUtc(date)}`;

export function dailyTokenBudget(
  limiter: RateLimiter,
  limit: number,
  now: () => Date = () => new Date(),
): TokenBudget {
  const used = async () => (await limiter.peek(tokenBudgetKey(now()))).count;
  return {
    used,
    exhausted: async () => limit <= 0 || (await used()) >= limit,
    async spend(tokens) {
      if (tokens > 0) await limiter.add(tokenBudgetKey(now()), Math.ceil(tokens), KEEP_MS);
    },
  };
}
