import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.js';
import { NUL_CHARACTER_DETAIL } from './input.js';

type ValidationIssue = { instancePath?: string; message?: string };

function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const parts = issues.slice(0, 5).map((issue) => {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const where = [context, path].filter(Boolean).join('.');
    return where ? `${where}: ${issue.message ?? 'is invalid'}` : (issue.message ?? 'is invalid');
  });
  return parts.join('; ');
}

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

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

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
      const detail = describeValidation(error.validationContext, error.validation);
      return reply.status(400).send({ detail: `Invalid request: ${detail}` });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, 'response does not match its schema');
      return reply.status(500).send({ detail: `Internal server error (request ${request.id})` });
    }
    const code = pgCode(error);
    const pg = code ? PG_CLIENT_ERRORS[code] : undefined;
    if (pg) {
      request.log.info({ err: error }, 'database refused client input');
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
