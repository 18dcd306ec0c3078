import type { ApplicationDocument } from '@app/contracts';
import { env } from '@/config/env';
import { apiResponse } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * Where a document's address points. The API answers it as a path under its own prefix
 * (`/api/job-applications/...`), on the API's origin: the page's, or that of an API on another.
 */
export function documentAddress(url: string) {
  return new URL(url, new URL(env.apiUrl, window.location.href)).href;
}

/**
 * Fetches a document through the authenticated download route (DESIGN "Files": documents are
 * personal data, served only to staff), with the API client's token handling.
 */
export async function downloadDocument(url: string): Promise<Blob> {
  return (await apiResponse(documentAddress(url))).blob();
}

/**
 * Types shown in the details dialog's preview, as the API serves them inline (by the type read
 * from their content on upload): PDF in the browser's viewer, images as images.
 */
const PREVIEWABLE = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
]);

export const canPreview = (document: Pick<ApplicationDocument, 'type'>) =>
  PREVIEWABLE.has(document.type);

/**
 * Fetches a document for the preview (`disposition=inline`: recorded as a preview in the audit
 * trail). Documents are served only with the staff's token, which a frame cannot send: the file
 * is shown from the fetched bytes, typed as the API served them.
 */
export async function previewDocument(
  document: Pick<ApplicationDocument, 'url' | 'type'>,
  signal?: AbortSignal,
): Promise<Blob> {
  const address = new URL(documentAddress(document.url));
  address.searchParams.set('disposition', 'inline');
  const blob = await (await apiResponse(address.href, { signal })).blob();
  return blob.type ? blob : new Blob([blob], { type: document.type });
}

/** Types a browser shows by itself: opened in a new tab. Others are saved under their name. */
const VIEWABLE = new Set(['application/pdf', 'image/jpeg', 'image/png']);

type OpenableDocument = Pick<ApplicationDocument, 'url' | 'name' | 'type'>;

/**
 * Opens a document: PDFs and images in a new tab, Word files as a download with the original
 * name. The tab is opened at the click, before the download, so no pop-up blocker stops it.
 */
export async function openDocument(document: OpenableDocument) {
  const viewable = VIEWABLE.has(document.type);
  const tab = viewable ? window.open('', '_blank') : null;
  try {
    const blob = await downloadDocument(document.url);
    const typed = blob.type ? blob : new Blob([blob], { type: document.type });
    if (tab) {
      const url = URL.createObjectURL(typed);
      tab.opener = null;
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } else {
      saveFile(typed, document.name);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
