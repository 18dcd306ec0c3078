import { isLanguage, type Language, DEFAULT_LANGUAGE } from '@app/contracts/site';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@app/contracts/site';

/**
 * SPEC §4: the stored choice, else the first part of the browser's language when supported,
 * else English. Public pages take their language from the address instead (`/de/…`, `/az/…`).
 */
export function detectLanguage(
  stored: string | null,
  browserLanguage: string | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  const primary = browserLanguage?.split('-')[0]?.toLowerCase();
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}

/** The locale used for dates and numbers. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE', az: 'az-Latn-AZ' };

/** The language's own name, as the language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  az: 'Azərbaycanca',
};
