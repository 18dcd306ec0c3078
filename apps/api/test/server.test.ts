import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl } from './db-url.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));
/** tsx by its path, so that a process started in another folder finds it. */
const tsx = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

type Run = {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  /** The lines written, each parsed when it is JSON (a log line), else as text. */
  lines(): (Record<string, unknown> | string)[];
};

/** A real process of a TypeScript entry point, as `npm start` runs the built one. */
function run(file: string, env: Record<string, string>, args: string[] = [], cwd = root): Run {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', tsx, source(file), ...args],
    {
      cwd,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    lines: () =>
      output
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => {
          try {
            return JSON.parse(line) as Record<string, unknown>;
          } catch {
            return line;
          }
        }),
  };
}

const startServer = (env: Record<string, string>, cwd?: string) => run('server.ts', env, [], cwd);

/** The log line of a failed start: exactly one fatal line, with no stack trace anywhere. */
async function failedStart(server: Run) {
  expect(await server.exited).toBe(1);
  const fatal = server.lines().filter((line) => typeof line === 'object' && line.level === 60);
  expect(fatal, server.output()).toHaveLength(1);
  expect(server.output()).not.toMatch(/\n\s+at /);
  return String((fatal[0] as { msg: string }).msg);
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'server-test-'));
  dirs.push(dir);
  return dir;
};

const healthy = async (base: string) =>
  (await fetch(`${base}/api/health`).catch(() => undefined))?.status === 200;

const signIn = (base: string, email: string, password: string) =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

// The embedded database's process checks: once, in the PGlite project.
describe.skipIf(process.env.TEST_DB === 'postgres')('the server process', () => {
  it('starts on an empty embedded database with demo content, logs JSON lines, and stops gracefully', async () => {
    const dataDir = await tempDir();
    const port = await freePort();
    const server = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: 'boss@example.com',
    });
    const base = `http://127.0.0.1:${port}`;
    await waitUntil(() => /Password: (\S+)/.test(server.output()));
    expect(await healthy(base)).toBe(true);

    // The generated superadmin password is printed once and works.
    const password = /Password: (\S+)/.exec(server.output())![1]!;
    expect((await signIn(base, 'boss@example.com', password)).status).toBe(200);
    const projects = (await (await fetch(`${base}/api/projects?page=1&per_page=100`)).json()) as {
      total: number;
    };
    expect(projects.total).toBeGreaterThanOrEqual(5);

    // A second process on the same DATA_DIR refuses to start, naming the first.
    const second = startServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
    });
    expect(await failedStart(second)).toBe(
      `DATA_DIR "${dataDir}" is in use by another server (pid ${server.child.pid}): stop it first, or give this one its own DATA_DIR.`,
    );
    // So does the password reset, while the server runs.
    const busyReset = run('reset-password.ts', { DATA_DIR: dataDir }, ['boss@example.com']);
    expect(await busyReset.exited).toBe(1);
    expect(busyReset.output()).toContain('is in use by another server');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Every line but the password notice is a JSON log line.
    const text = server.lines().filter((line) => typeof line === 'string');
    expect(text.join('\n')).toMatch(/^\s*Created the superadmin account\./);
    expect(text.every((line) => /superadmin|Email:|Password:|shown only once/.test(line))).toBe(
      true,
    );
    expect(server.lines()).toContainEqual(
      expect.objectContaining({ msg: 'SIGTERM received: finishing open requests, then stopping' }),
    );

    // The password reset from the shell: a new password, printed once; the old one is gone.
    const reset = run('reset-password.ts', { DATA_DIR: dataDir }, ['BOSS@example.com']);
    expect(await reset.exited).toBe(0);
    const newPassword = /New password for boss@example.com: (\S+)/.exec(reset.output())?.[1];
    expect(newPassword).toBeDefined();
    const unknown = run('reset-password.ts', { DATA_DIR: dataDir }, ['nobody@example.com']);
    expect(await unknown.exited).toBe(1);
    expect(unknown.output()).toContain(
      'There is no user with the e-mail address nobody@example.com.',
    );

    const again = startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    await waitUntil(() => healthy(base));
    expect((await signIn(base, 'boss@example.com', password)).status).toBe(401);
    expect((await signIn(base, 'boss@example.com', newPassword!)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('applies the migrations from the shell once, then finds the database up to date', async () => {
    const dataDir = await tempDir();
    const first = run('run-migrations.ts', { DATA_DIR: dataDir });
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/^Applied 0000_\w+/);
    const again = run('run-migrations.ts', { DATA_DIR: dataDir });
    expect(await again.exited).toBe(0);
    expect(again.output().trim()).toBe('The database is up to date.');
    const usage = run('run-migrations.ts', { DATA_DIR: dataDir }, ['now']);
    expect(await usage.exited).toBe(1);
    expect(usage.output().trim()).toBe('Usage: npm run migrate');
  }, 120_000);

  it('stops 10 s after SIGTERM with exit 0 and a log line when a request is still open', async () => {
    const port = await freePort();
    const server = startServer({
      DATA_DIR: await tempDir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_CONTENT: 'false',
      ADMIN_PASSWORD: 'a-long-admin-passphrase',
    });
    await waitUntil(() => healthy(`http://127.0.0.1:${port}`));
    // A client that sent half of its request and waits.
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopping = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - stopping).toBeGreaterThanOrEqual(9_500);
    expect(server.lines()).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'Requests were still open 10 s after SIGTERM: stopped anyway',
      }),
    );
    socket.destroy();
  }, 60_000);

  it('takes over the lock a crashed server left behind', async () => {
    const dataDir = await tempDir();
    const crashed = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => crashed.on('exit', resolve));
    await writeFile(path.join(dataDir, 'server.lock'), String(crashed.pid));
    const port = await freePort();
    const server = startServer({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'a-long-admin-passphrase',
    });
    await waitUntil(() => healthy(`http://127.0.0.1:${port}`));
    expect(await readFile(path.join(dataDir, 'server.lock'), 'utf8')).toBe(
      String(server.child.pid),
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('stops with one clear line when the port is taken, before any admin password is shown', async () => {
    const dataDir = await tempDir();
    const busy: Server = await new Promise((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
    });
    const { port } = busy.address() as { port: number };
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    expect(await failedStart(server)).toBe(
      `Port ${port} is already in use: stop the other process, or set PORT to a free port.`,
    );
    busy.close();
    expect(server.output()).not.toContain('Password:');

    // The next start on a free port creates the admin then, and shows its password.
    const freed = startServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
    });
    await waitUntil(() => freed.output().includes('Password: '));
    freed.child.kill('SIGTERM');
    expect(await freed.exited).toBe(0);
  }, 90_000);

  it('stops with one clear line when DATA_DIR cannot be written', async () => {
    const file = path.join(await tempDir(), 'a-file');
    await writeFile(file, 'not a folder');
    const server = startServer({
      DATA_DIR: path.join(file, 'data'),
      PORT: String(await freePort()),
    });
    expect(await failedStart(server)).toBe(
      `DATA_DIR "${path.join(file, 'data')}" is not writable: choose a folder this user may write to (DATA_DIR), or fix its permissions.`,
    );
  }, 30_000);

  it('stops with one clear line when PostgreSQL cannot be reached or found', async () => {
    const closedPort = await freePort();
    const refused = startServer({
      DATA_DIR: await tempDir(),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/site`,
    });
    expect(await failedStart(refused)).toBe(
      `Cannot connect to PostgreSQL at 127.0.0.1:${closedPort} (connection refused): start it, or check DATABASE_URL.`,
    );
    const unknownHost = startServer({
      DATA_DIR: await tempDir(),
      DATABASE_URL: 'postgres://postgres@no-such-host.invalid:5432/site',
    });
    expect(await failedStart(unknownHost)).toBe(
      'Cannot find the PostgreSQL host "no-such-host.invalid": check the host name in DATABASE_URL.',
    );
  }, 60_000);

  it('stops with one clear line when Redis cannot be reached', async () => {
    const closedPort = await freePort();
    const server = startServer({
      DATA_DIR: await tempDir(),
      PORT: String(await freePort()),
      REDIS_URL: `redis://127.0.0.1:${closedPort}`,
    });
    expect(await failedStart(server)).toBe(
      `Cannot reach Redis at 127.0.0.1:${closedPort}: start it, or unset REDIS_URL to keep the limits in this process's memory.`,
    );
  }, 60_000);

  it('refuses a bad setting with one clear line', async () => {
    const server = startServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
    const line = await failedStart(server);
    expect(line).toContain('Invalid configuration');
    expect(line).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
  }, 30_000);

  it('reads .env in its working folder, the environment winning', async () => {
    const folder = await tempDir();
    const port = await freePort();
    await writeFile(
      path.join(folder, '.env'),
      [
        '# settings for this folder',
        'ADMIN_EMAIL=from-file@example.com',
        'SEED_DEMO_CONTENT=false',
        `PORT=${port}`,
        'HOST=127.0.0.1',
        'DATA_DIR=./site-data',
      ].join('\n'),
    );
    const server = startServer({ ADMIN_EMAIL: 'from-env@example.com' }, folder);
    const base = `http://127.0.0.1:${port}`;
    await waitUntil(() => server.output().includes('Password: '));
    expect(server.output()).toContain('Email:    from-env@example.com');
    const projects = (await (await fetch(`${base}/api/projects?page=1&per_page=10`)).json()) as {
      total: number;
    };
    expect(projects.total).toBe(0);
    expect(await readFile(path.join(folder, 'site-data', 'server.lock'), 'utf8')).toBe(
      String(server.child.pid),
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});

describe.runIf(process.env.TEST_DB === 'postgres')('the server process on PostgreSQL', () => {
  it('stops with one clear line when the database does not exist', async () => {
    const url = databaseUrl(process.env.TEST_DATABASE_URL!, 'no_such_database_here');
    const server = startServer({ DATA_DIR: await tempDir(), DATABASE_URL: url });
    expect(await failedStart(server)).toBe(
      'The database "no_such_database_here" does not exist on the PostgreSQL server: create it (createdb no_such_database_here), or fix the name in DATABASE_URL.',
    );
  }, 30_000);
});

describe('the start scripts', () => {
  /**
   * A folder with a runner script like scripts/start.mjs, whose stand-in server says it runs
   * and, on SIGTERM, writes `stopped` and exits 0.
   */
  async function stagedRunner() {
    const folder = await tempDir();
    const marker = path.join(folder, 'stopped');
    const server = `process.on('SIGTERM', () => { require('fs').writeFileSync(${JSON.stringify(marker)}, 'yes'); process.exit(0); }); console.log('serving ' + process.pid); setInterval(() => {}, 1000);`;
    await writeFile(
      path.join(folder, 'runner.mjs'),
      `import { runChild } from ${JSON.stringify(pathToFileURL(path.join(root, 'scripts/run-child.mjs')).href)};\nrunChild(process.execPath, ['-e', ${JSON.stringify(server)}], {});\n`,
    );
    await writeFile(
      path.join(folder, 'package.json'),
      JSON.stringify({ name: 'runner', private: true, scripts: { start: 'node runner.mjs' } }),
    );
    return { folder, marker };
  }

  /** Starts `command` in the folder, waits for the server, sends SIGTERM to `command`. */
  async function stopWhileServing(command: string, args: string[], folder: string) {
    const parent = spawn(command, args, { cwd: folder });
    let output = '';
    parent.stdout!.on('data', (chunk) => (output += chunk));
    await waitUntil(() => output.includes('serving'), 20_000);
    const serverPid = Number(/serving (\d+)/.exec(output)![1]);
    const exited = new Promise((resolve) => parent.on('exit', (code) => resolve(code)));
    parent.kill('SIGTERM');
    await exited;
    return serverPid;
  }

  const isRunning = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it('pass a stop signal on to the server and end with it, leaving nothing running', async () => {
    const { folder, marker } = await stagedRunner();
    const serverPid = await stopWhileServing(process.execPath, ['runner.mjs'], folder);
    expect(await readFile(marker, 'utf8')).toBe('yes');
    await waitUntil(() => !isRunning(serverPid), 5_000);
  }, 30_000);

  it('stop the server when npm is stopped, although npm does not pass the signal on', async () => {
    const { folder, marker } = await stagedRunner();
    const serverPid = await stopWhileServing('npm', ['start', '--silent'], folder);
    await waitUntil(() => !isRunning(serverPid), 5_000);
    expect(await readFile(marker, 'utf8')).toBe('yes');
  }, 40_000);
});
