import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { inTurn, refreshedTokens, stubFetch, type FetchCall } from '@/test/fetch-stub';
import { downloadDocument } from '../api/download-document';

const URL_PATH = '/api/job-applications/4/documents/9';
/** The document's address on the page's origin (the API's, here). */
const ADDRESS = new URL(URL_PATH, window.location.href).href;

let calls: FetchCall[];
/** The address and bearer header of each call. */
const sent = () => calls.map(({ url, authorization }) => ({ url, authorization }));

const pdf = () =>
  new Response('%PDF-1.4', {
    status: 200,
    headers: { 'content-type': 'application/pdf' },
  });
const unauthorized = () => new Response('{"detail":"Token expired"}', { status: 401 });
const refreshed = () => refreshedTokens('new-access', 'new-refresh');

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
    calls = stubFetch(inTurn(pdf));
    const blob = await downloadDocument(URL_PATH);
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(blob.type).toBe('application/pdf');
    expect(sent()).toEqual([{ url: ADDRESS, authorization: 'Bearer old-access' }]);
  });

  it('refreshes an expired token once and asks again with the new one', async () => {
    calls = stubFetch(inTurn(unauthorized, refreshed, pdf));
    const blob = await downloadDocument(URL_PATH);
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(sent()).toEqual([
      { url: ADDRESS, authorization: 'Bearer old-access' },
      { url: '/api/auth/refresh', authorization: 'Bearer old-refresh' },
      { url: ADDRESS, authorization: 'Bearer new-access' },
    ]);
    expect(localStorage.getItem('access_token')).toBe('new-access');
    expect(localStorage.getItem('refresh_token')).toBe('new-refresh');
  });

  it('passes on the 401 when the refresh fails, and does not ask a third time', async () => {
    calls = stubFetch(
      inTurn(
        unauthorized,
        () => new Response('{"detail":"Invalid refresh token"}', { status: 401 }),
      ),
    );
    const error = await downloadDocument(URL_PATH).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).detail).toBe('Token expired');
    expect(calls).toHaveLength(2);
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it("throws the server's detail for a refused download", async () => {
    calls = stubFetch(
      inTurn(() => new Response('{"detail":"Document not found"}', { status: 404 })),
    );
    const error = await downloadDocument(URL_PATH).catch((reason: unknown) => reason);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).detail).toBe('Document not found');
  });
});
