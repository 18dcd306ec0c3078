import { isLanguage, LOCALES } from '@/i18n/languages';

/**
 * A calendar date (`YYYY-MM-DD`, e.g. an application deadline) written out for the language:
 * "30 June 2027", "30. Juni 2027". Read as a UTC day, so no time zone moves it.
 */
export function formatCalendarDate(date: string, language: string) {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  const locale = LOCALES[isLanguage(language) ? language : 'en'];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}

/** The non-empty lines of a multi-line text (job descriptions, requirements, benefits). */
export const textLines = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
