import { hash, verify } from '@node-rs/argon2';

/** argon2id (algorithm 2 of @node-rs/argon2), with OWASP's recommended cost. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash to verify against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword('no-such-account-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
