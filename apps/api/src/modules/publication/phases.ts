import { type PhaseCounts, type PublicationPhase } from '@app/contracts';
import { and, count, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

/**
 * A table's publication: its state column and the time it is published at (a future one:
 * scheduled; null, where the table allows it: at once).
 */
export type PublicationColumns = { state: AnyPgColumn; at: AnyPgColumn };

/** The rows in a phase, by this process's clock (the public lists' own rule for `published`). */
export function inPhase({ state, at }: PublicationColumns, phase: PublicationPhase, now: Date) {
  const published = eq(state, 'published');
  if (phase === 'scheduled') return and(published, gt(at, now))!;
  if (phase === 'published') return and(published, or(isNull(at), lte(at, now)))!;
  return eq(state, phase);
}

/** Each row's phase, in SQL. */
const phaseOf = ({ state, at }: PublicationColumns, now: Date) => sql<PublicationPhase>`case
  when ${state} <> 'published' then ${state}::text
  when ${at} > ${now} then 'scheduled'
  else 'published' end`;

/** How many rows `where` keeps, per phase. */
export async function countPhases(
  db: Db,
  table: PgTable,
  columns: PublicationColumns,
  where: SQL | undefined,
  now: Date,
): Promise<PhaseCounts> {
  const rows = await db
    .select({ phase: phaseOf(columns, now), n: count() })
    .from(table)
    .where(where)
    // Grouped by the first column: the phase's expression, written once.
    .groupBy(sql`1`);
  const phases: PhaseCounts = { draft: 0, scheduled: 0, published: 0, archived: 0 };
  for (const row of rows) phases[row.phase] = Number(row.n);
  return phases;
}

/** How many of the counted rows are in `phase` (all of them when none is asked). */
export const inPhaseCount = (phases: PhaseCounts, phase: PublicationPhase | undefined) =>
  phase ? phases[phase] : phases.draft + phases.scheduled + phases.published + phases.archived;
