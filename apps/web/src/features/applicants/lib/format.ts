import { isLanguage, LOCALES } from '@/i18n/languages';
import { formatDate } from '@/lib/format-date';

const localeOf = (language: string) => LOCALES[isLanguage(language) ? language : 'en'];

/** A moment written out for the language: "12 Mar 2026", or "12 March 2026, 14:05" with the time. */
export function formatMoment(timestamp: string, language: string, withTime = false) {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  if (!withTime) return formatDate(date, language, 'short');
  const time = new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(date);
  return `${formatDate(date, language, 'long')}, ${time}`;
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
