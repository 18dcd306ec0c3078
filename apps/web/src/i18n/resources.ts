import type { Language } from '@app/contracts/site';
import managerAz from './bundles/manager-az';
import managerDe from './bundles/manager-de';
import managerEn from './bundles/manager-en';
import { collectAreas } from './collect';
import { fixedStore, type TextStore } from './react';
import { type Translations, Translator } from './translator';

const glob = {
  en: import.meta.glob<Translations>('./locales/en/*.json', { eager: true, import: 'default' }),
  de: import.meta.glob<Translations>('./locales/de/*.json', { eager: true, import: 'default' }),
  az: import.meta.glob<Translations>('./locales/az/*.json', { eager: true, import: 'default' }),
};

/** Every text of every language at once, for tests; the app loads what a page needs (index.ts). */
export const resources = {
  en: { ...collectAreas(glob.en), ...managerEn },
  de: { ...collectAreas(glob.de), ...managerDe },
  az: { ...collectAreas(glob.az), ...managerAz },
};

/** All of a language's texts, for tests. */
export const allTexts = (language: Language = 'en'): TextStore =>
  fixedStore(new Translator(language, resources[language]));
