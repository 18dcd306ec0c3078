// Builds whatever is missing or older than its sources (`npm run build`), for the scripts that
// run the built server: `npm start` and `npm run reset-password`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = (...parts) => path.join(root, ...parts);

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(target)
      .filter((name) => name !== 'node_modules' && name !== 'dist')
      .map((name) => newest(path.join(target, name))),
  );
}

const outputs = [
  at('packages/contracts/dist/index.js'),
  at('apps/api/dist/server.js'),
  at('apps/web/dist/index.html'),
  at('apps/web/dist/server/entry-server.js'),
];
const sources = [
  'packages/contracts/src',
  'apps/api/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
];
export function buildIfNeeded() {
  const builtAt = Math.min(
    ...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
  );
  const changedAt = Math.max(...sources.map((source) => newest(at(source))));
  if (builtAt > 0 && changedAt <= builtAt) return;
  console.log('Building the site and the API...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export const apiEntry = (name) => at('apps/api/dist', name);
