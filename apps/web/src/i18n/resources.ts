import az from './bundles/az';
import de from './bundles/de';
import en from './bundles/en';

/** All languages at once, for tests; the app loads one language at a time (see index.ts). */
export const resources = {
  en: { translation: en },
  de: { translation: de },
  az: { translation: az },
};
