import { type PeriodicJob, startPeriodicJob } from './periodic-job.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often a retention job runs after its first run at start-up. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** The moment before which what is kept `retentionDays` days is due for deletion. */
export const retentionCutoff = (retentionDays: number, now: Date) =>
  new Date(now.getTime() - retentionDays * DAY_MS);

type Log = {
  info(message: string): void;
  error(object: { err: unknown }, message: string): void;
};

/**
 * Deletes what is older than `retentionDays` now, then every 6 hours, and logs how many `items`
 * went (answers how to stop it).
 */
export function startRetentionJob({
  items,
  retentionDays,
  deleteExpired,
  log,
  intervalMs = RETENTION_INTERVAL_MS,
}: {
  /** What is deleted, as the log names it: `chat exchange(s)`, `audit entries`. */
  items: string;
  retentionDays: number;
  deleteExpired: (retentionDays: number) => Promise<number>;
  log: Log;
  intervalMs?: number;
}): PeriodicJob {
  return startPeriodicJob(
    `deleting old ${items}`,
    async () => {
      const deleted = await deleteExpired(retentionDays);
      if (deleted > 0) log.info(`Deleted ${deleted} ${items} older than ${retentionDays} days`);
    },
    { intervalMs, log },
  );
}
