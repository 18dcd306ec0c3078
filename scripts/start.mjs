// `npm start`: builds whatever is missing or older than its sources, then runs the one
// production process (API + web build) that migrates, seeds an empty database and serves.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
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
const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((source) => newest(at(source))));

if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building the site and the API...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, [at('apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(server.status ?? 0);
