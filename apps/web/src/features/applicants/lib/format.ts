import { isLanguage, LOCALES } from '@/i18n/languages';

const localeOf = (language: string) => LOCALES[isLanguage(language) ? language : 'en'];

/** A moment written out for the language: "12 Mar 2026", or with the time when asked. */
export function formatDate(timestamp: string, language: string, withTime = false) {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat(
    localeOf(language),
    withTime ? { dateStyle: 'long', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(date);
}

/** A file size for people: "820 B", "48 kB", "1.2 MB", with the language's decimal mark. */
export function formatFileSize(bytes: number, language: string) {
  const locale = localeOf(language);
  if (bytes < 1024) return `${new Intl.NumberFormat(locale).format(bytes)} B`;
  const [value, unit] =
    bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / (1024 * 1024), 'megabyte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value);
}
