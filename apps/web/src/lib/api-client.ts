import { env } from '@/config/env';
import { STORAGE_KEYS, storage } from './storage';

/**
 * A failed call. Its message is the spec's form (SPEC §8): the status code, a colon, then the
 * body text, or the status text when the body is empty. `detail` is the API's `{ detail }`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  get detail(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'detail' in parsed) {
        const { detail } = parsed as { detail: unknown };
        return typeof detail === 'string' ? detail : undefined;
      }
    } catch {
      // not JSON
    }
    return undefined;
  }
}

/** The server's `detail` of an error, else the fallback text. */
export const errorDetail = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.detail) || fallback;

/** A path under the API (`/jobs`), or a whole address (`https://…`) used as it is. */
const url = (path: string) =>
  /^https?:\/\//i.test(path) ? path : `${env.apiUrl}${path.startsWith('/') ? path : `/${path}`}`;

type Fetch = (input: string, init: RequestInit) => Promise<Response>;
let fetchApi: Fetch = (input, init) => fetch(input, init);

/** How calls reach the API: the browser's fetch, or the API in the same process on the server. */
export function setApiFetch(next: Fetch) {
  fetchApi = next;
}

let refreshing: Promise<string> | null = null;

type TokenPair = { data: { access_token: string; refresh_token?: string } };

async function performRefresh(): Promise<string> {
  try {
    const refreshToken = storage.get(STORAGE_KEYS.refreshToken);
    if (!refreshToken) throw new Error('No refresh token found');
    const { data } = await api<TokenPair>('/auth/refresh', {
      method: 'POST',
      bearer: refreshToken,
    });
    storage.set(STORAGE_KEYS.accessToken, data.access_token);
    if (data.refresh_token) storage.set(STORAGE_KEYS.refreshToken, data.refresh_token);
    return data.access_token;
  } catch (error) {
    storage.remove(STORAGE_KEYS.accessToken);
    storage.remove(STORAGE_KEYS.refreshToken);
    throw error;
  }
}

/** One refresh at a time: every concurrent 401 waits for the same one (SPEC §7). */
export function refreshAccessToken(): Promise<string> {
  // Cleared only once settled, so a failed refresh never stays cached for later calls.
  refreshing ??= performRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** What the auth handling reads of an answer: a fetch Response, or an XMLHttpRequest's. */
type Answer = { status: number; statusText: string; text: () => Promise<string> };

/**
 * Sends a request with the stored access token; on a 401, refreshes the token once and sends it
 * again. A call with its own `bearer` token is sent once with it. Answers only a success (2xx):
 * anything else is an ApiError.
 */
async function send<A extends Answer>(
  transport: (token: string | null) => Promise<A>,
  bearer?: string,
): Promise<A> {
  let response = await transport(bearer ?? storage.get(STORAGE_KEYS.accessToken));
  if (response.status === 401 && bearer === undefined) {
    const original = new ApiError(response.status, await response.text(), response.statusText);
    let token: string;
    try {
      token = await refreshAccessToken();
    } catch {
      throw original;
    }
    response = await transport(token);
  }
  if (response.status < 200 || response.status >= 300) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return response;
}

const parse = <T>(text: string): T => (text ? (JSON.parse(text) as T) : (undefined as T));

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiOptions = {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A token sent instead of the stored access token (the refresh token), never refreshed. */
  bearer?: string;
};

/**
 * A call to the API answering its raw Response, for downloads and streams: the same token
 * handling and errors as `api`, the body left unread.
 */
export function apiResponse(path: string, options: ApiOptions = {}): Promise<Response> {
  const { method = 'GET', body, signal, bearer } = options;
  return send((token) => {
    const headers: Record<string, string> = { ...options.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return fetchApi(url(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  }, bearer);
}

/** A JSON call to the API with the stored bearer token and the single-flight refresh. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  return parse<T>(await (await apiResponse(path, options)).text());
}

/** A multipart upload that reports progress (fetch cannot), with the same auth handling. */
export async function upload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  const transport = (token: string | null) =>
    new Promise<Answer>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url(path));
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
      };
      xhr.onload = () =>
        resolve({
          status: xhr.status,
          statusText: xhr.statusText,
          text: () => Promise.resolve(xhr.responseText),
        });
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.send(form);
    });
  return parse<T>(await (await send(transport)).text());
}
