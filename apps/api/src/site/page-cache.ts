import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A rendered page (or sitemap) as sent: its status, type and bytes, compressed once. */
export type CachedPage = {
  status: number;
  type: string;
  body: Buffer;
  etag: string;
  /** Filled on first need: a page is compressed once, not on every request. */
  compressed: { br?: Promise<Buffer>; gzip?: Promise<Buffer> };
};

export const cachedPage = (status: number, type: string, body: Buffer): CachedPage => ({
  status,
  type,
  body,
  etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  compressed: {},
});

export function compressedBody(page: CachedPage, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'br') {
    page.compressed.br ??= brotli(page.body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
      },
    });
    return page.compressed.br;
  }
  page.compressed.gzip ??= gzipAsync(page.body, { level: 9 });
  return page.compressed.gzip;
}

/**
 * Rendered pages by address, so that rendering is never what limits the site: the content
 * changes a few times a day, the pages are read all the time. Everything is dropped when the
 * content changes (`clear`) and at the next moment that changes what visitors see without a
 * write (an article's publication time, the day after a job's deadline: `nextChange`). The
 * oldest pages go first beyond `maxEntries`, so odd addresses cannot fill the memory.
 */
export function pageCache({
  maxEntries = 2000,
  nextChange,
  now = Date.now,
}: {
  maxEntries?: number;
  /** When the content visitors see next changes by itself (ms since the epoch), if ever. */
  nextChange: () => Promise<number | undefined>;
  now?: () => number;
}) {
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  let generation = 0;
  let validUntil: Promise<number> | undefined;

  const clear = () => {
    generation += 1;
    pages.clear();
    rendering.clear();
    validUntil = undefined;
  };

  /** Drops everything once the next scheduled change has come. */
  async function expireScheduled() {
    validUntil ??= nextChange().then(
      (moment) => moment ?? Infinity,
      () => 0,
    );
    const until = await validUntil;
    if (now() >= until) clear();
  }

  return {
    clear,
    get size() {
      return pages.size;
    },
    /** The cached page at `key`, after dropping what has expired. */
    async get(key: string): Promise<CachedPage | undefined> {
      await expireScheduled();
      const page = pages.get(key);
      if (page) {
        // Most recently used last: the first key is the next to go.
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    /** The page being rendered at `key` right now, for a second asker to wait for. */
    pending: (key: string) => rendering.get(key),
    /**
     * Remembers the page `render` produces (undefined: not to be cached), unless the content
     * changed while it was being rendered.
     */
    track(key: string, render: Promise<CachedPage | undefined>) {
      const started = generation;
      const settled = render.then(
        (page) => {
          if (rendering.get(key) === settled) rendering.delete(key);
          if (page && generation === started) {
            pages.set(key, page);
            while (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
          }
          return page;
        },
        (error: unknown) => {
          if (rendering.get(key) === settled) rendering.delete(key);
          throw error;
        },
      );
      rendering.set(key, settled);
      return settled;
    },
  };
}

export type PageCache = ReturnType<typeof pageCache>;
