import { isLanguage, LOCALES } from '@/i18n/languages';

/**
 * A calendar date sent as 'YYYY-MM-DD' (a project's start or end), written for the language.
 * It is read and written in UTC so that no time zone moves it to the day before.
 */
export function formatProjectDate(date: string, language: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(LOCALES[isLanguage(language) ? language : 'en'], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
}
