import type { Language } from '@app/contracts/site';
import { STORAGE_KEYS, storage } from '@/lib/storage';
import type { TextStore } from './react';
import { type Translations, Translator } from './translator';

export { fixedStore, I18nProvider, type TextStore, useTranslation } from './react';
export { type TFunction, type TOptions, Translator } from './translator';

/**
 * One JSON file per language and area, `locales/<language>/<area>.json`, read as the keys
 * `<area>.*` (`t('home.hero.title')` comes from `locales/en/home.json`). Each area is a chunk
 * of its own, fetched when a page that reads it is shown (its route names them); the areas of
 * every page's frame come as one chunk (`core`), and the back office's texts
 * (`manager-locales/`) as one, fetched when staff open it. A visitor never downloads the back
 * office's texts, nor another language's, nor the areas of pages not seen.
 */
export type TextArea =
  | 'home'
  | 'contact'
  | 'projects'
  | 'news'
  | 'team'
  | 'careers'
  | 'legal'
  | 'chat'
  | 'login'
  /** Validation messages, fetched by the forms (lib/form-errors.ts). */
  | 'formErrors';
/** `core`: what the frame of every page reads (common, nav, footer, theme, notFound). */
export type TextPart = 'core' | TextArea | 'manager';

/** Every public part: what the server holds, and what the back office reads besides its own. */
export const PUBLIC_TEXTS: TextPart[] = [
  ...(['core', 'home', 'contact', 'projects', 'news', 'team', 'careers', 'legal'] as const),
  ...(['chat', 'login', 'formErrors'] as const),
];

const areaFiles = import.meta.glob<Translations>(
  ['./locales/*/*.json', '!./locales/*/{common,nav,footer,theme,notFound}.json'],
  { import: 'default' },
);
type Bundle = () => Promise<{ default: Translations }>;
const bundles: Record<'core' | 'manager', Record<Language, Bundle>> = {
  core: {
    en: () => import('./bundles/core-en'),
    de: () => import('./bundles/core-de'),
    az: () => import('./bundles/core-az'),
  },
  manager: {
    en: () => import('./bundles/manager-en'),
    de: () => import('./bundles/manager-de'),
    az: () => import('./bundles/manager-az'),
  },
};

/** The source file of a part's chunk, as the build's manifest names it (for preloading). */
export const textModule = (part: TextPart, language: Language) =>
  part === 'core' || part === 'manager'
    ? `src/i18n/bundles/${part}-${language}.ts`
    : `src/i18n/locales/${language}/${part}.json`;

/** One part of a language's texts, each area under its key (`{ home: {...} }`). */
export async function loadPart(part: TextPart, language: Language): Promise<Translations> {
  if (part === 'core' || part === 'manager') return (await bundles[part][language]()).default;
  const load = areaFiles[`./locales/${language}/${part}.json`];
  if (!load) throw new Error(`No texts for ${part} in ${language}`);
  return { [part]: await load() };
}

// The browser's texts: one language at a time, with the parts asked for so far.
const parts = new Set<TextPart>(['core']);
const loading = new Map<TextPart, Promise<void>>();
const listeners = new Set<() => void>();
let current = new Translator('en');

const publish = (next: Translator) => {
  current = next;
  document.documentElement.lang = next.language;
  listeners.forEach((listener) => listener());
};

const translatorFor = async (language: Language) => {
  const texts = await Promise.all([...parts].map((part) => loadPart(part, language)));
  return texts.reduce((translator, more) => translator.with(more), new Translator(language));
};

/** The browser's texts, for I18nProvider. */
export const browserTexts: TextStore = {
  get: () => current,
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Changes the language in place (the back office and /login; public pages change address). */
  async changeLanguage(language) {
    storage.set(STORAGE_KEYS.language, language);
    publish(await translatorFor(language));
  },
};

/**
 * Starts the browser's texts in `language` with the core part and `more`: the page's own
 * language and areas on a public page, the detected language (SPEC §4) on /login and in the
 * back office.
 */
export async function initI18n(language: Language, more: TextPart[] = []): Promise<TextStore> {
  more.forEach((part) => parts.add(part));
  const ready = translatorFor(language).then(publish);
  parts.forEach((part) => loading.set(part, ready));
  await ready;
  return browserTexts;
}

/** Loads parts of the texts for the current language (and for every later one). */
export async function loadTexts(more: TextPart[]) {
  await Promise.all(
    more.map((part) => {
      let loaded = loading.get(part);
      if (!loaded) {
        parts.add(part);
        const { language } = current;
        loaded = loadPart(part, language).then((texts) => {
          if (current.language === language) publish(current.with(texts));
        });
        loading.set(part, loaded);
      }
      return loaded;
    }),
  );
}
