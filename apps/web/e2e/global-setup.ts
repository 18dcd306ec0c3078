import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import {
  ensureSuperadmin,
  fromPglite,
  loadConfig,
  migrate,
  seedDemoContent,
} from '../../api/src/testing.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production web build the servers serve. */
    webDist: string;
    /** A migrated database with the demo content and the superadmin, as a PGlite dump. */
    databaseTemplate: string;
    adminEmail: string;
    adminPassword: string;
  }
}

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * A production build of the web app of its own (the browser's files and the server's
 * renderer), so runs never share a half-written dist and always test the current sources.
 */
async function buildWeb(): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'e2e-web-'));
  const builds = [
    ['--outDir', outDir, '--emptyOutDir'],
    ['--ssr', 'src/entry-server.tsx', '--outDir', path.join(outDir, 'server'), '--emptyOutDir'],
  ];
  for (const args of builds) {
    const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
      cwd: webRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error('The web build failed');
  }
  return outDir;
}

/**
 * Browser tests run against the production build served by the real API, as `npm start` does.
 * Here the web app is built once and a database with the demo content is made once, as a
 * PGlite data-dir dump; every test file then starts its own server on its own copy of it
 * (`openBrowser` in browser.ts), so files running side by side never see each other's data.
 */
export default async function setup(project: TestProject) {
  const dist = await buildWeb();
  const adminEmail = 'admin@example.com';
  const adminPassword = 'e2e-admin-password';
  const client = await PGlite.create();
  const database = fromPglite(client);
  await migrate(database);
  await ensureSuperadmin({
    db: database.db,
    config: loadConfig({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword }),
  });
  await seedDemoContent(database.db);
  const dump = await client.dumpDataDir('none');
  const template = path.join(dist, '..', `${path.basename(dist)}-database.tar`);
  await writeFile(template, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('webDist', dist);
  project.provide('databaseTemplate', template);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  return async () => {
    await rm(dist, { recursive: true, force: true });
    await rm(template, { force: true });
  };
}
