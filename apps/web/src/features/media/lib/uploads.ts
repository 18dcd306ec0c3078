import type { MediaItem } from '@app/contracts';

/** One file on its way into the library, as the upload list shows it. */
export type UploadEntry = {
  key: string;
  name: string;
  bytes: number;
  status: 'uploading' | 'done' | 'failed';
  /** The fraction sent, 0 to 1. */
  progress: number;
  /** Why it failed, in words (the server's detail when it answered one). */
  error?: string;
  item?: MediaItem;
};

export type UploadAction =
  | { type: 'start'; key: string; name: string; bytes: number }
  | { type: 'refuse'; key: string; name: string; bytes: number; error: string }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'done'; key: string; item: MediaItem }
  | { type: 'fail'; key: string; error: string }
  | { type: 'dismiss'; key: string }
  | { type: 'clearFinished' };

const update = (entries: UploadEntry[], key: string, change: Partial<UploadEntry>) =>
  entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry));

/** The upload list's changes: newest files first, each followed from start to end. */
export function uploadsReducer(entries: UploadEntry[], action: UploadAction): UploadEntry[] {
  switch (action.type) {
    case 'start':
      return [
        {
          key: action.key,
          name: action.name,
          bytes: action.bytes,
          status: 'uploading',
          progress: 0,
        },
        ...entries,
      ];
    case 'refuse':
      return [
        {
          key: action.key,
          name: action.name,
          bytes: action.bytes,
          status: 'failed',
          progress: 0,
          error: action.error,
        },
        ...entries,
      ];
    case 'progress':
      // Progress only moves forward, and never past the answer (an upload is done when it says so).
      return entries.map((entry) =>
        entry.key === action.key && entry.status === 'uploading'
          ? { ...entry, progress: Math.max(entry.progress, Math.min(action.progress, 0.99)) }
          : entry,
      );
    case 'done':
      return update(entries, action.key, { status: 'done', progress: 1, item: action.item });
    case 'fail':
      return update(entries, action.key, { status: 'failed', error: action.error });
    case 'dismiss':
      return entries.filter((entry) => entry.key !== action.key);
    case 'clearFinished':
      return entries.filter((entry) => entry.status === 'uploading');
  }
}
