import { readdir, utimes, writeFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { applicationDocuments } from '../src/db/schema.js';
import { SWEEP_MIN_AGE_MS, sweepFiles } from '../src/storage/file-sweep.js';
import { openFileStorage } from '../src/storage/open-storage.js';
import { s3Storage } from '../src/storage/s3-storage.js';
import { StartupError } from '../src/startup-errors.js';
import {
  applicationUploads,
  doc,
  ELF,
  failDocumentRows,
  fields,
  PDF,
  pdfOfSize,
  PNG,
  XLS,
} from './application-uploads.js';
import { WORD_DOCUMENT as DOCX } from './document-files.js';
import { createJob, createTestApp, type TestApp } from './helpers.js';
import { startTestBucket, type TestBucket } from './s3-server.js';

let bucket: TestBucket;
let t: TestApp;
let jobId: number;
beforeAll(async () => {
  bucket = await startTestBucket();
  t = await createTestApp({ env: bucket.env });
  jobId = await createJob(t);
});
afterAll(async () => {
  await t?.close();
  await bucket?.close();
});

const { upload, storedFiles, listening, hangUpMidFile, leavesNothing, downloaded } =
  applicationUploads(() => t);

/** Runs `action` and checks it left no row, no file on this instance's disk and no object. */
const leavesNothingAnywhere = (action: () => Promise<void>) =>
  leavesNothing(action, () => bucket.documentKeys());

/** Every file under DATA_DIR, wherever it is. */
async function filesInDataDir() {
  const entries = await readdir(t.dataDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const keysOf = async (applicationId: number) =>
  (
    await t.ctx.db
      .select({ key: applicationDocuments.storage_key })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.application_id, applicationId))
  ).map((row) => row.key);

/** Records the keys `put` answers while `action` runs. */
async function keysPutDuring(action: () => Promise<void>) {
  const { storage } = t.ctx;
  const realPut = storage.put;
  const keys: string[] = [];
  storage.put = async (tempFile) => {
    const key = await realPut(tempFile);
    keys.push(key);
    return key;
  };
  try {
    await action();
  } finally {
    storage.put = realPut;
  }
  return keys;
}

describe('documents in an S3 bucket', () => {
  it('keeps them in the bucket, none on the instance disk, and serves them byte for byte as before', async () => {
    const large = pdfOfSize(9 * 1024 * 1024);
    const sent = [
      { name: 'Lebenslauf Müller.pdf', bytes: PDF, type: 'application/pdf' },
      { name: 'portrait.png', bytes: PNG, type: 'image/png' },
      {
        name: 'cv.docx',
        bytes: DOCX,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      { name: 'portfolio.pdf', bytes: large, type: 'application/pdf' },
    ];
    const res = await upload([
      ...fields(jobId),
      ...sent.map(({ name, bytes }) => doc(name, bytes)),
    ]);
    expect(res.statusCode).toBe(201);
    const keys = await keysOf(res.json().id);
    expect(keys).toHaveLength(4);
    expect(await bucket.documentKeys()).toEqual(expect.arrayContaining(keys));
    expect(await filesInDataDir()).toEqual([]);

    const listed = await t.app.inject({
      url: `/api/jobs/${jobId}/with-applicants`,
      headers: await t.auth(4),
    });
    const application = listed
      .json()
      .applications.find((a: { id: number }) => a.id === res.json().id);
    const files = [];
    for (const [index, { bytes, type }] of sent.entries()) {
      files.push(await downloaded(application.documents[index].url, bytes, type));
    }
    expect(files[0]!.headers['content-disposition']).toBe(
      `attachment; filename="Lebenslauf M_ller.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`,
    );
  });

  it('lets go of the bucket connection when a download is cut off half-way', async () => {
    const res = await upload([...fields(jobId), doc('big.pdf', pdfOfSize(8 * 1024 * 1024))]);
    const [row] = await t.ctx.db
      .select({ id: applicationDocuments.id })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.application_id, res.json().id));
    const url = `/api/job-applications/${res.json().id}/documents/${row!.id}`;
    const port = await listening();
    const { authorization } = await t.auth(4);
    /** Starts the download, and hangs up after its first bytes. */
    const cutOff = () =>
      new Promise<void>((resolve, reject) => {
        const req = httpGet({ host: '127.0.0.1', port, path: url, headers: { authorization } });
        req.on('response', (response) => {
          response.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', reject);
      });
    // More than the S3 client's 50 sockets: each cut-off download must give its socket back.
    for (let i = 0; i < 60; i++) await cutOff();
    const whole = await t.app.inject({ url, headers: { authorization } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(8 * 1024 * 1024);
  });

  it('answers 404 for a document whose object is gone', async () => {
    const res = await upload([...fields(jobId), doc('cv.pdf', PDF)]);
    const [key] = await keysOf(res.json().id);
    await t.ctx.storage.delete(key!);
    const [row] = await t.ctx.db
      .select({ id: applicationDocuments.id })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.storage_key, key!));
    const file = await t.app.inject({
      url: `/api/job-applications/${res.json().id}/documents/${row!.id}`,
      headers: await t.auth(4),
    });
    expect(file.statusCode).toBe(404);
    expect(file.json().detail).toBe('Document not found');
  });

  it('still checks the content: refused files, too much and bad fields leave no object', async () => {
    await leavesNothingAnywhere(async () => {
      const elf = await upload([...fields(jobId), doc('cv.pdf', PDF), doc('resume.pdf', ELF)]);
      expect(elf.statusCode).toBe(415);
      expect(elf.json().detail).toMatch(/^File "resume.pdf" is not an accepted type/);
      const xls = await upload([...fields(jobId), doc('budget.doc', XLS)]);
      expect(xls.statusCode).toBe(415);
      const big = await upload([
        ...fields(jobId),
        doc('a.pdf', pdfOfSize(6 * 1024 * 1024)),
        doc('b.pdf', pdfOfSize(5 * 1024 * 1024)),
      ]);
      expect(big.statusCode).toBe(413);
      const unnamed = await upload([
        ...fields(jobId, { first_name: undefined }),
        doc('cv.pdf', PDF),
      ]);
      expect(unnamed.statusCode).toBe(400);
    });
  });

  it('deletes the objects written when the database fails before the commit', async () => {
    const restore = failDocumentRows(t);
    let written: string[] = [];
    try {
      await leavesNothingAnywhere(async () => {
        written = await keysPutDuring(async () => {
          const res = await upload([...fields(jobId), doc('cv.pdf', PDF), doc('me.png', PNG)]);
          expect(res.statusCode).toBe(500);
        });
      });
    } finally {
      restore();
    }
    expect(written).toHaveLength(2);
    for (const key of written) expect(await t.ctx.storage.exists(key)).toBe(false);
  });

  it('answers 503 and keeps no row and no scratch file when the bucket cannot be written', async () => {
    await leavesNothingAnywhere(async () => {
      await bucket.stop();
      try {
        const res = await upload([...fields(jobId), doc('cv.pdf', PDF)]);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBeDefined();
      } finally {
        await bucket.start();
      }
    });
  });

  it('keeps nothing when the client hangs up half-way through a file', async () => {
    await leavesNothingAnywhere(async () => {
      await hangUpMidFile([...fields(jobId), doc('cv.pdf', pdfOfSize(4 * 1024 * 1024))]);
      await expect.poll(storedFiles, { timeout: 5_000 }).toEqual([]);
    });
  });

  it('reports the bucket in the health check: 503 while it does not answer', async () => {
    const health = () => t.app.inject({ url: '/api/health' });
    expect((await health()).json()).toMatchObject({ status: 'ok', storage: { ok: true } });
    await bucket.stop();
    try {
      const down = await health();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'degraded', storage: { ok: false } });
    } finally {
      await bucket.start();
    }
    expect((await health()).statusCode).toBe(200);
  });
});

describe('the sweep of a bucket', () => {
  it('removes old objects no row refers to and old scratch files, page by page, and nothing else', async () => {
    const res = await upload([...fields(jobId), doc('cv.pdf', PDF)]);
    const [referenced] = await keysOf(res.json().id);
    const hour = SWEEP_MIN_AGE_MS;
    const age = async (file: string, ms: number) => {
      const when = new Date(Date.now() - ms);
      await utimes(file, when, when);
    };
    const scratchFile = async (ms: number) => {
      const file = await t.ctx.storage.tempPath();
      await writeFile(file, 'left over');
      await age(file, ms);
      return file;
    };
    const orphan = async (ms: number) => {
      const key = await t.ctx.storage.put(await scratchFile(0));
      await age(bucket.objectFile(key), ms);
      return key;
    };
    const oldOrphans = [];
    for (let i = 0; i < 5; i++) oldOrphans.push(await orphan(hour + 60_000));
    const newOrphan = await orphan(60_000);
    await scratchFile(hour + 60_000);
    const newScratch = await scratchFile(60_000);
    await age(bucket.objectFile(referenced!), 2 * hour);
    const before = await bucket.documentKeys();
    for (const key of [...oldOrphans, newOrphan, referenced]) expect(before).toContain(key);

    // Two keys a page, so that the sweep has to follow the listing's continuation.
    const storage = s3Storage(t.ctx.config.s3!, path.join(t.dataDir, 'uploads'), { pageSize: 2 });
    expect(await sweepFiles({ storage, db: t.ctx.db })).toEqual({ scratch: 1, orphans: 5 });
    const after = await bucket.documentKeys();
    expect(after).toEqual(before.filter((key) => !oldOrphans.includes(key)));
    expect(after).toEqual(expect.arrayContaining([newOrphan, referenced]));
    expect(await storedFiles()).toEqual([
      path.relative(path.join(t.dataDir, 'uploads'), newScratch),
    ]);
    await t.ctx.storage.deleteScratch(newScratch);
    await t.ctx.storage.delete(newOrphan);
  });
});

describe('starting with a bucket', () => {
  const closedPort = () =>
    new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });

  const startError = async (env: Record<string, string>) => {
    const config = loadConfig({ DATA_DIR: t.dataDir, ...bucket.env, ...env });
    const error = await openFileStorage(config).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(StartupError);
    return (error as Error).message;
  };

  it('stops with one clear line when the S3 server cannot be reached', async () => {
    const port = await closedPort();
    expect(await startError({ S3_ENDPOINT: `http://127.0.0.1:${port}` })).toBe(
      `Cannot reach the S3 bucket "documents" at http://127.0.0.1:${port} (connection refused): start the S3 server, or check S3_ENDPOINT.`,
    );
  });

  it('stops with one clear line when the bucket does not exist', async () => {
    expect(await startError({ S3_BUCKET: 'no-such-bucket' })).toBe(
      `The S3 bucket "no-such-bucket" at ${bucket.env.S3_ENDPOINT} does not exist: create the bucket, or fix S3_BUCKET.`,
    );
  });
});
