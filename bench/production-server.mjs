// The production server as `npm start` runs it (API + web build, NODE_ENV=production) on a
// throw-away embedded database with the demo content, for the benchmarks. Builds first when
// there is no build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export function ensureBuild() {
  const outputs = ['apps/web/dist/server/entry-server.js', 'apps/api/dist/server.js'];
  if (outputs.every((file) => existsSync(path.join(root, file)))) return;
  console.log('No build: building...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts the server (with `env` over its settings); answers its URL and a stop function. */
export async function startProductionServer(env = {}) {
  ensureBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-password-not-used',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 240) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    /** Stops the server; the promise settles once it has exited (its database closed). */
    stop() {
      const exited = new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve();
        else child.once('exit', () => resolve());
      });
      child.kill('SIGTERM');
      return exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
    },
  };
}
