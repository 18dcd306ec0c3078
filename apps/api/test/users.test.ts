import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, rolesExcept, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const newUser = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Lena',
  last_name: 'Vogel',
  email: `lena-${Math.random().toString(36).slice(2)}@example.com`,
  role_id: 3,
  password: 'long-enough-password',
  ...overrides,
});

describe('users', () => {
  it('lists users without any password or hash', async () => {
    const res = await t.app.inject({ url: '/api/users', headers: await t.auth('superadmin') });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ id: 1, role_id: 1, is_enabled: true });
    expect(res.body).not.toMatch(/password|hash/i);
  });

  it('creates a user with a hashed password who can then sign in', async () => {
    const body = newUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: await t.auth(2),
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      first_name: 'Lena',
      email: body.email,
      role_id: 3,
      is_enabled: true,
    });
    const stored = await t.ctx.database.raw.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [res.json().id],
    );
    expect(stored[0]!.password_hash).toMatch(/^\$argon2id\$/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('defaults a new user to the recruiter role', async () => {
    const { role_id: _role, ...body } = newUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: await t.auth(1),
      payload: body,
    });
    expect(res.json().role_id).toBe(4);
  });

  it('refuses a short password, a bad email, a missing name and an unknown role', async () => {
    const headers = await t.auth(1);
    const cases: [Record<string, unknown>, RegExp][] = [
      [newUser({ password: 'short' }), /at least 12 characters/],
      [newUser({ email: 'not-an-email' }), /email/],
      [newUser({ first_name: '' }), /first_name/],
      [newUser({ role_id: 7 }), /role_id/],
      [newUser({ first_name: 'x'.repeat(100_000) }), /first_name/],
    ];
    for (const [payload, detail] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users', headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(detail);
    }
  });

  it('refuses a duplicate email, whatever its case', async () => {
    const headers = await t.auth(1);
    const body = newUser({ email: 'Duplicate@Example.com' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/users', headers, payload: body }))
        .statusCode,
    ).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: { ...body, email: 'duplicate@example.COM' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('A user with this email already exists');
  });

  it('edits, disables, enables and deletes a user', async () => {
    const headers = await t.auth(1);
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/users', headers, payload: newUser() })
    ).json();
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers,
      payload: { last_name: 'Schmidt', role_id: 2, password: '' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ last_name: 'Schmidt', role_id: 2 });
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers,
      payload: { is_enabled: false },
    });
    expect(off.json().is_enabled).toBe(false);
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers,
      payload: { is_enabled: true },
    });
    expect(on.json().is_enabled).toBe(true);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/users/${id}`,
          headers,
          payload: { last_name: 'X' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('protects the superadmin with the spec messages', async () => {
    for (const role of [1, 2] as const) {
      const headers = await t.auth(role);
      const disable = await t.app.inject({
        method: 'PATCH',
        url: '/api/users/1',
        headers,
        payload: { is_enabled: false },
      });
      expect(disable.statusCode).toBe(400);
      expect(disable.json().detail).toBe('Cannot disable superadmin user');
      const del = await t.app.inject({ method: 'DELETE', url: '/api/users/1', headers });
      expect(del.statusCode).toBe(400);
      expect(del.json().detail).toBe('Cannot delete superadmin user');
    }
    const adminEdit = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/1',
      headers: await t.auth(2),
      payload: { password: 'taken-over-password' },
    });
    expect(adminEdit.statusCode).toBe(403);
  });

  it('lets only the superadmin grant the superadmin role', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: await t.auth(2),
      payload: newUser({ role_id: 1 }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 without a token and 403 for editors and recruiters on every route', async () => {
    const routes = [
      { method: 'GET' as const, url: '/api/users' },
      { method: 'POST' as const, url: '/api/users', payload: newUser() },
      { method: 'PATCH' as const, url: '/api/users/2', payload: { last_name: 'X' } },
      { method: 'DELETE' as const, url: '/api/users/2' },
    ];
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode).toBe(401);
      for (const role of rolesExcept(1, 2)) {
        const res = await t.app.inject({ ...route, headers: await t.auth(role) });
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toBeTypeOf('string');
      }
    }
  });

  it('refuses a non-numeric id with 400', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/abc',
      headers: await t.auth(1),
    });
    expect(res.statusCode).toBe(400);
  });
});
