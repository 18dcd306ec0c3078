import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
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
};

const KEY_PATTERN = /^[a-f0-9]{2}\/[a-f0-9]{32}$/;

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
  };
}
