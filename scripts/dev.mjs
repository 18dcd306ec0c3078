// `npm run dev`: one process on :3000 with the API in watch mode (from its TypeScript sources)
// and the web app from its sources through Vite inside it (WEB_DEV): public pages rendered on the
// server as in production, hot reload in the browser.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const api = spawn(
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
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', WEB_DEV: 'true', ...process.env },
  },
);

const stop = () => api.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => process.exit(code ?? 0));
