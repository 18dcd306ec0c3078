import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, stubFetch } from '@/test/fetch-stub';
import { logout } from '../auth/auth-api';
import { STORAGE_KEYS } from '../storage';

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'access');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('signing out', () => {
  it('revokes the refresh token with it as the bearer and forgets both tokens', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    await logout();
    expect(calls.map(({ url, method, authorization }) => ({ url, method, authorization }))).toEqual(
      [{ url: '/api/auth/logout', method: 'POST', authorization: 'Bearer refresh' }],
    );
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('signs out all the same when the server refuses, without trying a refresh', async () => {
    const calls = stubFetch(() => jsonAnswer(401, { detail: 'Invalid refresh token' }));
    await expect(logout()).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('asks nothing of the server without a refresh token', async () => {
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    const calls = stubFetch(() => {
      throw new Error('unexpected call');
    });
    await logout();
    expect(calls).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});
