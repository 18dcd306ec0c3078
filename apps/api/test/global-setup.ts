import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { databaseUrl } from './db-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one template database per run; every test file then starts from a copy of it
 * (a PGlite data-dir dump, or `CREATE DATABASE ... TEMPLATE` on the server).
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
    const name = `tmpl_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = fromPostgres(databaseUrl(url, name));
    await migrate(database);
    await database.close();
    project.provide('postgresTemplate', name);
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 't\\_${name.slice(5)}\\_%'`,
      );
      for (const { datname } of leftovers.rows) {
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'pglite-template-'));
  const client = await PGlite.create();
  await migrate(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
