import type { Config, S3Config } from './config.js';

/** A reason the server cannot start, already said in one line with what to do. */
export class StartupError extends Error {}

const code = (error: unknown): string | undefined => {
  const value = (error as { code?: unknown } | null)?.code;
  return typeof value === 'string' ? value : undefined;
};

function databaseTarget(url: string) {
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname, port: parsed.port || '5432', name: parsed.pathname.slice(1) };
  } catch {
    return { host: '?', port: '?', name: '?' };
  }
}

/**
 * One clear line for a failure at start-up, with what to do about it; undefined when the cause
 * is not a known one (then the error itself is logged).
 */
export function describeStartupError(error: unknown, config: Config): string | undefined {
  if (error instanceof StartupError) return error.message;
  const syscall = (error as { syscall?: unknown } | null)?.syscall;
  const db = config.databaseUrl ? databaseTarget(config.databaseUrl) : undefined;
  switch (code(error)) {
    case 'EADDRINUSE':
      return `Port ${config.port} is already in use: stop the other process, or set PORT to a free port.`;
    case 'EADDRNOTAVAIL':
      return `HOST ${config.host} is not an address of this machine: set HOST to one of its addresses, or 0.0.0.0.`;
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
    case 'ENOTDIR':
      if (syscall === 'listen' || syscall === 'bind') {
        return `Not allowed to listen on port ${config.port}: choose a PORT above 1023, or run with the right to bind it.`;
      }
      return `DATA_DIR "${config.dataDir}" is not writable: choose a folder this user may write to (DATA_DIR), or fix its permissions.`;
    case 'ECONNREFUSED':
      if (!db) break;
      return `Cannot connect to PostgreSQL at ${db.host}:${db.port} (connection refused): start it, or check DATABASE_URL.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      if (!db) break;
      return `Cannot find the PostgreSQL host "${db.host}": check the host name in DATABASE_URL.`;
    case 'ETIMEDOUT':
      if (!db) break;
      return `PostgreSQL at ${db.host}:${db.port} does not answer: check that it runs and that the network lets this server reach it.`;
    case '3D000':
      return `The database "${db?.name}" does not exist on the PostgreSQL server: create it (createdb ${db?.name}), or fix the name in DATABASE_URL.`;
    case '28P01':
    case '28000':
      return 'PostgreSQL refused the sign-in: check the user name and password in DATABASE_URL.';
  }
  return undefined;
}

/**
 * The one line for a bucket that does not answer at start-up (ADR 0003), from the S3 client's
 * error: a network failure, or the server's answer to HeadBucket.
 */
export function bucketStartupError(error: unknown, s3: S3Config): StartupError {
  const bucket = `the S3 bucket "${s3.bucket}" at ${s3.endpoint}`;
  const silent = `${bucket} does not answer: check that the S3 server runs and that the network lets this server reach it.`;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata
    ?.httpStatusCode;
  const name = (error as { name?: unknown } | null)?.name;
  const line = (() => {
    switch (code(error)) {
      case 'ECONNREFUSED':
        return `Cannot reach ${bucket} (connection refused): start the S3 server, or check S3_ENDPOINT.`;
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return `Cannot find the S3 host "${new URL(s3.endpoint).hostname}": check the host name in S3_ENDPOINT.`;
      case 'ETIMEDOUT':
      case 'ECONNRESET':
        return silent;
    }
    if (name === 'TimeoutError' || name === 'AbortError') return silent;
    switch (status) {
      case 404:
        return `${bucket} does not exist: create the bucket, or fix S3_BUCKET.`;
      case 401:
      case 403:
        return `The S3 server refused access to ${bucket}: check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket's permissions.`;
      case 301:
      case 400:
        return `${bucket} does not take requests as configured: check S3_REGION and S3_FORCE_PATH_STYLE.`;
    }
    const detail = error instanceof Error ? error.message : String(error);
    return `${bucket} does not answer as expected (${detail}): check the S3_* settings.`;
  })();
  return new StartupError(line.charAt(0).toUpperCase() + line.slice(1));
}
