import { zipSync, strToU8 } from 'fflate';
import type { AppContext } from '../../app-context.js';
import { type PeriodicJob, startPeriodicJob } from '../../lib/periodic-job.js';
import { RETENTION_INTERVAL_MS } from '../../lib/retention.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { countsOf, type HeldData, privacyRepository } from './repository.js';

type Log = {
  info(message: string): void;
  error(object: object, message: string): void;
};

/** Deletes stored documents whose rows are gone: one that fails is an orphan for the sweep. */
export async function deleteFiles(storage: FileStorage, keys: string[], log: Log) {
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => {
      log.error({ err: error, key }, 'could not delete an application document');
    });
  }
}

/**
 * Deletes the applications and contact messages past their retention period (and the
 * applications' documents, once the rows are gone); answers how many items went.
 */
export async function deleteExpiredPersonalData(
  ctx: Pick<AppContext, 'db' | 'storage' | 'config'>,
  log: Log,
  now = new Date(),
) {
  const { deleted, keys } = await privacyRepository(ctx.db, ctx.config.privacy).deleteDue(now);
  await deleteFiles(ctx.storage, keys, log);
  return deleted;
}

/** The retention of applications and contact messages: at start-up, then every 6 hours. */
export function startPrivacyRetention(
  ctx: Pick<AppContext, 'db' | 'storage' | 'config'>,
  log: Log,
): PeriodicJob {
  return startPeriodicJob(
    'deleting applications and contact messages past their retention period',
    async () => {
      const deleted = await deleteExpiredPersonalData(ctx, log);
      if (deleted > 0) {
        log.info(`Deleted ${deleted} application(s) and contact message(s) past their period`);
      }
    },
    { intervalMs: RETENTION_INTERVAL_MS, log },
  );
}

async function readAll(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const file = await storage.open(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A document's name in the archive: no folders, nothing a file system would refuse. */
const safeName = (name: string) =>
  [...name]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .slice(0, 150) || 'document';

/**
 * The archive of everything held about an address: `data.json` (every row, as stored) and the
 * documents under `documents/<application id>/`.
 */
export async function personArchive(storage: FileStorage, email: string, held: HeldData) {
  const files: Record<string, Uint8Array> = {};
  const documents: (Omit<HeldData['documents'][number], 'storage_key'> & {
    file: string | null;
  })[] = [];
  for (const document of held.documents) {
    const bytes = await readAll(storage, document.storage_key);
    const path = `documents/${document.application_id}/${document.id}-${safeName(document.original_name)}`;
    if (bytes) files[path] = bytes;
    const { storage_key: _key, ...row } = document;
    documents.push({ ...row, file: bytes ? path : null });
  }
  const data = {
    email,
    exported_at: new Date().toISOString(),
    counts: countsOf(held),
    applications: held.applications.map(({ application, job_title }) => ({
      ...application,
      job_title,
      documents: documents.filter((document) => document.application_id === application.id),
    })),
    contact_messages: held.messages,
    chat_conversations: held.conversations,
    outbox: held.outbox,
    audit: held.audit,
  };
  files['data.json'] = strToU8(JSON.stringify(data, null, 2));
  return Buffer.from(zipSync(files));
}
