import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import type { Translations } from './collect';
import { DEFAULT_LANGUAGE, detectLanguage, isLanguage, type Language } from './languages';

/**
 * One JSON file per language and area, `locales/<language>/<area>.json`, read as the keys
 * `<area>.*` (`t('home.hero.title')` comes from `locales/en/home.json`). Each language is one
 * chunk, fetched only when a visitor uses it.
 */
const bundles: Record<Language, () => Promise<{ default: Translations }>> = {
  en: () => import('./bundles/en'),
  de: () => import('./bundles/de'),
  az: () => import('./bundles/az'),
};

async function loadLanguage(language: Language) {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const { default: translations } = await bundles[language]();
  i18n.addResourceBundle(language, 'translation', translations, true, true);
}

/**
 * Starts i18next with the detected language (SPEC §4): the stored choice, else the browser's,
 * else English. A missing key shows the key itself.
 */
export async function initI18n(
  language: Language = detectLanguage(storage.get(STORAGE_KEYS.language), navigator.language),
) {
  await i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: false,
    supportedLngs: ['en', 'de', 'az'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(language);
  document.documentElement.lang = language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18n;
}

export async function changeLanguage(language: string) {
  const next = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  storage.set(STORAGE_KEYS.language, next);
  await loadLanguage(next);
  return i18n.changeLanguage(next);
}

export { i18n };
