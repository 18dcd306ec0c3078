import { isLanguage, LOCALES } from '@/i18n/languages';
import { formatDate } from '@/lib/format-date';

const localeOf = (language: string) => LOCALES[isLanguage(language) ? language : 'en'];

/** A day heading (`YYYY-MM-DD`) in the language: "Monday, 7 July 2025", "Montag, 7. Juli 2025". */
export const formatDay = (day: string, language: string) => formatDate(day, language, 'full');

/** The time of an exchange in the viewer's time zone, in the language. */
export function formatTime(timestamp: string, language: string) {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(date);
}
