import { z } from 'zod';

/**
 * Types a browser can show by itself without running anything of the file: PDF (in its own
 * viewer) and raster images. Decided by the type stored with the document, which was read from
 * its content on upload, never by the file's name. Word documents and all else are attachments.
 */
export const INLINE_DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
]);

/** `?disposition=inline` asks for a document to be shown in the back office's preview. */
export const DocumentDispositionQuerySchema = z.object({
  disposition: z
    .enum(['attachment', 'inline'])
    .optional()
    .describe(
      '`inline` to show the document in the browser (PDF, PNG, JPEG, WebP, GIF by their ' +
        'content; any other type stays an attachment); `attachment` (the default) to save it.',
    ),
});

/** The name as a header parameter: an ASCII fallback plus the exact name (RFC 6266, RFC 5987). */
function fileNameParameters(name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** `attachment` with the name. */
export const attachmentDisposition = (name: string) => `attachment; ${fileNameParameters(name)}`;

/**
 * The headers that say how a document is served. Inline only when asked and its stored type is
 * safe to show; then with a policy of its own: nothing in it may load or run (an image is
 * sandboxed as well; Chromium's PDF viewer does not open in a sandboxed document, so a PDF is
 * not), and only the site's own pages may frame it.
 */
export function documentDisposition(
  name: string,
  type: string,
  asked: 'attachment' | 'inline' | undefined,
): Record<string, string> {
  if (asked !== 'inline' || !INLINE_DOCUMENT_TYPES.has(type)) {
    return { 'content-disposition': attachmentDisposition(name) };
  }
  const policy = [
    "default-src 'none'",
    "img-src 'self'",
    "style-src 'unsafe-inline'",
    "frame-ancestors 'self'",
    ...(type === 'application/pdf' ? [] : ['sandbox']),
  ].join('; ');
  return {
    'content-disposition': `inline; ${fileNameParameters(name)}`,
    'content-security-policy': policy,
    'x-frame-options': 'SAMEORIGIN',
  };
}
