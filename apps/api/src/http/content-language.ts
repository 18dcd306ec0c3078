import type { FastifyRequest } from 'fastify';
import type { Area, ContentQuery } from '@app/contracts';
import type { Language } from '@app/contracts/site';
import { forbidden, unauthorized } from '../lib/http-error.js';
import { acceptedLanguage, type ContentView } from '../lib/translations.js';
import { staffCan } from './auth.js';

/** The language a read asks for: `lang`, else `Accept-Language`, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  const { lang } = (request.query ?? {}) as ContentQuery;
  return lang ?? acceptedLanguage(request.headers['accept-language']) ?? 'en';
}

/**
 * How a read of `area`'s content is answered: in the language asked for, or, with
 * `include=translations`, in English with every translation (staff of `area` only: a 401
 * without a token, a 403 for staff of other areas).
 */
export function contentView(request: FastifyRequest, area: Area): ContentView {
  if ((request.query as ContentQuery).include !== 'translations') {
    return { language: requestLanguage(request) };
  }
  if (!request.user) throw unauthorized('Sign in to read every translation');
  if (!staffCan(request, area)) throw forbidden();
  return 'all';
}
