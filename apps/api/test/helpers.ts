import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { ROLES, type RoleId } from '@app/contracts';
import { buildApp, type App } from '../src/app.js';
import type { AppContext } from '../src/app-context.js';
import { createContext, ensureSuperadmin } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import type { Logger } from '../src/lib/logger.js';
import { type Database, fromPglite, fromPostgres } from '../src/db/client.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { usersRepository } from '../src/modules/users/repository.js';
import { seedDemoContent } from '../src/seed/seed.js';
import { databaseUrl } from './db-url.js';

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };
export const STAFF_PASSWORD = 'staff-password-1';

/** A fresh copy of the migrated template database, for one test file. */
async function freshDatabase(
  through: (url: string) => string,
): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = inject('postgresTemplate');
    const name = `t_${template.slice(5)}_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        // Two files copying the template at the same moment: wait and try again.
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    return {
      url: databaseUrl(url, name),
      database: fromPostgres(through(databaseUrl(url, name))),
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return { database: fromPglite(client), drop: async () => {} };
}

export type TestApp = {
  app: App;
  ctx: AppContext;
  dataDir: string;
  /** The test database's address on the PostgreSQL server (undefined on PGlite). */
  databaseUrl: string | undefined;
  /** A signed-in staff member of the role, created on first use; answers its bearer header. */
  auth(role: RoleId | 'superadmin'): Promise<{ authorization: string }>;
  createUser(role: RoleId, overrides?: { email?: string; is_enabled?: boolean }): Promise<number>;
  close(): Promise<void>;
};

export async function createTestApp(
  options: {
    seed?: boolean;
    env?: NodeJS.ProcessEnv;
    /** The app's logger (the default one is silent). */
    log?: Logger;
    /** Where the app connects to PostgreSQL, given the test database's URL (a proxy, say). */
    databaseUrl?: (url: string) => string;
    /** A second instance on the same PostgreSQL database as this one, instead of a fresh one. */
    sameDatabaseAs?: TestApp;
  } = {},
) {
  const through = options.databaseUrl ?? ((url: string) => url);
  const shared = options.sameDatabaseAs?.databaseUrl;
  if (options.sameDatabaseAs && !shared) throw new Error('Only PostgreSQL is shared by instances');
  const { database, drop, url } = shared
    ? { database: fromPostgres(through(shared)), drop: async () => {}, url: shared }
    : await freshDatabase(through);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    ...options.env,
  });
  const ctx = await createContext(config, database, options.log);
  await ensureSuperadmin(ctx);
  if (options.seed) await seedDemoContent(ctx.db);
  const app = await buildApp(ctx);
  await app.ready();

  const users = usersRepository(ctx.db);
  const staff = new Map<number, string>();
  const createUser: TestApp['createUser'] = async (role, overrides = {}) => {
    const user = await users.create({
      first_name: 'Test',
      last_name: `Role${role}`,
      email: overrides.email ?? `role${role}-${randomBytes(4).toString('hex')}@example.com`,
      password_hash: await hashPassword(STAFF_PASSWORD),
      role_id: role,
      is_enabled: overrides.is_enabled ?? true,
    });
    return user.id;
  };

  const testApp: TestApp = {
    app,
    ctx,
    dataDir,
    databaseUrl: url,
    async auth(role) {
      const roleId = role === 'superadmin' ? ROLES.superadmin : role;
      let token = staff.get(roleId);
      if (!token) {
        const id = roleId === ROLES.superadmin ? 1 : await createUser(roleId);
        token = (await ctx.tokens.startSession(id)).access_token;
        staff.set(roleId, token);
      }
      return { authorization: `Bearer ${token}` };
    },
    createUser,
    async close() {
      await app.close();
      await ctx.content.close();
      await ctx.limiter.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

/** An open job, created by an admin, that applications can be sent to; answers its id. */
export async function createJob(t: TestApp, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: await t.auth(2),
    payload: {
      title: 'Backend Engineer',
      department: 'Engineering',
      location: 'Dubai',
      description: 'Build APIs.',
      requirements: 'TypeScript\nPostgreSQL',
      responsibilities: 'Design\nBuild',
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`Could not create a job: ${res.body}`);
  return res.json().id as number;
}

/** Every role except those given: for "wrong role" checks. */
export const rolesExcept = (...allowed: RoleId[]) =>
  ([1, 2, 3, 4] as RoleId[]).filter((role) => !allowed.includes(role));

/** Request headers: a bearer token, or none for a visitor. */
export type Headers = Record<string, string>;
type Payload = Record<string, unknown>;

/**
 * The app of a content module's test file (projects, news, team members), created before the
 * file's tests and closed after them: content staff signed in (an editor and its user id, and a
 * recruiter, who does not manage content), and calls on the module's routes under `base`
 * (`/api/team`), written as the editor and read as a visitor unless other headers are given.
 */
export function contentTestApp(base: string) {
  let app: TestApp | undefined;
  const staff = { editorId: 0, editor: {} as Headers, recruiter: {} as Headers };
  beforeAll(async () => {
    app = await createTestApp();
    staff.editorId = await app.createUser(3);
    const { access_token } = await app.ctx.tokens.startSession(staff.editorId);
    staff.editor = { authorization: `Bearer ${access_token}` };
    staff.recruiter = await app.auth(4);
  });
  afterAll(async () => app?.close());
  const current = () => {
    if (!app) throw new Error('The app is created before the tests, in beforeAll');
    return app;
  };
  const write = (
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload: Payload,
    headers: Headers,
  ) => current().app.inject({ method, url, headers, payload });
  return {
    get app() {
      return current().app;
    },
    get ctx() {
      return current().ctx;
    },
    auth: (role: RoleId | 'superadmin') => current().auth(role),
    get editorId() {
      return staff.editorId;
    },
    get editor() {
      return staff.editor;
    },
    get recruiter() {
      return staff.recruiter;
    },
    create: (payload: Payload, headers = staff.editor) => write('POST', base, payload, headers),
    put: (id: number | string, payload: Payload, headers = staff.editor) =>
      write('PUT', `${base}/${id}`, payload, headers),
    patch: (id: number | string, payload: Payload, headers = staff.editor) =>
      write('PATCH', `${base}/${id}`, payload, headers),
    remove: (id: number | string, headers = staff.editor) =>
      current().app.inject({ method: 'DELETE', url: `${base}/${id}`, headers }),
    get: (url: string, headers: Headers = {}) => current().app.inject({ url, headers }),
  };
}
