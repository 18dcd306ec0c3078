import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { downloadDocument } from '../api/download-document';

const URL_PATH = '/api/job-applications/4/documents/9';

type Call = { url: string; authorization: string | undefined };
let calls: Call[];

/** A fetch that answers each call with the next of `answers`, recording what was sent. */
function stubFetch(...answers: (() => Response)[]) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      calls.push({ url: String(input), authorization: headers.get('Authorization') ?? undefined });
      const answer = answers.shift();
      if (!answer) throw new Error('unexpected call');
      return answer();
    }),
  );
}

const pdf = () =>
  new Response('%PDF-1.4', {
    status: 200,
    headers: { 'content-type': 'application/pdf' },
  });
const unauthorized = () => new Response('{"detail":"Token expired"}', { status: 401 });
const refreshed = () =>
  new Response(
    JSON.stringify({ data: { access_token: 'new-access', refresh_token: 'new-refresh' } }),
    {
      status: 200,
    },
  );

beforeEach(() => {
  localStorage.setItem('access_token', 'old-access');
  localStorage.setItem('refresh_token', 'old-refresh');
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('downloading a document through the authenticated route', () => {
  it('sends the stored access token and answers the file', async () => {
    stubFetch(pdf);
    const blob = await downloadDocument(URL_PATH);
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(blob.type).toBe('application/pdf');
    expect(calls).toEqual([{ url: URL_PATH, authorization: 'Bearer old-access' }]);
  });

  it('refreshes an expired token once and asks again with the new one', async () => {
    stubFetch(unauthorized, refreshed, pdf);
    const blob = await downloadDocument(URL_PATH);
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(calls).toEqual([
      { url: URL_PATH, authorization: 'Bearer old-access' },
      { url: '/api/auth/refresh', authorization: 'Bearer old-refresh' },
      { url: URL_PATH, authorization: 'Bearer new-access' },
    ]);
    expect(localStorage.getItem('access_token')).toBe('new-access');
    expect(localStorage.getItem('refresh_token')).toBe('new-refresh');
  });

  it('passes on the 401 when the refresh fails, and does not ask a third time', async () => {
    stubFetch(
      unauthorized,
      () => new Response('{"detail":"Invalid refresh token"}', { status: 401 }),
    );
    const error = await downloadDocument(URL_PATH).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).detail).toBe('Token expired');
    expect(calls).toHaveLength(2);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it("throws the server's detail for a refused download", async () => {
    stubFetch(() => new Response('{"detail":"Document not found"}', { status: 404 }));
    const error = await downloadDocument(URL_PATH).catch((reason: unknown) => reason);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).detail).toBe('Document not found');
  });
});
