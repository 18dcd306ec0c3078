import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { usersRepository } from '../src/modules/users/repository.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const TOO_SHORT = 'Password must be at least 12 characters';
const TOO_COMMON = 'This password is too common; choose another one';
const IS_EMAIL = 'Password must not be the e-mail address';

/** A 400 whose detail names the password field and the rule it broke. */
const expectRefused = (res: { statusCode: number; json(): { detail: string } }, rule: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().detail).toContain(`body.password: ${rule}`);
};

let count = 0;
const newUser = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Aysel',
  last_name: 'Mammadova',
  email: `aysel.mammadova${++count}@example.com`,
  role_id: 4,
  password: 'a-sound-passphrase',
  ...overrides,
});

const createUser = async (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users', headers: await t.auth(1), payload });

const patchUser = async (id: number, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: await t.auth(1), payload });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('the password policy', () => {
  it('lets an account whose password predates the policy (10 characters) keep signing in', async () => {
    const email = 'old-account@example.com';
    const { id } = await usersRepository(t.ctx.db).create({
      first_name: 'Old',
      last_name: 'Account',
      email,
      password_hash: await hashPassword('ten-chars!'),
      role_id: 4,
      is_enabled: true,
    });
    expect((await login(email, 'ten-chars!')).statusCode).toBe(200);
    // Editing the account without a new password keeps the old one working.
    expect((await patchUser(id, { last_name: 'Renamed', password: '' })).statusCode).toBe(200);
    expect((await login(email, 'ten-chars!')).statusCode).toBe(200);
  });

  it('refuses an 11-character password on create and on change, with a clear detail', async () => {
    const created = await createUser(newUser({ password: 'eleven-char' }));
    expectRefused(created, TOO_SHORT);

    const { id } = (await createUser(newUser())).json();
    const changed = await patchUser(id, { password: 'eleven-char' });
    expectRefused(changed, TOO_SHORT);
  });

  it('refuses a common password in any case, and one character repeated', async () => {
    const { id } = (await createUser(newUser())).json();
    for (const password of ['qwerty123456', 'QwErTy123456', '1qaz2wsx3edc', 'zzzzzzzzzzzzzzzz']) {
      const created = await createUser(newUser({ password }));
      expectRefused(created, TOO_COMMON);
      const changed = await patchUser(id, { password });
      expectRefused(changed, TOO_COMMON);
    }
  });

  it('refuses the e-mail address or its local part as the password', async () => {
    const email = 'aysel.mammadova@example.com';
    for (const password of ['Aysel.Mammadova@example.com', 'aysel.mammadova']) {
      const created = await createUser(newUser({ email, password }));
      expectRefused(created, IS_EMAIL);
    }
    const { id } = (await createUser(newUser({ email }))).json();
    // With the address in the same request, and against the stored address.
    const withEmail = await patchUser(id, {
      email: 'aysel.m.newer@example.com',
      password: 'aysel.m.newer',
    });
    expectRefused(withEmail, IS_EMAIL);
    const stored = await patchUser(id, { password: 'AYSEL.MAMMADOVA' });
    expectRefused(stored, IS_EMAIL);
  });

  it('accepts a 12-character password that is not common, which then signs in', async () => {
    const body = newUser({ password: 'Birch-Lake-7' });
    const created = await createUser(body);
    expect(created.statusCode).toBe(201);
    expect((await login(body.email, 'Birch-Lake-7')).statusCode).toBe(200);
    const changed = await patchUser(created.json().id, { password: 'Quiet-Harbor' });
    expect(changed.statusCode).toBe(200);
    expect((await login(body.email, 'Quiet-Harbor')).statusCode).toBe(200);
  });
});
