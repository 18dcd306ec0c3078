import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error.js';

const NUL = '\u0000';

/** The first place in a parsed value where text holds a NUL character, if any. */
function nulAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulAt(item, `${path}.${index}`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulAt(key, path) ?? nulAt(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Text with a NUL character (`\u0000`, `%00`) is no text any field of ours takes, and
 * PostgreSQL refuses it: every route's path, query and JSON body are checked once, here,
 * before validation, and such a request answers 400. (Multipart fields reach the database,
 * whose refusal the error handler answers with the same 400.)
 */
export function registerInputChecks(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const where =
      nulAt(request.params, 'params') ??
      nulAt(request.query, 'query') ??
      nulAt(request.body, 'body');
    if (where) throw badRequest(`Invalid request: ${where} must not contain a NUL character`);
  });
}

export const NUL_CHARACTER_DETAIL = 'Invalid request: text must not contain a NUL character';
