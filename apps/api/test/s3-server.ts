import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOCUMENTS_PREFIX } from '../src/storage/s3-storage.js';

const OBJECT_SUFFIX = '._S3rver_object';
const S3RVER_BIN = path.join(
  path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')),
  'bin/s3rver.js',
);

/** A real S3 protocol server (s3rver) on a free port and a temporary folder, with one bucket. */
export type TestBucket = {
  /** The S3_* settings that point the app at the bucket. */
  env: Record<string, string>;
  /** The keys of the documents in the bucket, read from the server's folder, sorted. */
  documentKeys(): Promise<string[]>;
  /** The file that holds a document's bytes: its modification time is the object's LastModified. */
  objectFile(key: string): string;
  /** Stops the server (the bucket goes unreachable) and starts it again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
};

/**
 * s3rver in a process of its own, on 127.0.0.1, answering once it listens. It runs with
 * OpenSSL's legacy provider: it seals its ListObjectsV2 continuation tokens with DES.
 */
async function runS3rver(directory: string, port: number, bucket: string) {
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      S3RVER_BIN,
      ...['--directory', directory, '--address', '127.0.0.1', '--port', String(port)],
      ...['--configure-bucket', bucket, '--silent'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += String(chunk);
      const found = /listening on [\d.]+:(\d+)/.exec(output);
      if (found) resolve(Number(found[1]));
    });
    child.stderr!.on('data', (chunk) => (output += String(chunk)));
    child.on('exit', () => reject(new Error(`s3rver stopped: ${output}`)));
  });
  return { child, port: await listening };
}

export async function startTestBucket(bucket = 'documents'): Promise<TestBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  let port = 0;
  let server: ChildProcess | undefined;
  const start = async () => {
    ({ child: server, port } = await runS3rver(directory, port, bucket));
  };
  const stop = async () => {
    if (!server || server.exitCode !== null) return;
    const exited = once(server, 'exit');
    server.kill();
    await exited;
    server = undefined;
  };
  await start();
  const documents = path.join(directory, bucket, DOCUMENTS_PREFIX);
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async documentKeys() {
      const entries = await readdir(documents, { recursive: true }).catch(() => [] as string[]);
      return entries
        .filter((entry) => entry.endsWith(OBJECT_SUFFIX))
        .map((entry) => entry.slice(0, -OBJECT_SUFFIX.length).split(path.sep).join('/'))
        .sort();
    },
    objectFile: (key) => path.join(documents, ...key.split('/')) + OBJECT_SUFFIX,
    stop,
    start,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
