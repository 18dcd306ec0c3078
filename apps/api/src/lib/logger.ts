import type { IncomingMessage } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { ChatIpMode } from '../config.js';
import { visitorIp } from './visitor-ip.js';

export type { Logger };

/** Fields that may hold a secret wherever they appear in a logged object. */
const SECRET_FIELDS = [
  'password',
  'password_hash',
  'token',
  'access_token',
  'refresh_token',
  'authorization',
  'cookie',
  'apiKey',
];

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

type LoggedError = {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  constraint?: unknown;
  cause?: LoggedError;
};

/**
 * An error as it may be logged: its type, message, code and stack, and its causes, but never
 * the values a failed query was given (a drizzle error's `params`, PostgreSQL's `detail` and
 * `where`), which hold e-mails, names, cover letters and password hashes.
 */
export function loggedError(error: unknown, depth = 0): LoggedError | undefined {
  if (!(error instanceof Error) || depth > 4) {
    return error === undefined ? undefined : { type: typeof error, message: '(not an Error)' };
  }
  const withParams = 'params' in error;
  const message = withParams ? error.message.split('\nparams:')[0]! : error.message;
  const stack = error.stack?.replace(error.message, message);
  const fields = error as Error & { code?: unknown; constraint?: unknown };
  return {
    type: error.constructor.name,
    message,
    ...(stack ? { stack } : {}),
    ...(fields.code !== undefined ? { code: fields.code } : {}),
    ...(fields.constraint !== undefined ? { constraint: fields.constraint } : {}),
    ...(error.cause !== undefined ? { cause: loggedError(error.cause, depth + 1) } : {}),
  };
}

/**
 * The one logger of the process: JSON lines, secrets redacted, failed queries without their
 * values, and a request's address kept as CHAT_IP_MODE says (whole, its network, or nothing)
 * with its path but not its query string (search terms, filters).
 */
export function createLogger(
  options: { level?: string; ipMode?: ChatIpMode } = {},
  destination?: DestinationStream,
): Logger {
  const ipMode = options.ipMode ?? 'full';
  return pino(
    {
      level: options.level ?? 'info',
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: {
        err: loggedError,
        error: loggedError,
        req: (request: IncomingMessage & { ip?: string }) => ({
          method: request.method,
          path: request.url?.split('?')[0],
          remoteAddress: visitorIp(request.ip ?? request.socket?.remoteAddress, ipMode),
        }),
      },
    },
    destination,
  );
}
