export const LANGUAGES = ['en', 'de', 'az'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * SPEC §4: the stored choice, else the first part of the browser's language when supported,
 * else English.
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
