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

/** One reason an input failed its schema: the path of the field (empty for the whole input). */
export type ValidationIssue = { path: readonly PropertyKey[]; message?: string };

/**
 * The detail of a 400 for input that failed its schema, worded one way for every route (the
 * error handler, the multipart application form): "Invalid request: " and the first five
 * issues, each as `where: message`, where `where` is the part of the request (`body`,
 * `querystring`…) when given, then the field's path.
 */
export function describeValidation(issues: readonly ValidationIssue[], context?: string) {
  const parts = issues.slice(0, 5).map(({ path, message = 'is invalid' }) => {
    const where = [context, path.map(String).join('.')].filter(Boolean).join('.');
    return where ? `${where}: ${message}` : message;
  });
  return `Invalid request: ${parts.join('; ')}`;
}
