import type { z } from 'zod';
import { iso } from './dates.js';

/** A stored row that holds the wire shape `T`: the same fields, a timestamp as a Date. */
export type RowOf<T> = { [K in keyof T]: T[K] | (string extends T[K] ? Date : never) };

/**
 * A row as the wire carries it, by the schema of its answer: the schema's fields only, as
 * stored but each timestamp (a Date) as ISO 8601 in UTC. Columns the schema does not name (a
 * password hash, a sender's address) are never sent.
 */
export function toWire<S extends z.ZodObject>(schema: S, row: RowOf<z.output<S>>): z.output<S> {
  const stored = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(schema.shape).map((key) => {
      const value = stored[key];
      return [key, value instanceof Date ? iso(value) : value];
    }),
  ) as z.output<S>;
}
