import type { FastifyRequest } from 'fastify';
import { type Area, canAccess } from '@app/contracts';
import type { AuthUser } from '../app-context.js';
import { forbidden, unauthorized } from '../lib/http-error.js';
import { usersRepository } from '../modules/users/repository.js';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Malformed Authorization header');
  return match[1];
}

/**
 * Reads the access token when one is sent: a bad or expired token, a session that was signed
 * out or revoked (a password or role change), or a disabled account is refused with 401; no
 * token means an anonymous visitor.
 */
export async function optionalAuth(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) return;
  const { tokens, db } = request.server.ctx;
  const { userId, sessionId } = await tokens.verifyAccess(token);
  const user = await usersRepository(db).inOpenSession(userId, sessionId);
  if (!user) throw unauthorized('Your session has ended; please sign in again');
  if (!user.is_enabled) throw unauthorized('User account is disabled');
  const { is_enabled: _enabled, ...authUser } = user;
  request.user = authUser;
}

export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  await optionalAuth(request);
  if (!request.user) throw unauthorized('Not authenticated');
  return request.user;
}

/**
 * An onRequest hook that lets through only signed-in staff whose role may use `area`: a caller
 * without the right is refused (401, 403) before the body is read or checked.
 */
export function requireArea(area: Area) {
  return async (request: FastifyRequest) => {
    const user = await requireUser(request);
    if (!canAccess(user.role_id, area)) throw forbidden();
  };
}

/** Staff whose role manages `area` see everything on public lists. */
export const staffCan = (request: FastifyRequest, area: Area) =>
  request.user !== null && canAccess(request.user.role_id, area);
