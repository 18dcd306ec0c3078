import {
  LoginInputSchema,
  LoginResponseSchema,
  OkSchema,
  RefreshResponseSchema,
  UserSchema,
} from '@app/contracts';
import { unauthorized } from '../../lib/http-error.js';
import { enforceLimit, inMinutes, limitReached } from '../../lib/rate-limiter.js';
import { type Api, errors } from '../../lib/route-types.js';
import { bearerToken, requireUser } from '../../http/auth.js';
import { toUser, usersRepository } from '../users/repository.js';
import { verifyPassword } from './passwords.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Failed sign-ins are counted three ways (only failures count; a correct password never does):
 * - per account and address: one guesser is stopped after 5 tries, while colleagues behind the
 *   same office address keep signing in;
 * - per account from anywhere: after 10 failures, guesses spread over many addresses are slowed
 *   to one try per 30 s for the account. It is a back-off, never a lock-out: the owner's next
 *   try in a free slot goes through;
 * - per address: after 50 failures an address is answered 429 for wrong passwords and gets no
 *   second guess on an account, but a correct password for an account it has not failed on still
 *   passes (a shared office or mobile network address is never locked out as a whole).
 */
export const LOGIN_LIMITS = {
  perAccountAndIp: { max: 5, windowMs: FIFTEEN_MINUTES },
  perAccount: { max: 10, windowMs: FIFTEEN_MINUTES, slowedToOnePerMs: 30_000 },
  perIp: { max: 50, windowMs: FIFTEEN_MINUTES },
};

const TOO_MANY_FAILURES = 'Too many failed sign-in attempts.';

/** The detail of every refused sign-in: the wait in seconds under a minute, else in minutes. */
const tooManyFailures = (waitMs: number) =>
  `${TOO_MANY_FAILURES} Try again in ${
    waitMs < 60_000 ? `${Math.max(1, Math.ceil(waitMs / 1000))} seconds` : inMinutes(waitMs)
  }.`;

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
      const keys = {
        accountAndIp: `login:acct-ip:${email}:${request.ip}`,
        account: `login:acct:${email}`,
        accountSlot: `login:acct-slot:${email}`,
        ip: `login:ip:${request.ip}`,
      };
      const guesses = await limiter.peek(keys.accountAndIp);
      if (guesses.count >= LOGIN_LIMITS.perAccountAndIp.max) {
        throw limitReached(tooManyFailures, guesses.resetInMs);
      }
      // An address past its limit gets no further guess on an account it has failed on already.
      const fromIp = await limiter.peek(keys.ip);
      if (fromIp.count >= LOGIN_LIMITS.perIp.max && guesses.count > 0) {
        throw limitReached(tooManyFailures, fromIp.resetInMs);
      }
      // An account past its limit takes one try per slot, from any address.
      if ((await limiter.peek(keys.account)).count >= LOGIN_LIMITS.perAccount.max) {
        const slot = { max: 1, windowMs: LOGIN_LIMITS.perAccount.slowedToOnePerMs };
        await enforceLimit(limiter, keys.accountSlot, slot, tooManyFailures);
      }

      const user = await repo.byEmail(email);
      const valid = await verifyPassword(user?.password_hash, request.body.password);
      if (!user || !valid) {
        await limiter.hit(keys.accountAndIp, LOGIN_LIMITS.perAccountAndIp.windowMs);
        await limiter.hit(keys.account, LOGIN_LIMITS.perAccount.windowMs);
        await enforceLimit(limiter, keys.ip, LOGIN_LIMITS.perIp, tooManyFailures);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      if (!user.is_enabled) throw unauthorized('User account is disabled');
      await limiter.reset(keys.accountAndIp);
      return { ...(await tokens.startSession(user.id)), token_type: 'bearer' as const };
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
      const { userId, ...session } = await tokens.rotateRefresh(token);
      const user = await repo.byId(userId);
      if (!user || !user.is_enabled) {
        await tokens.revokeAllForUser(userId);
        throw unauthorized('User account is disabled');
      }
      return { data: session };
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
