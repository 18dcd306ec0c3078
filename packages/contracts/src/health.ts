import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
});
export type Health = z.infer<typeof HealthSchema>;
