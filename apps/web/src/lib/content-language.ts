import type { Language } from '@app/contracts/site';
import { useTranslation } from '@/i18n';

/**
 * What a public read in German or Azerbaijani says of an item (ADR 0011): the language it is
 * served in (`en` when it has no translation into the page's language), and the filled fields
 * of a translated item still served in English. An English read says neither.
 */
export type LocalizedItem = { lang?: Language; untranslated?: string[] };

/**
 * The `lang` attribute of an item's field on a page in `pageLanguage`: `en` when the page is
 * German or Azerbaijani and the field is served in English (screen readers then read it, and
 * search engines index it, as English); undefined when it is in the page's language.
 */
export function fieldLanguage<T extends LocalizedItem>(
  item: T,
  field: keyof T & string,
  pageLanguage: Language,
): 'en' | undefined {
  if (pageLanguage === 'en') return undefined;
  return item.lang === 'en' || item.untranslated?.includes(field) ? 'en' : undefined;
}

/**
 * The `lang` attribute of what is only ever written in English, never translated (technology
 * names, a job's department; everything in the back office's lists of content) on a page in
 * `pageLanguage`: `en` on a German or Azerbaijani page, so that it is read and capitalised as
 * English ("SCHEDULING", never "SCHEDULİNG"), and undefined on an English one.
 */
export const englishContent = (pageLanguage: Language): 'en' | undefined =>
  pageLanguage === 'en' ? undefined : 'en';

/**
 * How much of an item a page in `pageLanguage` shows in English for want of a translation:
 * `all` (it has none), `part` (its translation lacks some filled fields), or `none`.
 */
export function englishPart(item: LocalizedItem, pageLanguage: Language): 'all' | 'part' | 'none' {
  if (pageLanguage === 'en') return 'none';
  if (item.lang === 'en') return 'all';
  return item.untranslated?.length ? 'part' : 'none';
}

/**
 * An item's language on the current page, for its components: `langOf(field)` is the `lang`
 * attribute of the element holding the field, `englishPart` how much of it is in English.
 */
export function useContentLanguage<T extends LocalizedItem>(item: T) {
  const { i18n } = useTranslation();
  return {
    langOf: (field: keyof T & string) => fieldLanguage(item, field, i18n.language),
    englishPart: englishPart(item, i18n.language),
  };
}

/**
 * The language an item is served in on a page in `pageLanguage` (schema.org's `inLanguage`):
 * its translation's, or English when it has none.
 */
export const servedLanguage = (item: LocalizedItem, pageLanguage: Language): Language =>
  item.lang ?? pageLanguage;
