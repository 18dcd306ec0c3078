import {
  LoginInputSchema,
  LoginResponseSchema,
  OkSchema,
  RefreshResponseSchema,
  UserSchema,
} from '@app/contracts';
import { tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { type Api, errors } from '../../lib/route-types.js';
import { bearerToken, requireUser } from '../../plugins/auth.js';
import { toUser, usersRepository } from '../users/repository.js';
import { verifyPassword } from './passwords.js';

/**
 * Failed sign-ins are counted per account and address, so one guesser is stopped after a few
 * tries while colleagues behind the same office address keep signing in; a looser limit per
 * address alone stops one address from trying many accounts.
 */
export const LOGIN_LIMITS = {
  perAccountAndIp: { max: 5, windowMs: 15 * 60 * 1000 },
  perIp: { max: 50, windowMs: 15 * 60 * 1000 },
};

const INVALID_CREDENTIALS = 'Incorrect email or password';

export async function authRoutes(app: Api) {
  const repo = usersRepository(app.ctx.db);
  const { limiter, tokens } = app.ctx;

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        body: LoginInputSchema,
        response: { 200: LoginResponseSchema, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      const accountKey = `login:acct:${email}:${request.ip}`;
      const ipKey = `login:ip:${request.ip}`;
      for (const [key, limit] of [
        [accountKey, LOGIN_LIMITS.perAccountAndIp],
        [ipKey, LOGIN_LIMITS.perIp],
      ] as const) {
        const { count, resetInMs } = await limiter.peek(key);
        if (count >= limit.max) {
          const minutes = Math.ceil(resetInMs / 60_000);
          throw tooManyRequests(
            `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
            resetInMs / 1000,
          );
        }
      }
      const user = await repo.byEmail(email);
      const valid = await verifyPassword(user?.password_hash, request.body.password);
      if (!user || !valid) {
        await limiter.hit(accountKey, LOGIN_LIMITS.perAccountAndIp.windowMs);
        await limiter.hit(ipKey, LOGIN_LIMITS.perIp.windowMs);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      if (!user.is_enabled) throw unauthorized('User account is disabled');
      await limiter.reset(accountKey);
      return {
        access_token: await tokens.signAccess(user.id),
        refresh_token: await tokens.issueRefresh(user.id),
        token_type: 'bearer' as const,
      };
    },
  );

  app.get(
    '/user',
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 200: UserSchema, ...errors(401) },
      },
    },
    async (request) => {
      const { id } = await requireUser(request);
      const user = await repo.byId(id);
      if (!user) throw unauthorized('Invalid token');
      return toUser(user);
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        description: 'Send the refresh token as the bearer token; the body is empty.',
        security: [{ bearer: [] }],
        response: { 200: RefreshResponseSchema, ...errors(401) },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized('No refresh token found');
      const { userId, refreshToken } = await tokens.rotateRefresh(token);
      const user = await repo.byId(userId);
      if (!user || !user.is_enabled) {
        await tokens.revokeAllForUser(userId);
        throw unauthorized('User account is disabled');
      }
      return {
        data: { access_token: await tokens.signAccess(user.id), refresh_token: refreshToken },
      };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        description: 'Send the refresh token as the bearer token: its whole family is revoked.',
        response: { 200: OkSchema, ...errors(401) },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) await tokens.revokeByToken(token);
      return { detail: 'Signed out' };
    },
  );
}
