/** A client-facing failure: answered with its status and `{ detail }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Not authenticated') => new HttpError(401, detail);
export const forbidden = (detail = 'You do not have permission to do this') =>
  new HttpError(403, detail);
export const notFound = (detail = 'Not found') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, detail, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
