import { isLanguage, LOCALES } from '@/i18n/languages';

/** A publication time written for the language: 'medium' on cards, 'long' on the article. */
export function formatPublishedDate(
  timestamp: string,
  language: string,
  style: 'medium' | 'long',
): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return new Intl.DateTimeFormat(LOCALES[isLanguage(language) ? language : 'en'], {
    dateStyle: style,
  }).format(date);
}
