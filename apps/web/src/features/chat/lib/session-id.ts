const RANDOM_LENGTH = 12;
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

function randomText(length: number): string {
  const bytes = new Uint8Array(length);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') {
    crypto.getRandomValues(bytes);
  } else {
    for (let i = 0; i < length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  }
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * A chat session id, made on the client from the time plus random text (SPEC §3), e.g.
 * `session-m3x9k2a1-4fj29dk1q0zp`. Call it once per page session, never at module load.
 */
export function createSessionId(now: number = Date.now()): string {
  return `session-${now.toString(36)}-${randomText(RANDOM_LENGTH)}`;
}

export const SESSION_ID_PATTERN = /^session-[0-9a-z]+-[0-9a-z]{12}$/;
