import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { refreshTokens } from '../../db/schema.js';
import { unauthorized } from '../../lib/http-error.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Short-lived access JWTs and rotating refresh tokens (ADR 0002). */
export function createTokenService(db: Db, secret: string) {
  const key = new TextEncoder().encode(secret);

  async function issueRefresh(userId: number, familyId: string = randomUUID()) {
    const token = randomBytes(32).toString('base64url');
    await db.insert(refreshTokens).values({
      user_id: userId,
      family_id: familyId,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    return token;
  }

  return {
    async signAccess(userId: number) {
      return new SignJWT({ typ: 'access' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },

    /** Answers the user id of a valid access token, or throws 401. */
    async verifyAccess(token: string): Promise<number> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const id = Number(payload.sub);
        if (payload.typ !== 'access' || !Number.isInteger(id)) throw unauthorized('Invalid token');
        return id;
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw unauthorized('Token expired');
        throw unauthorized('Invalid token');
      }
    },

    issueRefresh,

    /**
     * Exchanges a refresh token for a new one in the same family. A token that was already
     * rotated is a sign of theft: the whole family is revoked.
     */
    async rotateRefresh(token: string): Promise<{ userId: number; refreshToken: string }> {
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
      return { userId: row.user_id, refreshToken: await issueRefresh(row.user_id, row.family_id) };
    },

    async revokeFamily(familyId: string) {
      await db
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
    },

    async revokeByToken(token: string) {
      const [row] = await db
        .select({ family_id: refreshTokens.family_id })
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, sha256(token)));
      if (row) await this.revokeFamily(row.family_id);
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
