export type PeriodicJob = { stop(): void; firstRun: Promise<void> };

/**
 * Runs `task` now and then every `intervalMs`, on an unref'd timer (it never keeps the process
 * alive); a failure is logged as "<what> failed" and the next run tries again. `stop` cancels
 * the next runs; one in progress finishes.
 */
export function startPeriodicJob(
  what: string,
  task: () => Promise<void>,
  options: { intervalMs: number; log: { error(object: { err: unknown }, message: string): void } },
): PeriodicJob {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      options.log.error({ err: error }, `${what} failed`);
    }
  };
  const firstRun = run();
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), firstRun };
}
