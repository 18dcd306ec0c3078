import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOGIN_LIMITS } from '../../api/src/modules/auth/routes.js';
import { databaseUrl } from '../../api/test/db-url.js';
import { startTestBucket, type TestBucket } from '../../api/test/s3-server.js';
import { visitorAddress } from './browser';
import { pdfDocument } from './documents';
import { type ServerProcess, startServerProcess } from './server-process';

/**
 * The deployment of docs/deploy/compose.yaml without containers: two processes of the product
 * on one PostgreSQL database, one Redis and one S3 bucket, with one JWT_SECRET and each its own
 * empty DATA_DIR, behind a proxy (TRUST_PROXY=1) that passes on the visitor's address.
 */
const missing = ['TEST_DATABASE_URL', 'TEST_REDIS_URL'].filter((name) => !process.env[name]);
const TITLE = 'two instances on one PostgreSQL database, one Redis and one S3 bucket';

describe.skipIf(missing.length > 0)(
  missing.length > 0 ? `${TITLE} (skipped: set ${missing.join(' and ')})` : TITLE,
  () => {
    const admin = { email: 'admin@example.com', password: randomBytes(12).toString('hex') };
    const databaseName = `two_instances_${randomBytes(6).toString('hex')}`;
    /** The PostgreSQL server, and the scratch database both instances share. */
    let server: pg.Client;
    let database: pg.Client;
    const folders: string[] = [];
    const dataDirs: string[] = [];
    let bucket: TestBucket;
    let a: ServerProcess;
    let b: ServerProcess;
    /** An admin's access token, from A. */
    let token: string;
    let jobId: number;
    let articleId: number;

    type Call = { method?: string; token?: string; json?: unknown; form?: FormData; from?: string };
    /** A request to an instance, from a visitor address of its own unless `from` is given. */
    const call = (
      instance: ServerProcess,
      url: string,
      { method = 'GET', token, json, form, from = visitorAddress() }: Call = {},
    ) =>
      fetch(`${instance.url}${url}`, {
        method,
        headers: {
          'x-forwarded-for': from,
          ...(token && { authorization: `Bearer ${token}` }),
          ...(json !== undefined && { 'content-type': 'application/json' }),
        },
        body: json !== undefined ? JSON.stringify(json) : form,
      });

    const signIn = async (instance: ServerProcess) => {
      const response = await call(instance, '/api/auth/login', { method: 'POST', json: admin });
      expect(response.status).toBe(200);
      return (await response.json()) as { access_token: string; refresh_token: string };
    };

    /** Created through A by the admin; answers the new item's id. */
    const create = async (url: string, json: unknown) => {
      const response = await call(a, url, { method: 'POST', token, json });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: number }).id;
    };

    /** An application with a PDF, sent to `instance`; answers its document's download path. */
    const apply = async (instance: ServerProcess, document: Buffer) => {
      const form = new FormData();
      const fields = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('job_id', String(jobId));
      form.append('consent', 'true');
      form.append(
        'documents',
        new Blob([new Uint8Array(document)], { type: 'application/pdf' }),
        'cv.pdf',
      );
      const response = await call(instance, '/api/jobs/applications/upload', {
        method: 'POST',
        form,
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      const listed = await call(instance, `/api/jobs/${jobId}/with-applicants`, { token });
      const { applications } = (await listed.json()) as {
        applications: { id: number; documents: { url: string }[] }[];
      };
      return applications.find((application) => application.id === id)!.documents[0]!.url;
    };

    const download = async (instance: ServerProcess, url: string) => {
      const response = await call(instance, url, { token });
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };

    /** Every file under either instance's DATA_DIR (scratch files of uploads included). */
    const filesOnDisk = async () => {
      const found = await Promise.all(
        dataDirs.map(async (dir) =>
          (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []))
            .filter((entry) => entry.isFile())
            .map((entry) => path.join(entry.parentPath, entry.name)),
        ),
      );
      return found.flat();
    };

    /** Whether the article's API answer and its rendered page both carry `title`. */
    const showsTitle = async (instance: ServerProcess, title: string) => {
      const [article, page] = await Promise.all([
        call(instance, `/api/news/${articleId}`),
        call(instance, `/news/${articleId}`),
      ]);
      const { title: apiTitle } = (await article.json()) as { title: string };
      return apiTitle === title && (await page.text()).includes(title);
    };

    beforeAll(async () => {
      const url = databaseUrl(process.env.TEST_DATABASE_URL!, databaseName);
      server = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await server.connect();
      await server.query(`CREATE DATABASE ${databaseName}`);
      database = new pg.Client({ connectionString: url });
      await database.connect();
      bucket = await startTestBucket();
      const settings = {
        DATABASE_URL: url,
        REDIS_URL: process.env.TEST_REDIS_URL!,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        TRUST_PROXY: '1',
        SEED_DEMO_CONTENT: 'false',
        PUBLIC_URL: 'https://www.example.com',
        WEB_DIST: inject('webDist'),
        LOG_LEVEL: 'warn',
        ...bucket.env,
      };
      const instance = async () => {
        const folder = await mkdtemp(path.join(tmpdir(), 'e2e-instance-'));
        const dataDir = path.join(folder, 'data');
        folders.push(folder);
        dataDirs.push(dataDir);
        return startServerProcess({ ...settings, DATA_DIR: dataDir }, { cwd: folder });
      };
      // Both at once on the empty database, as `docker compose up` starts them.
      [a, b] = await Promise.all([instance(), instance()]);

      token = (await signIn(a)).access_token;
      jobId = await create('/api/jobs', {
        title: 'Platform Engineer',
        department: 'Engineering',
        location: 'Dubai, UAE',
        description: 'Run the platform.',
        requirements: 'Node.js',
        responsibilities: 'Keep it up',
      });
      articleId = await create('/api/news', {
        title: 'Original headline',
        excerpt: 'Short.',
        content: 'Long.',
        category: 'Company',
        tags: ['instances'],
        author: 'Editor',
      });
    });

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await bucket?.close();
      await database?.end();
      await server?.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await server?.end();
      await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    });

    it('accepts a token from A on B, and refreshes it on B', async () => {
      const tokens = await signIn(a);
      const users = await call(b, '/api/users', { token: tokens.access_token });
      expect(users.status).toBe(200);
      expect(await users.json()).toContainEqual(expect.objectContaining({ email: admin.email }));

      const refreshed = await call(b, '/api/auth/refresh', {
        method: 'POST',
        token: tokens.refresh_token,
      });
      expect(refreshed.status).toBe(200);
      const { data } = (await refreshed.json()) as { data: { access_token: string } };
      expect((await call(a, '/api/auth/user', { token: data.access_token })).status).toBe(200);
      // The refresh token B rotated is spent on A too.
      const reused = await call(a, '/api/auth/refresh', {
        method: 'POST',
        token: tokens.refresh_token,
      });
      expect(reused.status).toBe(401);
    });

    it('serves a document uploaded through A byte for byte from B, keeping it in the bucket only', async () => {
      const document = pdfDocument(50_000);
      const url = await apply(a, document);
      expect((await download(b, url)).equals(document)).toBe(true);
      expect(await bucket.documentKeys()).toHaveLength(1);
      expect(await filesOnDisk()).toEqual([]);
    });

    it('shows an article edited on A on B within a second, in the API and the rendered page', async () => {
      expect(await showsTitle(b, 'Original headline')).toBe(true);
      // B answers from its cache now: a change behind every instance's back does not show.
      await database.query('UPDATE news_articles SET title = $1 WHERE id = $2', [
        'Unseen headline',
        articleId,
      ]);
      expect(await showsTitle(b, 'Original headline')).toBe(true);

      const edited = await call(a, `/api/news/${articleId}`, {
        method: 'PATCH',
        token,
        json: { title: 'Edited headline' },
      });
      expect(edited.status).toBe(200);
      const deadline = Date.now() + 1_000;
      let shown = await showsTitle(b, 'Edited headline');
      while (!shown && Date.now() < deadline) shown = await showsTitle(b, 'Edited headline');
      expect(shown, 'B shows the edit within 1 s').toBe(true);
    });

    it('counts failed sign-ins on both instances together', async () => {
      const guess = {
        email: `nobody-${randomBytes(4).toString('hex')}@example.com`,
        password: 'not-the-password',
      };
      const from = visitorAddress();
      const instances = [a, b];
      const signInOn = (attempt: number) =>
        call(instances[attempt % 2]!, '/api/auth/login', { method: 'POST', json: guess, from });
      // Alternating, so that neither instance alone has seen the limit's number of failures.
      const { max } = LOGIN_LIMITS.perAccountAndIp;
      for (let attempt = 0; attempt < max; attempt++) {
        expect((await signInOn(attempt)).status).toBe(401);
      }
      expect((await signInOn(max)).status).toBe(429);
    });

    it('keeps serving from B when A is killed, and accepts an application there', async () => {
      await a.stop('SIGKILL');
      expect((await call(b, '/api/health')).status).toBe(200);
      expect(await showsTitle(b, 'Edited headline')).toBe(true);
      expect((await signIn(b)).access_token).toBeTruthy();

      const document = pdfDocument(20_000);
      const url = await apply(b, document);
      expect((await download(b, url)).equals(document)).toBe(true);
      expect(await bucket.documentKeys()).toHaveLength(2);
      expect(await filesOnDisk()).toEqual([]);
    });
  },
);
