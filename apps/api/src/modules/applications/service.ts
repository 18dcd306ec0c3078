import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  ACCEPTED_DOCUMENT_LABELS,
  APPLICATION_DOCUMENTS_FIELD,
  type ApplicationUploadFields,
  ApplicationUploadFieldsSchema,
  type DocumentMimeType,
  MAX_APPLICATION_FILES,
  MAX_APPLICATION_FILES_BYTES,
} from '@app/contracts';
import { type Language, PRIVACY_POLICY_VERSION } from '@app/contracts/site';
import type { AppContext } from '../../app-context.js';
import { badRequest, describeValidation, HttpError, notFound } from '../../lib/http-error.js';
import type { Logger } from '../../lib/logger.js';
import { enforceLimit, inMinutes, limitReached } from '../../lib/rate-limiter.js';
import { cleanFileName, documentFileName } from './document-name.js';
import { enqueueApplicationMail } from '../mail/notices.js';
import { documentTypeOf } from './document-type.js';
import { applicationsRepository, type NewApplication, type NewDocument } from './repository.js';

/** At most 10 applications per hour from one address. */
export const APPLICATION_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 };

const TOTAL_TOO_LARGE = 'Total file size exceeds 10MB.';

const notAccepted = (name: string) =>
  new HttpError(
    415,
    `File "${name}" is not an accepted type. Accepted: ${ACCEPTED_DOCUMENT_LABELS}.`,
  );

/** One uploaded file, streamed to a scratch file and checked. */
type ReceivedFile = {
  tempPath: string;
  /** The name it is stored under, with the extension of its type. */
  name: string;
  size: number;
  sha256: string;
  mimeType: DocumentMimeType;
};

/** What an upload has written so far (scratch files, stored documents): removed if it fails. */
type Scratch = { tempPaths: string[]; storedKeys: string[] };

/** An application as it arrives: plain values, so the service needs no web framework. */
export type ApplicationUpload = {
  /** The visitor's address: the limits count per address. */
  ip: string;
  /** The body's parts in order (read lazily), or undefined when it is not multipart/form-data. */
  parts: AsyncIterator<Multipart> | undefined;
  /** The request body as it arrives: what is left of it is drained after a refusal. */
  body: Readable;
  log: Pick<Logger, 'error'>;
  /** The language of the page it was sent from: the candidate's e-mail is written in it. */
  language: Language;
  /** The site's origin, for the link in the staff's notice. */
  siteUrl: string;
};

/**
 * Takes an application sent as multipart/form-data (SPEC §3 "Job application"), and stores it
 * atomically (DESIGN "Files", ADR 0003): each file is streamed to a scratch file on this
 * instance's disk while its size and checksum are computed, its type is read from its content,
 * then the files are put into the store (moved into the folder, or sent to the bucket) and the
 * rows inserted in one transaction. If any step fails, or the client goes away half-way, every
 * scratch file and stored document is deleted and no row remains; what a killed process leaves
 * is removed by the sweep.
 */
export async function submitApplication(ctx: AppContext, upload: ApplicationUpload) {
  const { ip } = upload;
  const open = uploadsInProgress.get(ip) ?? 0;
  if (open >= MAX_UPLOADS_IN_PROGRESS) {
    drainRequest(upload.body);
    throw limitReached(
      'Another upload from this address is still in progress. Please wait for it to finish.',
      10_000,
    );
  }
  uploadsInProgress.set(ip, open + 1);
  try {
    return await receiveApplication(ctx, upload);
  } finally {
    const left = (uploadsInProgress.get(ip) ?? 1) - 1;
    if (left > 0) uploadsInProgress.set(ip, left);
    else uploadsInProgress.delete(ip);
  }
}

/**
 * Uploads one address may have in progress at once in this process: a slow client (or one
 * that trickles on purpose) holds a connection and a scratch file per upload.
 */
export const MAX_UPLOADS_IN_PROGRESS = 3;
const uploadsInProgress = new Map<string, number>();

async function receiveApplication(ctx: AppContext, upload: ApplicationUpload) {
  await enforceLimit(
    ctx.limiter,
    `applications:ip:${upload.ip}`,
    APPLICATION_LIMIT,
    (wait) => `Too many applications from this address. Try again in ${inMinutes(wait)}.`,
  );
  const { parts } = upload;
  if (!parts) throw new HttpError(415, 'Send the application as multipart/form-data.');
  const scratch: Scratch = { tempPaths: [], storedKeys: [] };
  try {
    const { fields, files } = await receiveParts(ctx, parts, scratch);
    const input = toNewApplication(parseFields(fields));
    const documents: NewDocument[] = [];
    for (const file of files) {
      const key = await ctx.storage.put(file.tempPath);
      scratch.storedKeys.push(key);
      documents.push({
        original_name: file.name,
        storage_key: key,
        size_bytes: file.size,
        mime_type: file.mimeType,
        sha256: file.sha256,
      });
    }
    const application = { ...input, language: upload.language };
    const result = await applicationsRepository(ctx.db).create(application, documents, (tx, id) =>
      enqueueApplicationMail(tx, upload.siteUrl, { ...application, id }),
    );
    if (!result.ok) {
      throw result.reason === 'job-missing'
        ? notFound('Job not found')
        : badRequest('This position is no longer accepting applications');
    }
    return result.id;
  } catch (error) {
    drainRequest(upload.body);
    await discard(ctx, upload.log, scratch);
    throw error;
  }
}

/** Past this, a client still sending after its upload was refused is cut off. */
const DRAIN_LIMIT_BYTES = 4 * MAX_APPLICATION_FILES_BYTES;

/**
 * Reads and drops whatever the client is still sending after a refusal, so that it gets to
 * read the answer rather than a reset connection.
 */
function drainRequest(raw: Readable) {
  if (raw.readableEnded || raw.destroyed) return;
  let drained = 0;
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) raw.destroy();
  });
  raw.resume();
}

async function discard(ctx: AppContext, log: ApplicationUpload['log'], scratch: Scratch) {
  const removals = [
    ...scratch.tempPaths.map((file) => rm(file, { force: true })),
    ...scratch.storedKeys.map((key) => ctx.storage.delete(key)),
  ];
  for (const outcome of await Promise.allSettled(removals)) {
    if (outcome.status === 'rejected') {
      log.error({ err: outcome.reason }, 'could not remove a file of a failed upload');
    }
  }
}

/** Reads the parts in order: text fields into `fields`, each file streamed to scratch. */
async function receiveParts(ctx: AppContext, parts: AsyncIterator<Multipart>, scratch: Scratch) {
  const fields = new Map<string, string>();
  const files: ReceivedFile[] = [];
  const total = { bytes: 0 };
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw multipartError(error);
    }
    if (next.done) break;
    const part = next.value;
    if (part.type === 'field') {
      if (part.valueTruncated) throw badRequest(`Invalid request: ${part.fieldname} is too long`);
      if (typeof part.value !== 'string') {
        throw badRequest(`Invalid request: ${part.fieldname} must be text`);
      }
      if (fields.has(part.fieldname)) {
        throw badRequest(`Invalid request: ${part.fieldname} was sent more than once`);
      }
      fields.set(part.fieldname, part.value);
      continue;
    }
    if (part.fieldname !== APPLICATION_DOCUMENTS_FIELD) {
      throw badRequest(
        `Invalid request: files must be sent in the "${APPLICATION_DOCUMENTS_FIELD}" field, not "${part.fieldname}"`,
      );
    }
    const file = await receiveFile(ctx, part, total, scratch);
    if (file) files.push(file);
  }
  return { fields, files };
}

/** Maps the multipart parser's own failures to a client answer with a readable detail. */
function multipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(413, `Too many files: at most ${MAX_APPLICATION_FILES} are accepted.`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'Too many form fields.');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, TOTAL_TOO_LARGE);
    case 'FST_PROTO_VIOLATION':
      return badRequest('Invalid request: a field name is not allowed');
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The upload was interrupted before it finished');
    default:
      return badRequest('Invalid request: the multipart body is malformed');
  }
}

async function receiveFile(
  ctx: AppContext,
  part: MultipartFile,
  total: { bytes: number },
  scratch: Scratch,
): Promise<ReceivedFile | undefined> {
  const tempPath = await ctx.storage.tempPath();
  scratch.tempPaths.push(tempPath);
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      total.bytes += chunk.length;
      if (total.bytes > MAX_APPLICATION_FILES_BYTES) {
        callback(new HttpError(413, TOTAL_TOO_LARGE));
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  const out = createWriteStream(tempPath, { flags: 'wx' });
  try {
    await pipeline(part.file, meter, out);
  } catch (error) {
    // A refusal can come while the scratch file is still being opened: wait for it to close, or
    // removing it could run first and the file would be created after.
    if (!out.closed) await once(out, 'close');
    if (error instanceof HttpError) throw error;
    // A failed system call is the disk's (ours, a 500); anything else is the body's: the client
    // went away or sent a broken body.
    if (error instanceof Error && 'syscall' in error) throw error;
    throw multipartError(error);
  }
  if (part.file.truncated) throw new HttpError(413, TOTAL_TOO_LARGE);
  // A file input left empty in a plain HTML form sends a nameless, empty part: nothing was sent.
  if (size === 0 && part.filename === '') return undefined;
  const name = cleanFileName(part.filename);
  if (size === 0) throw badRequest(`File "${name}" is empty.`);
  const mimeType = await documentTypeOf(await readFile(tempPath));
  if (!mimeType) throw notAccepted(name);
  return {
    tempPath,
    name: documentFileName(name, mimeType),
    size,
    sha256: hash.digest('hex'),
    mimeType,
  };
}

/**
 * Validates the text fields with the contract's schema; the detail names each bad field.
 * Browsers send a textarea's line breaks as CRLF in a form: they are stored as LF.
 */
function parseFields(fields: Map<string, string>) {
  const parsed = ApplicationUploadFieldsSchema.safeParse(
    Object.fromEntries([...fields].map(([name, value]) => [name, value.replace(/\r\n?/g, '\n')])),
  );
  if (parsed.success) return parsed.data;
  throw badRequest(describeValidation(parsed.error.issues));
}

/**
 * The row to store: the consent as the server's time and the privacy policy's version, and the
 * source's given values (none: null).
 */
function toNewApplication({
  consent: _consent,
  source,
  ...fields
}: ApplicationUploadFields): NewApplication {
  const given = Object.entries(source ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return {
    ...fields,
    consent_at: new Date(),
    consent_version: PRIVACY_POLICY_VERSION,
    source: given.length > 0 ? Object.fromEntries(given) : null,
  };
}
