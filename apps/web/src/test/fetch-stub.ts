import { vi } from 'vitest';

/** One request the stubbed fetch received. */
export type FetchCall = {
  url: string;
  method: string;
  authorization: string | null;
  headers: Headers;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
};

type Answer = (call: FetchCall) => Response | Promise<Response>;

/**
 * Stands in for the browser's fetch until `vi.unstubAllGlobals()`: records every request in the
 * list it returns and answers each with what `answer` gives for it. (The API itself is
 * exercised by the API and browser suites.)
 */
export function stubFetch(answer: Answer): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      const call: FetchCall = {
        url: String(input),
        method: init.method ?? 'GET',
        authorization: headers.get('Authorization'),
        headers,
        body: init.body,
        signal: init.signal,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

/** Answers the calls in turn with the given answers; a call more is an error. */
export const inTurn =
  (...answers: (() => Response)[]): Answer =>
  () => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    return next();
  };

/** A JSON answer with its status. */
export const jsonAnswer = (status: number, body: unknown) => Response.json(body, { status });

/** The answer to `POST /api/auth/refresh` handing out a new pair of tokens. */
export const refreshedTokens = (access_token: string, refresh_token: string) =>
  jsonAnswer(200, { data: { access_token, refresh_token } });
