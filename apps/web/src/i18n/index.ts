import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import type { Translations } from './collect';
import { DEFAULT_LANGUAGE, detectLanguage, isLanguage, type Language } from './languages';

/**
 * One JSON file per language and area, `locales/<language>/<area>.json`, read as the keys
 * `<area>.*` (`t('home.hero.title')` comes from `locales/en/home.json`). The back office's
 * areas live in `manager-locales/`. Each language of each part is one chunk, fetched only when
 * it is used: a visitor never downloads the back office's texts.
 */
type Part = 'site' | 'manager';
type Bundle = () => Promise<{ default: Translations }>;

const bundles: Record<Part, Record<Language, Bundle>> = {
  site: {
    en: () => import('./bundles/en'),
    de: () => import('./bundles/de'),
    az: () => import('./bundles/az'),
  },
  manager: {
    en: () => import('./bundles/manager-en'),
    de: () => import('./bundles/manager-de'),
    az: () => import('./bundles/manager-az'),
  },
};

const parts = new Set<Part>(['site']);
const loaded = new Set<string>();

async function loadLanguage(language: Language) {
  await Promise.all(
    [...parts].map(async (part) => {
      const key = `${part}:${language}`;
      if (loaded.has(key)) return;
      const { default: translations } = await bundles[part][language]();
      i18n.addResourceBundle(language, 'translation', translations, true, true);
      loaded.add(key);
    }),
  );
}

/** Loads the back office's texts (and keeps loading them on each language change). */
export function loadManagerTexts() {
  parts.add('manager');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return loadLanguage(language);
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
