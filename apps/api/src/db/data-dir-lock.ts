import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from '../startup-errors.js';

const LOCK_FILE = 'server.lock';

function isRunning(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims DATA_DIR for this process: the embedded database may be opened by one process only,
 * or two copies diverge and one's writes are lost. The lock file holds the owner's pid; a lock
 * whose process is gone (a crash, a reboot) is stale and taken over. Answers the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o644 });
      return () => {
        if (readOwner(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner !== undefined && isRunning(owner)) {
      throw new StartupError(
        `DATA_DIR "${dataDir}" is in use by another server (pid ${owner}): stop it first, or give this one its own DATA_DIR.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new StartupError(`Could not lock DATA_DIR "${dataDir}": remove ${file} if no server runs.`);
}

function readOwner(file: string): number | undefined {
  try {
    return Number(readFileSync(file, 'utf8').trim());
  } catch {
    return undefined;
  }
}
