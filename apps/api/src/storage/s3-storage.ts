import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { bucketStartupError } from '../startup-errors.js';
import { type FileStorage, KEY_PATTERN, newKey, scratchArea } from './file-storage.js';

/** Documents are objects under this prefix, so the bucket may hold other things beside them. */
export const DOCUMENTS_PREFIX = 'documents/';
/** How long the health check, the start-up check and any other call wait for an answer. */
const PING_TIMEOUT_MS = 5_000;
const START_TIMEOUT_MS = 15_000;
const ANSWER_TIMEOUT_MS = 30_000;
/** How long sending a document (at most 10 MB) may take, answer included. */
const PUT_TIMEOUT_MS = 5 * 60_000;

const status = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/** Answers undefined when the object does not exist; any other failure is thrown. */
const unlessMissing = (error: unknown) => {
  if (status(error) === 404) return undefined;
  throw error;
};

/**
 * Runs a call that must be answered within `timeoutMs`, so that a bucket that hangs fails the
 * request rather than holding it; a body that then streams (a download) is not cut.
 */
async function answered<T>(timeoutMs: number, call: (abortSignal: AbortSignal) => Promise<T>) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await call(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

const objectKey = (key: string) => {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return DOCUMENTS_PREFIX + key;
};

/**
 * Documents in an S3-compatible bucket (ADR 0003), with the official AWS SDK. A checked scratch
 * file is sent in one streamed PutObject of known length: nothing is buffered in memory, and
 * the object appears whole or not at all, so no half-written upload is ever left in the
 * bucket. Downloads stream from the bucket. `pageSize` is how many keys the sweep lists at a
 * time (S3's own default when unset).
 */
export function s3Storage(
  s3: S3Config,
  root: string,
  options: { pageSize?: number } = {},
): FileStorage & { ready(): Promise<void> } {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // Checksums only where S3 requires them: S3-compatible servers do not all take the SDK's
    // default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: PING_TIMEOUT_MS },
  });
  const Bucket = s3.bucket;
  const scratch = scratchArea(root);
  const headBucket = (timeoutMs: number) =>
    answered(timeoutMs, (abortSignal) =>
      client.send(new HeadBucketCommand({ Bucket }), { abortSignal }),
    );
  const remove = (key: string) =>
    answered(ANSWER_TIMEOUT_MS, (abortSignal) =>
      client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }), { abortSignal }),
    );

  return {
    async ready() {
      await headBucket(START_TIMEOUT_MS).catch((error: unknown) => {
        throw bucketStartupError(error, s3);
      });
    },
    tempPath: scratch.tempPath,
    async put(tempFile) {
      const key = newKey();
      try {
        const { size } = await stat(tempFile);
        await answered(PUT_TIMEOUT_MS, (abortSignal) =>
          client.send(
            new PutObjectCommand({
              Bucket,
              Key: objectKey(key),
              Body: createReadStream(tempFile),
              ContentLength: size,
              ContentType: 'application/octet-stream',
            }),
            { abortSignal },
          ),
        );
      } catch (error) {
        // The server may have stored it before the answer was lost.
        await remove(key).catch(() => undefined);
        throw error;
      } finally {
        await rm(tempFile, { force: true });
      }
      return key;
    },
    async open(key) {
      const object = await answered(ANSWER_TIMEOUT_MS, (abortSignal) =>
        client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }), { abortSignal }),
      ).catch(unlessMissing);
      if (!object) return undefined;
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    },
    async delete(key) {
      await remove(key);
    },
    async exists(key) {
      const head = await answered(ANSWER_TIMEOUT_MS, (abortSignal) =>
        client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }), { abortSignal }),
      ).catch(unlessMissing);
      return head !== undefined;
    },
    async ping() {
      const [bucket, disk] = await Promise.all([
        headBucket(PING_TIMEOUT_MS).then(
          () => true,
          () => false,
        ),
        scratch.ping(),
      ]);
      return bucket && disk;
    },
    listScratch: scratch.listScratch,
    deleteScratch: scratch.deleteScratch,
    async *listStored() {
      const pages = paginateListObjectsV2(
        { client, pageSize: options.pageSize },
        { Bucket, Prefix: DOCUMENTS_PREFIX },
      );
      for await (const page of pages) {
        const keys = (page.Contents ?? []).flatMap(({ Key, LastModified }) => {
          const key = Key?.slice(DOCUMENTS_PREFIX.length) ?? '';
          return KEY_PATTERN.test(key) && LastModified
            ? [{ key, modifiedAt: LastModified.getTime() }]
            : [];
        });
        if (keys.length > 0) yield keys;
      }
    },
  };
}

/** The bucket's storage, once the bucket answers; else a StartupError that says why. */
export async function openS3Storage(s3: S3Config, root: string): Promise<FileStorage> {
  const storage = s3Storage(s3, root);
  await storage.ready();
  return storage;
}
