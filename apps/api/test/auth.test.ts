import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, STAFF_PASSWORD, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('auth', () => {
  it('signs in the superadmin and returns the user without any password', async () => {
    const res = await login(ADMIN.email, ADMIN.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token).toBeTypeOf('string');
    expect(body.refresh_token).toBeTypeOf('string');
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: 1, email: ADMIN.email, role_id: 1, is_enabled: true });
    expect(me.body).not.toMatch(/password|hash|argon/i);
  });

  it('matches the email without regard to case', async () => {
    expect((await login(ADMIN.email.toUpperCase(), ADMIN.password)).statusCode).toBe(200);
  });

  it('refuses a wrong password with a detail', async () => {
    const res = await login(ADMIN.email, 'wrong-password', '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Incorrect email or password');
  });

  it('refuses a malformed body with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/JSON/);
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/email/);
  });

  it('answers 401 for /auth/user without a token, with a bad token and with a bad header', async () => {
    expect((await t.app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      url: '/api/auth/user',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().detail).toBe('Invalid token');
    const malformed = await t.app.inject({
      url: '/api/auth/user',
      headers: { authorization: 'Basic x' },
    });
    expect(malformed.statusCode).toBe(401);
  });

  it('rotates refresh tokens and revokes the family when a rotated token is reused', async () => {
    const { refresh_token } = (await login(ADMIN.email, ADMIN.password, '10.0.0.3')).json();
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { authorization: `Bearer ${token}` },
      });
    const first = await refresh(refresh_token);
    expect(first.statusCode).toBe(200);
    const { access_token, refresh_token: next } = first.json().data;
    expect(access_token).toBeTypeOf('string');
    expect(next).not.toBe(refresh_token);
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(me.statusCode).toBe(200);

    const reuse = await refresh(refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().detail).toMatch(/reuse/);
    // The whole family is gone, including the newest token.
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it('asks for the refresh token when none is sent', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('No refresh token found');
  });

  it('does not accept an access token as a refresh token, nor a refresh token as an access token', async () => {
    const { access_token, refresh_token } = (
      await login(ADMIN.email, ADMIN.password, '10.0.0.4')
    ).json();
    const asRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(asRefresh.statusCode).toBe(401);
    const asAccess = await t.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${refresh_token}` },
    });
    expect(asAccess.statusCode).toBe(401);
  });

  it('refuses a disabled user at login, at refresh and on every request', async () => {
    const email = 'soon-disabled@example.com';
    const id = await t.createUser(4, { email });
    const { access_token, refresh_token } = (await login(email, STAFF_PASSWORD, '10.0.0.5')).json();
    const admin = await t.auth('superadmin');
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: admin,
      payload: { is_enabled: false },
    });
    expect(patch.statusCode).toBe(200);
    const again = await login(email, STAFF_PASSWORD, '10.0.0.5');
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe('User account is disabled');
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { authorization: `Bearer ${refresh_token}` },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('limits failed sign-ins per account and address without locking out colleagues', async () => {
    const victim = 'victim@example.com';
    const colleague = 'colleague@example.com';
    await t.createUser(3, { email: victim });
    await t.createUser(3, { email: colleague });
    const office = '192.0.2.10';
    for (let i = 0; i < 5; i++)
      expect((await login(victim, 'wrong-guess', office)).statusCode).toBe(401);
    const blocked = await login(victim, STAFF_PASSWORD, office);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/Too many failed sign-in attempts/);
    expect(blocked.headers['retry-after']).toBeDefined();
    // A colleague in the same office still signs in, and so does the victim from elsewhere.
    expect((await login(colleague, STAFF_PASSWORD, office)).statusCode).toBe(200);
    expect((await login(victim, STAFF_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('logout revokes the refresh token', async () => {
    const { refresh_token } = (await login(ADMIN.email, ADMIN.password, '10.0.0.6')).json();
    const headers = { authorization: `Bearer ${refresh_token}` };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers })).statusCode,
    ).toBe(401);
  });
});
