import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SERVER = path.join(root, 'apps/api/src/server.ts');
/** tsx by its path, so that a process started in another folder finds it. */
const TSX = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;

export type ServerProcess = {
  url: string;
  /** What the process wrote to stdout and stderr, for failure messages. */
  output(): string;
  /** Sends `signal` (unless the process has ended) and resolves once it has ended. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const healthy = async (url: string) =>
  (await fetch(`${url}/api/health`).catch(() => undefined))?.status === 200;

/**
 * A real process of the product as `npm start` runs it (NODE_ENV=production, the API and the web
 * build in WEB_DIST), from the sources through tsx, on a free port of 127.0.0.1, started in
 * `cwd` with `env` as its only settings. Resolves once /api/health answers 200; rejects with the
 * process's output when it ends first or is not up within `timeoutMs`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { cwd, timeoutMs = 120_000 }: { cwd: string; timeoutMs?: number },
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=source', '--import', TSX, SERVER], {
    cwd,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const ended = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (running()) child.kill(signal);
    await ended;
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (!(await healthy(url))) {
    if (!running()) throw new Error(`The server ended while starting:\n${output}`);
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`The server did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, output: () => output, stop };
}
