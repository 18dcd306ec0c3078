import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Logger } from '../lib/logger.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbEngine = 'pglite' | 'postgres';

/** Runs raw SQL text that may hold several statements (migrations). */
export type SqlExecutor = {
  exec(sqlText: string): Promise<void>;
  query<T>(sqlText: string, params?: unknown[]): Promise<T[]>;
};

export type Database = {
  db: Db;
  engine: DbEngine;
  /**
   * The PostgreSQL server's address, for a connection of its own (change notifications);
   * undefined for the embedded database.
   */
  url?: string;
  /** A connection that runs a callback inside one transaction, for raw SQL. */
  transaction<T>(fn: (sql: SqlExecutor) => Promise<T>): Promise<T>;
  raw: SqlExecutor;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export function fromPglite(client: PGlite): Database {
  const raw: SqlExecutor = {
    exec: async (text) => void (await client.exec(text)),
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query<T>(text, params)).rows,
  };
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    engine: 'pglite',
    raw,
    transaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (text) => void (await tx.exec(text)),
          query: async <T>(text: string, params?: unknown[]) =>
            (await tx.query<T>(text, params)).rows,
        }),
      ),
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}

export function fromPostgres(url: string, log?: Pick<Logger, 'warn'>): Database {
  // A server that does not answer fails a query after 5 s (503) rather than holding it.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection the server drops (a restart, a failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (error) => log?.warn({ err: error }, 'a PostgreSQL connection was lost'));
  const raw: SqlExecutor = {
    exec: async (text) => void (await pool.query(text)),
    query: async <T>(text: string, params?: unknown[]) =>
      (await pool.query(text, params)).rows as T[],
  };
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    engine: 'postgres',
    url,
    raw,
    transaction: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn({
          exec: async (text) => void (await conn.query(text)),
          query: async <T>(text: string, params?: unknown[]) =>
            (await conn.query(text, params)).rows as T[],
        });
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK');
        throw error;
      } finally {
        conn.release();
      }
    },
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL server when a URL is given, else embedded PGlite persisted under `dataDir`. */
export async function openDatabase(
  options: { databaseUrl?: string | undefined; dataDir: string },
  log?: Pick<Logger, 'warn'>,
): Promise<Database> {
  if (options.databaseUrl) return fromPostgres(options.databaseUrl, log);
  const dir = `${options.dataDir}/pglite`;
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return fromPglite(client);
}
