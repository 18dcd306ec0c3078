import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));
/** The contracts package from its sources, as the API's and the browser tests' code imports it. */
const contracts = [
  { find: /^@app\/contracts$/, replacement: source('./packages/contracts/src/index.ts') },
  { find: /^@app\/contracts\/site$/, replacement: source('./packages/contracts/src/site.ts') },
  {
    find: /^@app\/contracts\/html-text$/,
    replacement: source('./packages/contracts/src/html-text.ts'),
  },
];

/** The API suite runs on embedded PGlite always, and on a PostgreSQL server when one is given. */
const apiProject = (
  name: string,
  engine: 'pglite' | 'postgres',
): TestProjectInlineConfiguration => ({
  resolve: { alias: contracts },
  test: {
    name,
    root: './apps/api',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    env: { TEST_DB: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      // Checks of the repository itself: the lint rules, the deployment files.
      {
        resolve: { alias: contracts },
        test: { name: 'repo', root: '.', include: ['test/**/*.test.ts'], testTimeout: 60_000 },
      },
      apiProject('api:pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api:postgres', 'postgres')] : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // A screen test clicks through several renders; on a busy machine that takes seconds.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias: contracts },
        test: {
          name: 'e2e',
          root: './apps/web',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // A test walks through several pages; on a busy machine one page takes seconds.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
    ],
  },
});
