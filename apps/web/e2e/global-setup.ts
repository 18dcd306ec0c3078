import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../api/src/app.js';
import { createContext, ensureSuperadmin } from '../../api/src/bootstrap.js';
import { loadConfig } from '../../api/src/config.js';
import { openDatabase } from '../../api/src/db/client.js';
import { migrate } from '../../api/src/db/migrate.js';
import { seedDemoContent } from '../../api/src/seed/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminEmail: string;
    adminPassword: string;
  }
}

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * A production build of the web app of its own, so runs never share a half-written dist and
 * always test the current sources.
 */
async function buildWeb(): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'e2e-web-'));
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: webRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error('The web build failed');
  return outDir;
}

/**
 * Browser tests run against the production build served by the real API, on a fresh embedded
 * database with the demo content, as `npm start` does.
 */
export default async function setup(project: TestProject) {
  const dist = await buildWeb();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-data-'));
  const adminEmail = 'admin@example.com';
  const adminPassword = 'e2e-admin-password';
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    WEB_DIST: dist,
    // Each test context sends its own X-Forwarded-For, so per-address limits do not collide.
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
  });
  const database = await openDatabase({ dataDir });
  await migrate(database);
  const ctx = await createContext(config, database);
  await ensureSuperadmin(ctx);
  await seedDemoContent(ctx.db);
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  project.provide('baseURL', `http://127.0.0.1:${port}`);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  return async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(dist, { recursive: true, force: true });
  };
}
