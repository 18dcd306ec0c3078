// `npm run dev`: the API in watch mode (from TypeScript sources) and Vite with its proxy to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const apiPort = process.env.PORT ?? '3000';

const children = [
  spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', '--watch', 'apps/api/src/server.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { NODE_ENV: 'development', ...process.env, PORT: apiPort },
    },
  ),
  spawn('npx', ['vite'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && stop()));
