import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { inTurn, jsonAnswer, refreshedTokens, stubFetch } from '@/test/fetch-stub';
import { streamChatMessage } from '../api/stream-chat-message';

const INPUT = { message: 'Where is your office?', sessionId: 'session-1' };

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** An event stream answer with the given events, in one piece. */
const streamOf =
  (...events: string[]) =>
  () =>
    new Response(events.join(''), {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8' },
    });

const reply = streamOf(
  sse('token', { text: 'In ' }),
  sse('token', { text: 'Dubai.' }),
  sse('done', { response: 'In Dubai.', engine: 'llm' }),
);

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('streaming a reply from the assistant', () => {
  it('posts the message for an event stream, and gives each piece, then the whole reply', async () => {
    const calls = stubFetch(inTurn(reply));
    const pieces: string[] = [];
    const done = await streamChatMessage(INPUT, { onToken: (text) => pieces.push(text) });
    expect(pieces).toEqual(['In ', 'Dubai.']);
    expect(done).toEqual({ response: 'In Dubai.', engine: 'llm' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/chat/stream',
      method: 'POST',
      authorization: null,
    });
    expect(calls[0]!.headers.get('Accept')).toBe('text/event-stream');
    expect(JSON.parse(String(calls[0]!.body))).toEqual(INPUT);
  });

  it('refreshes an expired token once and streams the reply of the second request', async () => {
    localStorage.setItem('access_token', 'old-access');
    localStorage.setItem('refresh_token', 'old-refresh');
    const calls = stubFetch(
      inTurn(
        () => jsonAnswer(401, { detail: 'Token expired' }),
        () => refreshedTokens('new-access', 'new-refresh'),
        reply,
      ),
    );
    const done = await streamChatMessage(INPUT, { onToken: () => {} });
    expect(done.response).toBe('In Dubai.');
    expect(calls.map(({ url, authorization }) => ({ url, authorization }))).toEqual([
      { url: '/api/chat/stream', authorization: 'Bearer old-access' },
      { url: '/api/auth/refresh', authorization: 'Bearer old-refresh' },
      { url: '/api/chat/stream', authorization: 'Bearer new-access' },
    ]);
  });

  it("fails with the server's detail when it refuses the message", async () => {
    stubFetch(inTurn(() => jsonAnswer(429, { detail: 'Too many messages' })));
    const error = await streamChatMessage(INPUT, { onToken: () => {} }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, detail: 'Too many messages' });
  });

  it('stops when the visitor aborts the request', async () => {
    const calls = stubFetch(
      ({ signal }) =>
        new Promise<Response>((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(signal.reason)),
        ),
    );
    const abort = new AbortController();
    const streaming = streamChatMessage(INPUT, { onToken: () => {}, signal: abort.signal });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    abort.abort();
    await expect(streaming).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });
});
