import { type Config, ConfigError, loadConfig, readEnvFile } from './config.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { type Database, openDatabase } from './db/client.js';
import { describeStartupError } from './startup-errors.js';

/** Ends a command with its message on standard error. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * Runs a shell command's work on the database the server's settings (and `.env`) name. With
 * the embedded database the server must be stopped: one process opens it at a time.
 */
export async function withDatabase(task: string, work: (database: Database) => Promise<void>) {
  let config: Config;
  try {
    config = loadConfig({ ...readEnvFile('.env'), ...process.env, LOG_LEVEL: 'silent' });
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error));
  }
  try {
    const release = config.databaseUrl ? () => {} : await lockDataDir(config.dataDir);
    const database = await openDatabase(config);
    try {
      await work(database);
    } finally {
      await database.close();
      release();
    }
  } catch (error) {
    fail(describeStartupError(error, config) ?? `Could not ${task}: ${String(error)}`);
  }
}
