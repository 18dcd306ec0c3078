import type { ApplicationDocument } from '@app/contracts';
import { env } from '@/config/env';
import { ApiError, refreshAccessToken } from '@/lib/api-client';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import { saveFile } from '../lib/save-file';

/**
 * Where a document's address points. The API answers it as a path under its own prefix
 * (`/api/job-applications/...`); with an API on another origin, that prefix's origin is used.
 */
export function documentAddress(url: string) {
  if (/^https?:\/\//i.test(url) || !/^https?:\/\//i.test(env.apiUrl)) return url;
  return new URL(url, env.apiUrl).toString();
}

/**
 * Fetches a document through the authenticated download route (DESIGN "Files": documents are
 * personal data, served only to staff): with the stored access token, and once more after a
 * refresh when the token has expired.
 */
export async function downloadDocument(url: string): Promise<Blob> {
  const request = (token: string | null) =>
    fetch(documentAddress(url), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
  let response = await request(storage.get(STORAGE_KEYS.accessToken));
  if (response.status === 401) {
    const original = new ApiError(401, await response.text(), response.statusText);
    let token: string;
    try {
      token = await refreshAccessToken();
    } catch {
      throw original;
    }
    response = await request(token);
  }
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return response.blob();
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
