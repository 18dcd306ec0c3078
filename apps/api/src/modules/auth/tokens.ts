import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens } from '../../db/schema.js';
import { unauthorized } from '../../lib/http-error.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const isUuid = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Sessions (ADR 0002): short-lived access JWTs and rotating refresh tokens of one family. An
 * access token names its family (`sid`), so signing out or revoking the family ends it at once.
 */
export function createTokenService(db: Db, secret: string) {
  const key = new TextEncoder().encode(secret);

  async function issueRefresh(userId: number, familyId: string) {
    const token = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      user_id: userId,
      family_id: familyId,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    return token;
  }

  /** An access token of the session: the refresh-token family it was issued with. */
  const signAccess = (userId: number, sessionId: string) =>
    new SignJWT({ typ: 'access', sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(key);

  return {
    /**
     * A key of the app's secret for one purpose (an HMAC of the purpose), for tokens of other
     * kinds than sessions: one purpose's signatures are worth nothing to another.
     */
    keyFor: (purpose: string) => createHmac('sha256', secret).update(purpose).digest(),

    /** A new session (a sign-in): its access token and its first refresh token. */
    async startSession(userId: number) {
      const sessionId = randomUUID();
      return {
        access_token: await signAccess(userId, sessionId),
        refresh_token: await issueRefresh(userId, sessionId),
      };
    },

    /**
     * The user and session of a well-signed, unexpired access token, or 401. Whether the session
     * is still open (not signed out nor revoked) is the caller's check, with the user's row.
     */
    async verifyAccess(token: string): Promise<{ userId: number; sessionId: string }> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (payload.typ !== 'access' || !Number.isInteger(userId) || !isUuid(sessionId)) {
          throw unauthorized('Invalid token');
        }
        return { userId, sessionId };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw unauthorized('Token expired');
        throw unauthorized('Invalid token');
      }
    },

    /**
     * Exchanges a refresh token for a new one in the same family. A token that was already
     * rotated is a sign of theft: the whole family is revoked.
     */
    async rotateRefresh(
      token: string,
    ): Promise<{ userId: number; access_token: string; refresh_token: string }> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, sha256(token)));
      if (!row || row.revoked_at) throw unauthorized('Invalid refresh token');
      if (row.rotated_at) {
        await this.revokeFamily(row.family_id);
        throw unauthorized('Refresh token reuse detected; please sign in again');
      }
      if (row.expires_at.getTime() <= Date.now()) throw unauthorized('Refresh token expired');
      const claimed = await db
        .update(refreshTokens)
        .set({ rotated_at: new Date() })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotated_at)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) {
        await this.revokeFamily(row.family_id);
        throw unauthorized('Refresh token reuse detected; please sign in again');
      }
      return {
        userId: row.user_id,
        access_token: await signAccess(row.user_id, row.family_id),
        refresh_token: await issueRefresh(row.user_id, row.family_id),
      };
    },

    async revokeFamily(familyId: string) {
      await db
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
    },

    /** Ends the session of a refresh token, or of an access token. */
    async revokeByToken(token: string) {
      const [row] = await db
        .select({ family_id: refreshTokens.family_id })
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, sha256(token)));
      if (row) return this.revokeFamily(row.family_id);
      const access = await this.verifyAccess(token).catch(() => undefined);
      if (access) await this.revokeFamily(access.sessionId);
    },

    async revokeAllForUser(userId: number) {
      await db
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
