import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, stubFetch } from '@/test/fetch-stub';
import { STORAGE_KEYS } from '../storage';

type Client = typeof import('../api-client');
let api: Client['api'];
let apiResponse: Client['apiResponse'];
let ApiError: Client['ApiError'];
let errorDetail: Client['errorDetail'];
let refreshAccessToken: Client['refreshAccessToken'];

type Reply = { status: number; body?: string; statusText?: string; delayMs?: number };

/** The browser's fetch, answering each request with the reply the test's handler gives. */
const fakeFetch = (handler: (call: FetchCall) => Reply) =>
  stubFetch(async (call) => {
    const reply = handler(call);
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    return new Response(reply.body || null, {
      status: reply.status,
      statusText: reply.statusText ?? '',
    });
  });

/** The address, method and bearer header of each call. */
const sent = (calls: FetchCall[]) =>
  calls.map(({ url, method, authorization }) => ({ url, method, authorization }));

const json = (value: unknown) => JSON.stringify(value);

/** The API's answer to a refresh with the refresh token `refresh-1`. */
const refreshOf = ({ url, authorization }: FetchCall): Reply | undefined => {
  if (url !== '/api/auth/refresh') return undefined;
  if (authorization !== 'Bearer refresh-1') return { status: 401, body: json({ detail: 'No' }) };
  return {
    status: 200,
    delayMs: 20,
    body: json({ data: { access_token: 'fresh', refresh_token: 'refresh-2' } }),
  };
};

/**
 * The API while the stored access token has expired: the refresh, and any other call answered
 * (with its address as JSON) only with the fresh token.
 */
const expiredApi = (call: FetchCall): Reply => {
  const refresh = refreshOf(call);
  if (refresh) return refresh;
  if (call.authorization === 'Bearer fresh') return { status: 200, body: json(call.url) };
  return { status: 401, body: json({ detail: 'Token expired' }) };
};

const expiredTokens = () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'expired');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
};

beforeEach(async () => {
  localStorage.clear();
  // A fresh client per test: the single-flight refresh is state of the module.
  vi.resetModules();
  ({ api, apiResponse, ApiError, errorDetail, refreshAccessToken } = await import('../api-client'));
});
afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('sends the stored access token as a bearer header, and none when there is none', async () => {
    const calls = fakeFetch(() => ({ status: 200, body: json({ ok: true }) }));
    await api('/projects/1');
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    await expect(api('/projects/2')).resolves.toEqual({ ok: true });
    expect(sent(calls)).toEqual([
      { url: '/api/projects/1', method: 'GET', authorization: null },
      { url: '/api/projects/2', method: 'GET', authorization: 'Bearer token-1' },
    ]);
  });

  it('refreshes once for several calls failing with 401 at the same time, then replays each', async () => {
    expiredTokens();
    const calls = fakeFetch(expiredApi);

    const results = await Promise.all([api('/users'), api('/jobs'), api('/news')]);

    expect(results).toEqual(['/api/users', '/api/jobs', '/api/news']);
    const refreshes = sent(calls).filter((call) => call.url === '/api/auth/refresh');
    expect(refreshes).toEqual([
      { url: '/api/auth/refresh', method: 'POST', authorization: 'Bearer refresh-1' },
    ]);
    for (const url of ['/api/users', '/api/jobs', '/api/news']) {
      expect(calls.filter((call) => call.url === url).map((call) => call.authorization)).toEqual([
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
    const calls = fakeFetch((call) => refreshOf(call) ?? { status: 200 });
    await expect(refreshAccessToken()).rejects.toThrow('No refresh token found');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
    await expect(refreshAccessToken()).resolves.toBe('fresh');
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/refresh']);
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
    fakeFetch(
      (call) => refreshOf(call) ?? { status: 401, body: json({ detail: 'Token expired' }) },
    );
    await expect(api('/users')).rejects.toMatchObject({ status: 401, detail: 'Token expired' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it("words errors as 'status: body', or 'status: statusText' when the body is empty", async () => {
    fakeFetch(({ url }) =>
      url === '/api/broken'
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
    const calls = fakeFetch(() => ({ status: 200 }));
    await expect(
      api('/chat', { method: 'POST', body: { message: 'Hi' } }),
    ).resolves.toBeUndefined();
    expect(calls.map(({ headers, body }) => ({ type: headers.get('Content-Type'), body }))).toEqual(
      [{ type: 'application/json', body: '{"message":"Hi"}' }],
    );
  });
});

describe('a raw call (downloads, streams)', () => {
  it('answers the response with its body unread, with the headers and signal given', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');
    const calls = fakeFetch(() => ({ status: 200, body: 'event: token\n\n' }));
    const abort = new AbortController();

    const response = await apiResponse('/chat/stream', {
      method: 'POST',
      body: { message: 'Hi' },
      headers: { Accept: 'text/event-stream' },
      signal: abort.signal,
    });

    expect(response.bodyUsed).toBe(false);
    await expect(response.text()).resolves.toBe('event: token\n\n');
    expect(sent(calls)).toEqual([
      { url: '/api/chat/stream', method: 'POST', authorization: 'Bearer token-1' },
    ]);
    expect(calls[0]!.headers.get('Accept')).toBe('text/event-stream');
    expect(calls[0]!.signal).toBe(abort.signal);
  });

  it('takes a whole address as it is', async () => {
    const calls = fakeFetch(() => ({ status: 200 }));
    await apiResponse('https://api.example.com/api/job-applications/4/documents/9');
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.example.com/api/job-applications/4/documents/9',
    ]);
  });

  it('refreshes an expired token once, with the JSON calls waiting for it, and asks again', async () => {
    expiredTokens();
    const calls = fakeFetch(expiredApi);

    const [download, list] = await Promise.all([apiResponse('/files/1'), api('/users')]);

    await expect(download.json()).resolves.toBe('/api/files/1');
    expect(list).toBe('/api/users');
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
    expect(
      sent(calls)
        .filter((call) => call.url === '/api/files/1')
        .map((call) => call.authorization),
    ).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it("fails with the server's error, and with the original 401 when the refresh fails", async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'expired');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'revoked');
    const calls = fakeFetch((call) => {
      if (call.url === '/api/missing') return { status: 404, body: json({ detail: 'Not here' }) };
      return refreshOf(call) ?? { status: 401, body: json({ detail: 'Token expired' }) };
    });

    await expect(apiResponse('/files/1')).rejects.toMatchObject({
      status: 401,
      detail: 'Token expired',
    });
    expect(calls.map((call) => call.url)).toEqual(['/api/files/1', '/api/auth/refresh']);
    await expect(apiResponse('/missing')).rejects.toMatchObject({
      status: 404,
      detail: 'Not here',
    });
  });

  it('sends a token of its own instead of the stored one, and never refreshes it', async () => {
    expiredTokens();
    const calls = fakeFetch(() => ({ status: 401, body: json({ detail: 'Invalid token' }) }));
    await expect(
      apiResponse('/auth/logout', { method: 'POST', bearer: 'refresh-1' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(sent(calls)).toEqual([
      { url: '/api/auth/logout', method: 'POST', authorization: 'Bearer refresh-1' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('expired');
  });
});
