import { constants, createReadStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where application documents live (ADR 0003): a folder under DATA_DIR, or an S3-compatible
 * bucket. Documents are stored under random keys; their names, sizes and types are rows in the
 * database. An upload is first written to a scratch file on this instance's disk (`tempPath`),
 * checked, and then handed to `put`, which takes it into the store and removes the scratch file.
 */
export type FileStorage = {
  /** A fresh scratch path on this instance's disk, for streaming an upload into. */
  tempPath(): Promise<string>;
  /** Takes a finished scratch file into the store under a new random key, and removes it. */
  put(tempFile: string): Promise<string>;
  /** The stored document, or undefined when no document has the key. */
  open(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Whether documents can be written now (for /api/health). */
  ping(): Promise<boolean>;
  /** The scratch files, with when each was last written, for the sweep. */
  listScratch(): Promise<StoredFile[]>;
  /** Removes a scratch file listed by `listScratch`. */
  deleteScratch(file: string): Promise<void>;
  /** The stored documents, a page at a time, with when each was written, for the sweep. */
  listStored(): AsyncIterable<StoredKey[]>;
};

export type StoredFile = { file: string; modifiedAt: number };
export type StoredKey = { key: string; modifiedAt: number };

/** A storage key: a two-character shard and a random name, the same on disk and in a bucket. */
export const KEY_PATTERN = /^[a-f0-9]{2}\/[a-f0-9]{32}$/;

export function newKey() {
  const name = randomBytes(16).toString('hex');
  return `${name.slice(0, 2)}/${name}`;
}

/** The files directly in a folder, with their modification times (none if it is missing). */
async function filesIn(folder: string): Promise<StoredFile[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const files: StoredFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(folder, entry.name);
    const info = await stat(file).catch(() => undefined);
    if (info) files.push({ file, modifiedAt: info.mtimeMs });
  }
  return files;
}

/** Whether a folder can be written to (created when missing). */
async function writable(folder: string) {
  try {
    await mkdir(folder, { recursive: true });
    await access(folder, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** The scratch folder of uploads in progress, `.tmp` under `root`, on this instance's disk. */
export function scratchArea(root: string) {
  const folder = path.join(root, '.tmp');
  return {
    folder,
    async tempPath() {
      await mkdir(folder, { recursive: true });
      return path.join(folder, randomBytes(16).toString('hex'));
    },
    listScratch: () => filesIn(folder),
    async deleteScratch(file: string) {
      if (path.dirname(file) !== folder) throw new Error(`Not a scratch file: ${file}`);
      await rm(file, { force: true });
    },
    ping: () => writable(root),
  };
}

export function localDiskStorage(root: string): FileStorage {
  const scratch = scratchArea(root);
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    tempPath: scratch.tempPath,
    async put(tempFile) {
      const key = newKey();
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await rename(tempFile, fileOf(key));
      return key;
    },
    async open(key) {
      const file = fileOf(key);
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      return info && { stream: createReadStream(file), size: info.size };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async exists(key) {
      return stat(fileOf(key)).then(
        () => true,
        () => false,
      );
    },
    ping: scratch.ping,
    listScratch: scratch.listScratch,
    deleteScratch: scratch.deleteScratch,
    async *listStored() {
      for (const entry of await readdir(root, { withFileTypes: true }).catch(() => [])) {
        if (!entry.isDirectory() || !/^[a-f0-9]{2}$/.test(entry.name)) continue;
        const page = (await filesIn(path.join(root, entry.name)))
          .map(({ file, modifiedAt }) => ({
            key: `${entry.name}/${path.basename(file)}`,
            modifiedAt,
          }))
          .filter(({ key }) => KEY_PATTERN.test(key));
        if (page.length > 0) yield page;
      }
    },
  };
}
