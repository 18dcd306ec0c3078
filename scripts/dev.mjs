// `npm run dev`: one process on :3000 with the API in watch mode (from its TypeScript sources)
// and the web app from its sources through Vite inside it (WEB_DEV): public pages rendered on the
// server as in production, hot reload in the browser.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runChild } from './run-child.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

runChild(
  process.execPath,
  [
    '--conditions=source',
    '--import',
    'tsx',
    '--watch',
    '--watch-path=apps/api/src',
    '--watch-path=packages/contracts/src',
    'apps/api/src/server.ts',
  ],
  { cwd: root, env: { NODE_ENV: 'development', WEB_DEV: 'true', ...process.env } },
);
