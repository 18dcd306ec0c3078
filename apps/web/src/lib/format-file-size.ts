import { isLanguage, type Language } from '@app/contracts/site';

/** The decimal mark, written here rather than asked of Intl (some browsers lack Azerbaijani). */
const DECIMAL_MARK: Record<Language, string> = { en: '.', de: ',', az: ',' };
const KB = 1024;
const MB = 1024 * KB;

/**
 * A file's size for people, the same on the server and in every browser: bytes ("193 B") and
 * whole kilobytes ("48 KB") below 0.1 MB, megabytes to two decimals above ("1.50 MB", "1,50 MB"
 * in German and Azerbaijani).
 */
export function formatFileSize(bytes: number, language: string): string {
  const mark = DECIMAL_MARK[isLanguage(language) ? language : 'en'];
  if (bytes < KB) return `${bytes} B`;
  if (bytes < 0.1 * MB) return `${Math.round(bytes / KB)} KB`;
  return `${(bytes / MB).toFixed(2).replace('.', mark)} MB`;
}
