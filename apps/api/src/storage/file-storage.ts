import { constants, createReadStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where application documents live (ADR 0003). Files are stored under random keys; their
 * names, sizes and types are rows in the database. Uploads are first written to a scratch
 * file (`tempPath`) and then moved in with `put`.
 */
export type FileStorage = {
  /** A fresh scratch path on the same disk as the store, for streaming an upload into. */
  tempPath(): Promise<string>;
  /** Moves a finished scratch file into the store under a new random key. */
  put(tempFile: string): Promise<string>;
  open(key: string): Promise<{ stream: Readable; size: number }>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Whether files can be written now (for /api/health). */
  ping(): Promise<boolean>;
  /** Scratch files and stored files, with when each was last written, for the sweep. */
  list(): Promise<{ scratch: StoredFile[]; stored: (StoredFile & { key: string })[] }>;
  /** Removes a scratch file listed by `list`. */
  deleteScratch(file: string): Promise<void>;
};

export type StoredFile = { file: string; modifiedAt: number };

const KEY_PATTERN = /^[a-f0-9]{2}\/[a-f0-9]{32}$/;

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

export function localDiskStorage(root: string): FileStorage {
  const scratch = path.join(root, '.tmp');
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async tempPath() {
      await mkdir(scratch, { recursive: true });
      return path.join(scratch, randomBytes(16).toString('hex'));
    },
    async put(tempFile) {
      const name = randomBytes(16).toString('hex');
      const key = `${name.slice(0, 2)}/${name}`;
      await mkdir(path.dirname(fileOf(key)), { recursive: true });
      await rename(tempFile, fileOf(key));
      return key;
    },
    async open(key) {
      const file = fileOf(key);
      const { size } = await stat(file);
      return { stream: createReadStream(file), size };
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
    async ping() {
      try {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
    async list() {
      const scratchFiles = await filesIn(scratch);
      const stored: (StoredFile & { key: string })[] = [];
      for (const entry of await readdir(root, { withFileTypes: true }).catch(() => [])) {
        if (!entry.isDirectory() || !/^[a-f0-9]{2}$/.test(entry.name)) continue;
        for (const found of await filesIn(path.join(root, entry.name))) {
          const key = `${entry.name}/${path.basename(found.file)}`;
          if (KEY_PATTERN.test(key)) stored.push({ ...found, key });
        }
      }
      return { scratch: scratchFiles, stored };
    },
    async deleteScratch(file) {
      if (path.dirname(file) !== scratch) throw new Error(`Not a scratch file: ${file}`);
      await rm(file, { force: true });
    },
  };
}
