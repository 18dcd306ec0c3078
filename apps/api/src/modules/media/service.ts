import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { MEDIA_MAX_BYTES, MEDIA_UPLOAD_FIELD, type MediaVariant } from '@app/contracts';
import type { AppContext } from '../../app-context.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import type { Logger } from '../../lib/logger.js';
import { enforceLimit, inMinutes } from '../../lib/rate-limiter.js';
import { cleanFileName } from '../applications/document-name.js';
import { type MediaType, type ProcessedImage, processImage } from './image-processing.js';
import { mediaRepository, type MediaRow, storageKeys } from './repository.js';

/** At most 120 images per 10 minutes from one staff member (a whole shoot, not a flood). */
export const MEDIA_UPLOAD_LIMIT = { max: 120, windowMs: 10 * 60 * 1000 };
/** Images made at once in this process: each takes a core and tens of megabytes for a while. */
const MAX_PROCESSING = 2;

const TOO_LARGE = `The image is larger than ${MEDIA_MAX_BYTES / (1024 * 1024)} MB.`;

/** What an upload has written so far: removed when it fails. */
type Written = { tempPaths: string[]; keys: string[] };

/** A few at a time: the others wait their turn. */
function semaphore(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
const processing = semaphore(MAX_PROCESSING);

export type MediaUpload = {
  userId: number;
  /** The body's parts in order, or undefined when it is not multipart/form-data. */
  parts: AsyncIterator<Multipart> | undefined;
  body: Readable;
  log: Pick<Logger, 'error'>;
};

/**
 * Takes an image sent as multipart/form-data (field `file`) into the library: the file is
 * streamed to a scratch file (at most MEDIA_MAX_BYTES), its type read from its content, the
 * original (upright, without metadata), its variants and its placeholder made, each file put
 * into the store, and then the row inserted. If any step fails, every file written is removed
 * and no row remains (what a killed process leaves is removed by the sweep).
 */
export async function uploadMedia(ctx: AppContext, upload: MediaUpload): Promise<MediaRow> {
  await enforceLimit(
    ctx.limiter,
    `media:user:${upload.userId}`,
    MEDIA_UPLOAD_LIMIT,
    (wait) => `Too many uploads. Try again in ${inMinutes(wait)}.`,
  );
  if (!upload.parts) throw new HttpError(415, 'Send the image as multipart/form-data.');
  const written: Written = { tempPaths: [], keys: [] };
  try {
    const { name, bytes } = await receiveFile(ctx, upload.parts, written);
    // The upload is read: its scratch file goes now (the store keeps what is made of it).
    await rm(written.tempPaths.pop()!, { force: true });
    const image = await processing(() => processImage(bytes, name));
    return await store(ctx, image, { name, userId: upload.userId, log: upload.log }, written);
  } catch (error) {
    drain(upload.body);
    await removeAll(ctx, upload.log, written);
    throw error;
  }
}

/**
 * Writes the processed files into the store and inserts the row; if that fails, the files it
 * wrote are removed. `written` hears of each file too, for the caller's own clean-up.
 */
export async function store(
  ctx: AppContext,
  image: ProcessedImage,
  { name, userId, log }: { name: string; userId: number | null; log: Pick<Logger, 'error'> },
  written: Written = { tempPaths: [], keys: [] },
): Promise<MediaRow> {
  const mine: Written = { tempPaths: [], keys: [] };
  try {
    return await storeFiles(ctx, image, { name, userId }, mine);
  } catch (error) {
    await removeAll(ctx, log, mine);
    throw error;
  } finally {
    written.tempPaths.push(...mine.tempPaths);
    written.keys.push(...mine.keys);
  }
}

async function storeFiles(
  ctx: AppContext,
  image: ProcessedImage,
  { name, userId }: { name: string; userId: number | null },
  written: Written,
): Promise<MediaRow> {
  const put = async (data: Buffer) => {
    const tempPath = await ctx.storage.tempPath();
    written.tempPaths.push(tempPath);
    await writeFile(tempPath, data, { flag: 'wx' });
    const key = await ctx.storage.put(tempPath);
    written.keys.push(key);
    return key;
  };
  const storage_key = await put(image.original.data);
  const variants: MediaVariant[] = [];
  for (const variant of image.variants) {
    variants.push({
      width: variant.width,
      height: variant.height,
      format: variant.format,
      key: await put(variant.data),
      bytes: variant.data.length,
    });
  }
  return mediaRepository(ctx.db).create({
    storage_key,
    file_name: mediaFileName(name, image.type),
    content_type: image.type,
    bytes: image.original.data.length,
    width: image.original.width,
    height: image.original.height,
    variants,
    placeholder: image.placeholder,
    alt: {},
    created_by: userId,
  });
}

/** Each type's extension, and the extensions a name of it may already end in. */
const EXTENSIONS: Record<MediaType, { own: string; known: RegExp }> = {
  'image/jpeg': { own: '.jpg', known: /\.jpe?g$/i },
  'image/png': { own: '.png', known: /\.png$/i },
  'image/webp': { own: '.webp', known: /\.webp$/i },
  'image/avif': { own: '.avif', known: /\.avif$/i },
};

/** The name with the extension of the type read from its content (`photo.exe`, a PNG: `photo.png`). */
function mediaFileName(name: string, type: MediaType) {
  const { own, known } = EXTENSIONS[type];
  if (known.test(name)) return name;
  return `${name.replace(/\.[a-z0-9]{1,5}$/i, '') || 'image'}${own}`;
}

/** Removes a media item's files from the store; one that fails is left to the sweep. */
export async function removeFiles(
  ctx: AppContext,
  log: Pick<Logger, 'error'>,
  row: Pick<MediaRow, 'storage_key' | 'variants'>,
) {
  await removeAll(ctx, log, { tempPaths: [], keys: storageKeys(row) });
}

async function removeAll(ctx: AppContext, log: Pick<Logger, 'error'>, written: Written) {
  const removals = [
    ...written.tempPaths.map((file) => rm(file, { force: true })),
    ...written.keys.map((key) => ctx.storage.delete(key)),
  ];
  for (const outcome of await Promise.allSettled(removals)) {
    if (outcome.status === 'rejected') {
      log.error({ err: outcome.reason }, 'could not remove a file of the media library');
    }
  }
}

/** Reads what the client still sends after a refusal, so that it reads the answer. */
function drain(raw: Readable) {
  if (raw.readableEnded || raw.destroyed) return;
  let drained = 0;
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > 4 * MEDIA_MAX_BYTES) raw.destroy();
  });
  raw.resume();
}

/** The multipart parser's own failures as client answers. */
function multipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return badRequest('Send one image at a time.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'Too many form fields.');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, TOO_LARGE);
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The upload was interrupted before it finished');
    default:
      return badRequest('Invalid request: the multipart body is malformed');
  }
}

/** Streams the one file part to a scratch file and reads it back (at most MEDIA_MAX_BYTES). */
async function receiveFile(ctx: AppContext, parts: AsyncIterator<Multipart>, written: Written) {
  let received: { name: string; bytes: Buffer } | undefined;
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw multipartError(error);
    }
    if (next.done) break;
    const part = next.value;
    if (part.type === 'field') continue;
    if (part.fieldname !== MEDIA_UPLOAD_FIELD || received) {
      throw badRequest(`Invalid request: send one image, in the "${MEDIA_UPLOAD_FIELD}" field`);
    }
    const tempPath = await ctx.storage.tempPath();
    written.tempPaths.push(tempPath);
    const out = createWriteStream(tempPath, { flags: 'wx' });
    try {
      await pipeline(part.file, out);
    } catch (error) {
      if (!out.closed) await once(out, 'close');
      if (error instanceof Error && 'syscall' in error) throw error;
      throw multipartError(error);
    }
    if (part.file.truncated) throw new HttpError(413, TOO_LARGE);
    const name = cleanFileName(part.filename || 'image');
    const bytes = await readFile(tempPath);
    if (bytes.length === 0) throw badRequest(`"${name}" is empty.`);
    received = { name, bytes };
  }
  if (!received) {
    throw badRequest(`Invalid request: the image is missing (field "${MEDIA_UPLOAD_FIELD}")`);
  }
  return received;
}
