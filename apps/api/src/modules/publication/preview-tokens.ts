import { createHmac, timingSafeEqual } from 'node:crypto';
import { type PreviewKind, PREVIEW_KINDS } from '@app/contracts';

/** What a preview token grants: the public page of one item, until `expiresAt` (ms). */
export type PreviewGrant = { kind: PreviewKind; id: number; expiresAt: number };

/**
 * Preview links (ADR 0014): `<payload>.<signature>`, the payload `kind.id.expiry` (expiry in
 * seconds since the epoch) and the signature its HMAC-SHA256 with a key derived from the app's
 * secret for this use only. Anyone holding a token sees that item until it expires; a token
 * that is changed, forged or expired grants nothing.
 */
export function previewTokens(secret: string, now: () => number = () => Date.now()) {
  const key = createHmac('sha256', secret).update('preview-links').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign({ kind, id, expiresAt }: PreviewGrant): string {
      const payload = `${kind}.${id}.${Math.floor(expiresAt / 1000)}`;
      return `${payload}.${sign(payload)}`;
    },
    /** The grant of a valid token that has not expired, else undefined. */
    verify(token: unknown): PreviewGrant | undefined {
      if (typeof token !== 'string' || token.length > 200) return undefined;
      const match = /^([a-z]+)\.(\d{1,10})\.(\d{1,12})\.([\w-]+)$/.exec(token);
      if (!match) return undefined;
      const [, kind, id, expiry, signature] = match as unknown as [
        string,
        string,
        string,
        string,
        string,
      ];
      const expected = Buffer.from(sign(`${kind}.${id}.${expiry}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      if (!(PREVIEW_KINDS as readonly string[]).includes(kind)) return undefined;
      const expiresAt = Number(expiry) * 1000;
      if (now() >= expiresAt) return undefined;
      return { kind: kind as PreviewKind, id: Number(id), expiresAt };
    },
  };
}

export type PreviewTokens = ReturnType<typeof previewTokens>;
