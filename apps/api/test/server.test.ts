import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const entry = fileURLToPath(new URL('../src/server.ts', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The real entry point, as `npm start` runs it, on a fresh embedded database. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the server process', () => {
  it('starts on an empty embedded database with demo content, and stops gracefully', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'server-test-'));
    dirs.push(dataDir);
    const port = await freePort();
    const server = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: 'boss@example.com',
    });
    const base = `http://127.0.0.1:${port}`;
    let health: Response | undefined;
    for (let attempt = 0; attempt < 120 && !health; attempt++) {
      health = await fetch(`${base}/api/health`).catch(() => undefined);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(health?.status).toBe(200);

    // The generated superadmin password is printed once and works.
    const password = /Password: (\S+)/.exec(server.output())?.[1];
    expect(password).toBeDefined();
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@example.com', password }),
    });
    expect(login.status).toBe(200);
    const projects = (await (await fetch(`${base}/api/projects?page=1&per_page=100`)).json()) as {
      total: number;
    };
    expect(projects.total).toBeGreaterThanOrEqual(5);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
  }, 90_000);

  it('refuses a bad setting with a clear message', async () => {
    const server = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
  }, 30_000);
});
