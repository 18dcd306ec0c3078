import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { applicationDocuments } from '../db/schema.js';
import { type PeriodicJob, startPeriodicJob } from '../lib/periodic-job.js';
import { mediaRepository } from '../modules/media/repository.js';
import type { FileStorage } from './file-storage.js';

/**
 * A file or object is swept only when it is older than this: longer than any upload may take
 * (REQUEST_TIMEOUT_MS is at most 30 minutes), so one being written or just put into the store,
 * whose row is not committed yet, is never taken for a leftover, whichever instance sweeps.
 */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Removes what failed work left behind, on this instance's disk and in the store (a folder or
 * a bucket): scratch files of uploads that never finished (a killed process, a dropped
 * connection) and stored files that no document row and no media item refers to (a crash
 * between the write and the commit, a failed delete). The store is read a page at a time.
 * Answers how many of each.
 */
export async function sweepFiles(
  { storage, db }: { storage: FileStorage; db: Db },
  now = Date.now(),
): Promise<{ scratch: number; orphans: number }> {
  const cutoff = now - SWEEP_MIN_AGE_MS;
  const staleScratch = (await storage.listScratch()).filter((file) => file.modifiedAt < cutoff);
  for (const { file } of staleScratch) await storage.deleteScratch(file);

  let orphans = 0;
  for await (const page of storage.listStored()) {
    const candidates = page.filter((file) => file.modifiedAt < cutoff).map((file) => file.key);
    for (let start = 0; start < candidates.length; start += 500) {
      const batch = candidates.slice(start, start + 500);
      const rows = await db
        .select({ key: applicationDocuments.storage_key })
        .from(applicationDocuments)
        .where(inArray(applicationDocuments.storage_key, batch));
      const media = await mediaRepository(db).referencedKeys(batch);
      const referenced = new Set([...rows.map((row) => row.key), ...media]);
      for (const key of batch) {
        if (referenced.has(key)) continue;
        await storage.delete(key);
        orphans++;
      }
    }
  }
  return { scratch: staleScratch.length, orphans };
}

/** The sweep at start-up and then every 6 hours. */
export function startFileSweep(
  ctx: { storage: FileStorage; db: Db },
  log: {
    info(object: object, message: string): void;
    error(object: { err: unknown }, message: string): void;
  },
): PeriodicJob {
  return startPeriodicJob(
    'sweeping leftover upload files',
    async () => {
      const removed = await sweepFiles(ctx);
      if (removed.scratch + removed.orphans > 0) log.info(removed, 'Removed leftover upload files');
    },
    { intervalMs: SWEEP_INTERVAL_MS, log },
  );
}
