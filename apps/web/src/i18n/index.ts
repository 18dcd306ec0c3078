import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  isLanguage,
  type Language,
  LANGUAGES,
} from './languages';

/**
 * One JSON file per language and area: `locales/<language>/<area>.json`, read as the keys
 * `<area>.*` (so `t('home.hero.title')` comes from `locales/en/home.json`).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', {
  eager: true,
});

export const resources = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    {
      translation: Object.fromEntries(
        Object.entries(files)
          .filter(([file]) => file.startsWith(`./locales/${language}/`))
          .map(([file, module]) => [file.split('/').pop()!.replace('.json', ''), module.default]),
      ),
    },
  ]),
);

/** Starts i18next in the browser with the detected language (called once, from main.tsx). */
export function initI18n(
  language: Language = detectLanguage(storage.get(STORAGE_KEYS.language), navigator.language),
) {
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: false,
    supportedLngs: ['en', 'de', 'az'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18n;
}

export function changeLanguage(language: string) {
  const next = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  storage.set(STORAGE_KEYS.language, next);
  return i18n.changeLanguage(next);
}

export { i18n };
