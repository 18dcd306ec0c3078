import az from './bundles/az';
import de from './bundles/de';
import en from './bundles/en';
import managerAz from './bundles/manager-az';
import managerDe from './bundles/manager-de';
import managerEn from './bundles/manager-en';

/** All languages and parts at once, for tests; the app loads what a page needs (see index.ts). */
export const resources = {
  en: { translation: { ...en, ...managerEn } },
  de: { translation: { ...de, ...managerDe } },
  az: { translation: { ...az, ...managerAz } },
};
