import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';

/** Plain SQL files written by `drizzle-kit generate`, listed in order by its journal. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle/', import.meta.url));

type Journal = { entries: { idx: number; tag: string }[] };

/**
 * Applies the pending migrations in order, each in its own transaction, and records each
 * in `schema_migrations`. A lock keeps two instances starting at once from racing.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const journal = JSON.parse(await readFile(`${dir}/meta/_journal.json`, 'utf8')) as Journal;
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  const applied: string[] = [];
  for (const entry of entries) {
    const sqlText = await readFile(`${dir}/${entry.tag}.sql`, 'utf8');
    const done = await database.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(727274)');
      // Under the lock: two instances starting on an empty database would both create it.
      await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [entry.tag]);
      if (rows.length > 0) return false;
      for (const statement of sqlText.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.exec(statement);
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [entry.tag]);
      return true;
    });
    if (done) applied.push(entry.tag);
  }
  return applied;
}
