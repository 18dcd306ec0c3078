import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { describeValidation, HttpError } from '../lib/http-error.js';
import { NUL_CHARACTER_DETAIL } from './input.js';

/** Postgres error codes a client's input can cause. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'A record with this value already exists'],
  '23503': [409, 'The record refers to something that does not exist, or is still in use'],
  '23514': [400, 'A value is out of its allowed range'],
  '22P02': [400, 'A value has the wrong format'],
  '22001': [400, 'A value is too long'],
  '22003': [400, 'A number is out of range'],
  '22007': [400, 'A date has the wrong format'],
  '22008': [400, 'A date is out of range'],
  // A NUL character in text that did not pass the input checks (a multipart field).
  '22021': [400, NUL_CHARACTER_DETAIL],
  '22P05': [400, NUL_CHARACTER_DETAIL],
};

/** The error and its causes, outermost first. */
function* causes(error: unknown) {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

function pgCode(error: unknown): string | undefined {
  for (const cause of causes(error)) {
    if (typeof cause.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code)) return cause.code;
  }
  return undefined;
}

/** Signs that the database server cannot be reached or is shutting down, not a bad query. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNREACHABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect/;

export function isDatabaseUnavailable(error: unknown) {
  for (const cause of causes(error)) {
    if (typeof cause.code === 'string' && UNREACHABLE_CODES.has(cause.code)) return true;
    if (typeof cause.message === 'string' && UNREACHABLE_MESSAGE.test(cause.message)) return true;
  }
  return false;
}

/** Seconds a client waits before trying again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * One error handler for the whole API (DESIGN "Errors"): client mistakes answer 4xx with a
 * readable `{ detail }`, server faults answer 500 with a generic detail and a logged request id.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The schema's issues, their paths as JSON pointers (`/tags/0`).
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').split('/'),
        message: issue.message,
      }));
      return reply
        .status(400)
        .send({ detail: describeValidation(issues, error.validationContext) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'response does not match its schema');
      return reply.status(500).send({ detail: `Internal server error (request ${request.id})` });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(
        { err: error },
        'a service this call needs (database or file storage) cannot be reached',
      );
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ detail: 'The service is briefly unavailable. Please try again in a moment.' });
    }
    const code = pgCode(error);
    const pg = code ? PG_CLIENT_ERRORS[code] : undefined;
    if (pg) {
      // The code only: PostgreSQL's message and detail may quote the value refused.
      request.log.info({ code }, 'database refused client input');
      return reply.status(pg[0]).send({ detail: pg[1] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Invalid request: the body is not valid JSON'
          : error.message;
      return reply.status(status).send({ detail });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: `Internal server error (request ${request.id})` });
  });
}

/** What Node's HTTP parser refuses before a request reaches Fastify. */
const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The request headers are too large',
  ],
};

/**
 * Answers a request Node's HTTP parser could not take (headers too large, too slow, malformed)
 * in the API's `{ detail }` form, then closes the connection.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, detail] = (error.code && CLIENT_ERRORS[error.code]) || [
    400,
    'Bad Request',
    'Invalid request: it could not be read',
  ];
  this.log.debug({ code: error.code }, 'refused a request that could not be read');
  if (socket.writable) {
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
