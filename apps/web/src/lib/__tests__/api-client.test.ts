import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage';

type Client = typeof import('../api-client');
let api: Client['api'];
let ApiError: Client['ApiError'];
let errorDetail: Client['errorDetail'];
let refreshAccessToken: Client['refreshAccessToken'];

/** One request the fake browser fetch received. */
type Call = { path: string; method: string; authorization: string | null };
type Reply = { status: number; body?: string; statusText?: string; delayMs?: number };

/**
 * A stand-in for the browser's fetch: it records every request and answers with whatever the
 * test's handler says. (The API itself is exercised by the API and browser suites.)
 */
function fakeFetch(handler: (call: Call) => Reply) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const call = {
      path: String(input),
      method: init.method ?? 'GET',
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    const reply = handler(call);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    const body = reply.body ?? '';
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      statusText: reply.statusText ?? '',
      text: async () => body,
    } as Response;
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const json = (value: unknown) => JSON.stringify(value);

beforeEach(async () => {
  localStorage.clear();
  // A fresh client per test: the single-flight refresh is state of the module.
  vi.resetModules();
  ({ api, ApiError, errorDetail, refreshAccessToken } = await import('../api-client'));
});
afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('sends the stored access token as a bearer header, and none when there is none', async () => {
    const calls = fakeFetch(() => ({ status: 200, body: json({ ok: true }) }));
    await api('/projects/1');
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    await expect(api('/projects/2')).resolves.toEqual({ ok: true });
    expect(calls).toEqual([
      { path: '/api/projects/1', method: 'GET', authorization: null },
      { path: '/api/projects/2', method: 'GET', authorization: 'Bearer token-1' },
    ]);
  });

  it('refreshes once for several calls failing with 401 at the same time, then replays each', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
    const calls = fakeFetch(({ path, authorization }) => {
      if (path === '/api/auth/refresh') {
        return {
          status: 200,
          delayMs: 20,
          body: json({ data: { access_token: 'fresh', refresh_token: 'refresh-2' } }),
        };
      }
      if (authorization === 'Bearer fresh') return { status: 200, body: json({ path }) };
      return { status: 401, body: json({ detail: 'Token expired' }) };
    });

    const results = await Promise.all([api('/users'), api('/jobs'), api('/news')]);

    expect(results).toEqual([{ path: '/api/users' }, { path: '/api/jobs' }, { path: '/api/news' }]);
    const refreshes = calls.filter((call) => call.path === '/api/auth/refresh');
    expect(refreshes).toEqual([
      { path: '/api/auth/refresh', method: 'POST', authorization: 'Bearer refresh-1' },
    ]);
    for (const path of ['/api/users', '/api/jobs', '/api/news']) {
      expect(calls.filter((call) => call.path === path).map((call) => call.authorization)).toEqual([
        'Bearer expired',
        'Bearer fresh',
      ]);
    }
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('fresh');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it("fails a refresh without a refresh token with 'No refresh token found' and forgets both tokens", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired');
    const calls = fakeFetch(() => ({ status: 500 }));
    await expect(refreshAccessToken()).rejects.toThrow('No refresh token found');
    expect(calls).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('tries a new refresh after one has failed, instead of repeating the old failure', async () => {
    const calls = fakeFetch(({ path }) =>
      path === '/api/auth/refresh'
        ? {
            status: 200,
            body: json({ data: { access_token: 'fresh', refresh_token: 'refresh-2' } }),
          }
        : { status: 200 },
    );
    await expect(refreshAccessToken()).rejects.toThrow('No refresh token found');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
    await expect(refreshAccessToken()).resolves.toBe('fresh');
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/refresh']);
  });

  it('passes on the original 401 when the refresh cannot be done', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired');
    const calls = fakeFetch(() => ({ status: 401, body: json({ detail: 'Token expired' }) }));
    const error = await api('/users').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<Client['ApiError']>).status).toBe(401);
    expect((error as InstanceType<Client['ApiError']>).detail).toBe('Token expired');
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('removes both tokens when the server refuses the refresh, and passes on the original error', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'revoked');
    fakeFetch(({ path }) =>
      path === '/api/auth/refresh'
        ? { status: 401, body: json({ detail: 'Invalid refresh token' }) }
        : { status: 401, body: json({ detail: 'Token expired' }) },
    );
    await expect(api('/users')).rejects.toMatchObject({ status: 401, detail: 'Token expired' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it("words errors as 'status: body', or 'status: statusText' when the body is empty", async () => {
    fakeFetch(({ path }) =>
      path === '/api/broken'
        ? { status: 500, body: 'Something broke', statusText: 'Internal Server Error' }
        : { status: 503, statusText: 'Service Unavailable' },
    );
    await expect(api('/broken')).rejects.toThrow('500: Something broke');
    await expect(api('/down')).rejects.toThrow('503: Service Unavailable');
  });

  it('reads the API detail of an error, and falls back when there is none', () => {
    const withDetail = new ApiError(400, json({ detail: 'Title is required' }), 'Bad Request');
    const plain = new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(withDetail.detail).toBe('Title is required');
    expect(withDetail.message).toBe('400: {"detail":"Title is required"}');
    expect(plain.detail).toBeUndefined();
    expect(errorDetail(withDetail, 'Operation failed.')).toBe('Title is required');
    expect(errorDetail(plain, 'Operation failed.')).toBe('Operation failed.');
    expect(errorDetail(new TypeError('Failed to fetch'), 'Operation failed.')).toBe(
      'Operation failed.',
    );
  });

  it('sends JSON bodies with their content type', async () => {
    const bodies: unknown[] = [];
    const fetch = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      bodies.push({ type: new Headers(init.headers).get('Content-Type'), body: init.body });
      return { ok: true, status: 200, statusText: 'OK', text: async () => '' } as Response;
    });
    vi.stubGlobal('fetch', fetch);
    await expect(
      api('/chat', { method: 'POST', body: { message: 'Hi' } }),
    ).resolves.toBeUndefined();
    expect(bodies).toEqual([{ type: 'application/json', body: '{"message":"Hi"}' }]);
  });
});
