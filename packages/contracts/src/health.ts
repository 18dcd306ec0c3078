import { z } from 'zod';

const Check = z.object({ ok: z.boolean() });

/** What the instance depends on, each answering now or not; `degraded` (503) if any does not. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: Check.extend({ engine: z.enum(['pglite', 'postgres']) }),
  /** The shared rate-limit counters, when REDIS_URL is set. */
  redis: Check.optional(),
  /** Where application documents are kept: the local folder, or the S3 bucket. */
  storage: Check,
});
export type Health = z.infer<typeof HealthSchema>;
