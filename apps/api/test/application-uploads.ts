import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { applicationDocuments, jobApplications } from '../src/db/schema.js';
import { compoundFile, stream } from './document-files.js';
import type { TestApp } from './helpers.js';

// ---- Real file contents, small but valid enough for content sniffing ----

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export const PNG = (() => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
})();

export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
  Buffer.from([0xff, 0xd9]),
]);

/** An Excel 97-2003 workbook: a compound file, but no Word document. */
export const XLS = compoundFile([stream('Workbook')]);

export const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(120, 0),
]);

/** A PDF of exactly `size` bytes. */
export const pdfOfSize = (size: number) => {
  const body = Buffer.alloc(size, 0x20);
  PDF.copy(body, 0);
  return body;
};

// ---- A multipart/form-data body, as a browser's FormData sends it ----

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; type?: string };

export function multipart(parts: Part[]) {
  const boundary = `----FormBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; ` +
            `filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The text fields of an application to the job, with the values given instead. */
export const fields = (jobId: number, overrides: Record<string, string | undefined> = {}) =>
  Object.entries({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '+971 4 000 0000',
    cover_letter: 'I would love to join.',
    resume_url: '',
    linkedin_url: '',
    portfolio_url: '',
    job_id: String(jobId),
    consent: 'true',
    ...overrides,
  })
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ({ name, value }));

export const doc = (filename: string, content: Buffer) => ({
  name: 'documents',
  filename,
  content,
});

/**
 * Sending applications to the app of a test file, and checking what they leave behind: rows,
 * and files under DATA_DIR/uploads (scratch files included).
 */
export function applicationUploads(current: () => TestApp) {
  let ipCounter = 0;
  let port: number | undefined;

  /** Every file under DATA_DIR/uploads, scratch files included. */
  const storedFiles = async (): Promise<string[]> => {
    const root = path.join(current().dataDir, 'uploads');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  };

  const rowCounts = async () => {
    const { db } = current().ctx;
    const [applications] = await db.select({ n: count() }).from(jobApplications);
    const [documents] = await db.select({ n: count() }).from(applicationDocuments);
    return { applications: applications!.n, documents: documents!.n };
  };

  /** Each upload from its own address, so the per-address limit only bites where it is tested. */
  const nextIp = () => `198.51.100.${++ipCounter}`;

  /** The app on a real socket, for what `inject` cannot show (a client that hangs up). */
  const listening = async () => {
    if (port === undefined) {
      const { app } = current();
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;
    }
    return port;
  };

  return {
    /**
     * Runs `action` and checks it left no row and no file behind, nor anything else `alsoKept`
     * reads (the documents in a bucket).
     */
    async leavesNothing(action: () => Promise<void>, alsoKept?: () => Promise<unknown>) {
      const kept = async () => [await storedFiles(), await rowCounts(), await alsoKept?.()];
      const before = await kept();
      await action();
      expect(await kept()).toEqual(before);
    },
    nextIp,
    upload(parts: Part[], ip = nextIp()) {
      return current().app.inject({
        method: 'POST',
        url: '/api/jobs/applications/upload',
        remoteAddress: ip,
        ...multipart(parts),
      });
    },
    storedFiles,
    rowCounts,
    listening,

    /**
     * Downloads a document as a recruiter and checks it arrives byte for byte, with the headers
     * of an attachment that is never cached or sniffed. Answers the response.
     */
    async downloaded(url: string, bytes: Buffer, type: string) {
      const file = await current().app.inject({ url, headers: await current().auth(4) });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['content-length']).toBe(String(bytes.length));
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('private, no-store');
      return file;
    },

    /**
     * Sends all of an upload's body but its last 2 MB, waits until the server is writing the
     * file to its scratch file, then hangs up; resolves once the connection is closed.
     */
    async hangUpMidFile(parts: Part[]) {
      const body = multipart(parts);
      const req = httpRequest({
        host: '127.0.0.1',
        port: await listening(),
        method: 'POST',
        path: '/api/jobs/applications/upload',
        headers: { ...body.headers, 'content-length': body.payload.length },
      });
      const settled = new Promise<void>((resolve) => {
        req.on('error', () => resolve());
        req.on('close', () => resolve());
      });
      req.write(body.payload.subarray(0, body.payload.length - 2 * 1024 * 1024));
      const scratch = path.join(current().dataDir, 'uploads', '.tmp');
      await expect
        .poll(async () => (await readdir(scratch).catch(() => [])).length, { timeout: 5_000 })
        .toBeGreaterThan(0);
      req.destroy();
      await settled;
    },
  };
}

/**
 * Makes the app's database fail half-way through storing an application: the application row
 * goes in, the document rows then fail. Answers a function that puts the real database back.
 */
export function failDocumentRows(t: TestApp) {
  const realDb = t.ctx.db;
  const bound = <T extends object>(target: T, property: string | symbol) => {
    const value = Reflect.get(target, property);
    return typeof value === 'function' ? value.bind(target) : value;
  };
  t.ctx.db = new Proxy(realDb, {
    get: (target, property) =>
      property === 'transaction'
        ? (fn: (tx: typeof realDb) => Promise<unknown>) =>
            target.transaction((tx) =>
              fn(
                new Proxy(tx, {
                  get: (txTarget, txProperty) =>
                    txProperty === 'insert'
                      ? (table: unknown) => {
                          if (table === applicationDocuments) throw new Error('connection lost');
                          return txTarget.insert(table as typeof jobApplications);
                        }
                      : bound(txTarget, txProperty),
                }) as unknown as typeof realDb,
              ),
            )
        : bound(target, property),
  });
  return () => {
    t.ctx.db = realDb;
  };
}
