import { isLanguage, LOCALES } from '@/i18n/languages';

/** When an account was created, as a date written for the language. */
export function formatCreatedDate(timestamp: string, language: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat(LOCALES[isLanguage(language) ? language : 'en'], {
    dateStyle: 'medium',
  }).format(date);
}
