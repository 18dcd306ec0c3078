import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** An answer as sent (a rendered page, the sitemap, a public API read): status, type, bytes. */
export type CachedResponse = {
  status: number;
  type: string;
  body: Buffer;
  /** The strong ETag of the body as it is; a compressed body's tag adds its encoding. */
  etag: string;
  /** Filled on first need: an answer is compressed once, not on every request. */
  compressed: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
};

export const cachedResponse = (status: number, type: string, body: Buffer): CachedResponse => ({
  status,
  type,
  body,
  etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  compressed: {},
});

export function compressedBody(entry: CachedResponse, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'br') {
    entry.compressed.br ??= brotli(entry.body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
      },
    });
    return entry.compressed.br;
  }
  entry.compressed.gzip ??= gzipAsync(entry.body, { level: 9 });
  return entry.compressed.gzip;
}

/**
 * The answers visitors read, by key (origin and URL), so that neither the database nor
 * rendering limits the public site and API: the content changes a few times a day and is read
 * all the time (ADR 0010). Everything is dropped
 * - on every change (`clear`, called by the content events of this and the other instances),
 * - at the next moment that changes what visitors see without a write (an article's
 *   publication time, the day after a job's deadline: `nextChange`), so nothing is served past
 *   it;
 * and nothing is read or kept while changes made elsewhere may not reach this instance
 * (`live` false). The least recently read answers go first beyond `maxEntries` or `maxBytes`,
 * so odd addresses cannot fill the memory. Answers to the same key asked for at the same time
 * are produced once (`pending`, `track`).
 */
export function readCache({
  maxEntries = 2000,
  maxBytes = 64 * 1024 * 1024,
  nextChange,
  live = () => true,
  now = () => Date.now(),
}: {
  maxEntries?: number;
  /** The most bytes of bodies kept (their compressed forms come on top, smaller). */
  maxBytes?: number;
  /** The first moment after `asOf` (ms since the epoch) when what visitors see changes by itself. */
  nextChange: (asOf: number) => Promise<number | undefined>;
  /** Whether every change made anywhere reaches `clear` now. */
  live?: () => boolean;
  now?: () => number;
}) {
  const entries = new Map<string, CachedResponse>();
  const inFlight = new Map<string, Promise<CachedResponse | undefined>>();
  let bytes = 0;
  let generation = 0;
  /** When the current generation began: everything kept in it was produced since. */
  let since = now();
  /** When what is kept must go: known once `nextChange` has answered for this generation. */
  let validUntil: number | undefined;
  let expiry: Promise<number> | undefined;

  const clear = () => {
    generation += 1;
    since = now();
    entries.clear();
    inFlight.clear();
    bytes = 0;
    validUntil = undefined;
    expiry = undefined;
  };

  /** This generation's end, asked of the database once per generation. */
  function expiryOf(current: number) {
    if (!expiry) {
      const asked = nextChange(since).then((moment) => moment ?? Infinity);
      expiry = asked;
      asked.then(
        (moment) => {
          if (generation === current) validUntil = moment;
        },
        () => {
          if (expiry === asked) expiry = undefined;
        },
      );
    }
    return expiry;
  }

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  }

  function keep(key: string, entry: CachedResponse) {
    if (entry.body.length > maxBytes) return;
    remove(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    // The first key is the least recently read.
    while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
  }

  return {
    clear,
    get size() {
      return entries.size;
    },
    /** The answer kept at `key`, after dropping everything if its time has passed. */
    get(key: string): CachedResponse | undefined {
      if (!live()) return undefined;
      if (validUntil !== undefined && now() >= validUntil) {
        clear();
        return undefined;
      }
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    /** The answer being produced at `key` right now, for a second asker to wait for. */
    pending: (key: string) => inFlight.get(key),
    /**
     * Keeps the answer `producing` gives (undefined: not to be kept), unless the content
     * changed while it was being produced; answers it.
     */
    track(key: string, producing: Promise<CachedResponse | undefined>) {
      if (!live()) return producing;
      const started = generation;
      const settled = producing
        .then(async (entry) => {
          if (entry && generation === started) {
            // Kept only once it is known until when (not at all if that cannot be asked now).
            const until = await expiryOf(started).catch(() => undefined);
            if (until !== undefined && generation === started) keep(key, entry);
          }
          return entry;
        })
        .finally(() => {
          if (inFlight.get(key) === settled) inFlight.delete(key);
        });
      inFlight.set(key, settled);
      return settled;
    },
  };
}

export type ReadCache = ReturnType<typeof readCache>;
