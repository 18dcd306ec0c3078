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

type RawResponse = { status: number; statusText: string; text: string };
type Transport = (token: string | null) => Promise<RawResponse>;

const url = (path: string) => `${env.apiUrl}${path.startsWith('/') ? path : `/${path}`}`;

type Fetch = (input: string, init: RequestInit) => Promise<Response>;
let fetchApi: Fetch = (input, init) => fetch(input, init);

/** How calls reach the API: the browser's fetch, or the API in the same process on the server. */
export function setApiFetch(next: Fetch) {
  fetchApi = next;
}

let refreshing: Promise<string> | null = null;

async function performRefresh(): Promise<string> {
  try {
    const refreshToken = storage.get(STORAGE_KEYS.refreshToken);
    if (!refreshToken) throw new Error('No refresh token found');
    const response = await fetch(url('/auth/refresh'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${refreshToken}` },
    });
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, text, response.statusText);
    const { data } = JSON.parse(text) as { data: { access_token: string; refresh_token?: string } };
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

async function send(transport: Transport, path: string): Promise<string> {
  let response = await transport(storage.get(STORAGE_KEYS.accessToken));
  if (response.status === 401 && !path.startsWith('/auth/refresh')) {
    const original = new ApiError(response.status, response.text, response.statusText);
    let token: string;
    try {
      token = await refreshAccessToken();
    } catch {
      throw original;
    }
    response = await transport(token);
  }
  if (response.status < 200 || response.status >= 300) {
    throw new ApiError(response.status, response.text, response.statusText);
  }
  return response.text;
}

const parse = <T>(text: string): T => (text ? (JSON.parse(text) as T) : (undefined as T));

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON call to the API with the stored bearer token and the single-flight refresh. */
export async function api<T>(
  path: string,
  options: { method?: Method; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const transport: Transport = async (token) => {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetchApi(url(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
    return {
      status: response.status,
      statusText: response.statusText,
      text: await response.text(),
    };
  };
  return parse<T>(await send(transport, path));
}

/** A multipart upload that reports progress (fetch cannot), with the same auth handling. */
export async function upload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  const transport: Transport = (token) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', url(path));
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
      };
      xhr.onload = () =>
        resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.send(form);
    });
  return parse<T>(await send(transport, path));
}
