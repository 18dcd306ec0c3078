import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSuperadmin, resolveJwtSecret, superadminNotice } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import { migrate } from '../src/db/migrate.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('first start', () => {
  it('keeps a generated JWT secret in DATA_DIR and reuses it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'secret-'));
    const config = loadConfig({ DATA_DIR: dir });
    const first = await resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveJwtSecret(config)).toBe(first);
    expect((await readFile(path.join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    expect(await resolveJwtSecret(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'y'.repeat(40) }))).toBe(
      'y'.repeat(40),
    );
    await rm(dir, { recursive: true, force: true });
  });

  it('generates and prints a superadmin password once when none is configured', async () => {
    await t.ctx.database.raw.exec('DELETE FROM users');
    const ctx = { db: t.ctx.db, config: loadConfig({ ADMIN_EMAIL: 'owner@example.com' }) };
    const created = await ensureSuperadmin(ctx);
    expect(created?.email).toBe('owner@example.com');
    const password = created?.generatedPassword;
    expect(password).toMatch(/^\S{16}$/);
    expect(superadminNotice('owner@example.com', password!)).toContain(`Password: ${password}`);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@example.com', password },
    });
    expect(login.statusCode).toBe(200);
    // Never again: the account exists now.
    expect(await ensureSuperadmin(ctx)).toBeUndefined();
    // The next user created gets id 2, not a clash with the explicit id 1.
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { authorization: `Bearer ${login.json().access_token}` },
      payload: {
        first_name: 'A',
        last_name: 'B',
        email: 'ab@example.com',
        password: 'long-enough-1',
      },
    });
    expect(next.statusCode).toBe(201);
    expect(next.json().id).toBeGreaterThan(1);
  });
});

describe('migrations', () => {
  it('are recorded and not applied twice', async () => {
    expect(await migrate(t.ctx.database)).toEqual([]);
    const rows = await t.ctx.database.raw.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(['0000_init', '0001_seed_roles']),
    );
  });

  it('put the rules in the schema itself', async () => {
    const sql = t.ctx.database.raw;
    const refused = async (text: string) => {
      await expect(sql.exec(text)).rejects.toThrow();
    };
    await refused(
      "INSERT INTO team_members (name, position, department, display_order) VALUES ('A', 'B', 'C', 0)",
    );
    await refused("INSERT INTO projects (name, status) VALUES ('A', 'done')");
    await refused(
      "INSERT INTO projects (name, start_date, end_date) VALUES ('A', '2025-02-01', '2025-01-01')",
    );
    await refused(
      "INSERT INTO jobs (title, department, location, type, description, requirements, responsibilities) VALUES ('a','b','c','Freelance','d','e','f')",
    );
    await refused(
      "INSERT INTO users (first_name, last_name, email, password_hash, role_id) VALUES ('a','b','x@y.z','h',9)",
    );
    await sql.exec(
      "INSERT INTO users (first_name, last_name, email, password_hash, role_id) VALUES ('a','b','Case@Y.z','h',4)",
    );
    await refused(
      "INSERT INTO users (first_name, last_name, email, password_hash, role_id) VALUES ('a','b','case@y.Z','h',4)",
    );
  });
});
