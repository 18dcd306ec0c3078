import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@app/contracts';

/**
 * The back office's side of content translations (ADR 0011): an item's English is its own
 * fields, each other language a translation of some of them. A dialog holds every translation
 * as text, one string per translated field ('' when not written).
 */
export type TranslationsForm<Field extends string> = Record<
  TranslationLanguage,
  Record<Field, string>
>;

/** An item's translations as staff read them: by language, its filled fields. */
export type StoredTranslations = Partial<
  Record<TranslationLanguage, Partial<Record<string, string | string[]>>>
>;

/** A content item as the back office lists it (`include=translations`). */
export type Translatable = { translations?: StoredTranslations };

const blank = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.length === 0 : !value || value.trim() === '';

/** True when no field of a translation is written (or there is none). */
export const isBlankTranslation = (values: Partial<Record<string, string | string[]>> = {}) =>
  Object.values(values).every(blank);

/** Every translation with every field empty: a new item's form. */
export const emptyTranslations = <Field extends string>(
  fields: readonly Field[],
): TranslationsForm<Field> =>
  Object.fromEntries(
    TRANSLATION_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(fields.map((field) => [field, ''])),
    ]),
  ) as TranslationsForm<Field>;

/** The stored translations as the dialog holds them: lists (tags) comma-separated, '' for none. */
export function translationsToForm<Field extends string>(
  fields: readonly Field[],
  stored: StoredTranslations | undefined,
): TranslationsForm<Field> {
  const form = emptyTranslations(fields);
  for (const language of TRANSLATION_LANGUAGES) {
    const translation = stored?.[language];
    if (!translation) continue;
    for (const field of fields) {
      const value = translation[field];
      form[language][field] = Array.isArray(value) ? value.join(', ') : (value ?? '');
    }
  }
  return form;
}

/**
 * What a save sends for the translations: every language, null when none of its fields is
 * written (so clearing a language removes it), else its text turned into the wire shape by
 * `toInput` (the schema checks it as it checks the English).
 */
export function formToTranslations<Field extends string, Input = Record<Field, string>>(
  form: TranslationsForm<Field>,
  toInput: (values: Record<Field, string>) => Input = (values) => values as Input,
): Record<TranslationLanguage, Input | null> {
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.map((language) => [
      language,
      isBlankTranslation(form[language]) ? null : toInput(form[language]),
    ]),
  ) as Record<TranslationLanguage, Input | null>;
}

/** The languages an item has no translation into at all (no field written). */
export const missingLanguages = (item: Translatable): TranslationLanguage[] =>
  TRANSLATION_LANGUAGES.filter((language) => isBlankTranslation(item.translations?.[language]));

/** The back-office lists' filter: every item, or those missing one language. */
export type TranslationFilter = 'all' | TranslationLanguage;
export const TRANSLATION_FILTERS: readonly TranslationFilter[] = ['all', ...TRANSLATION_LANGUAGES];

/** The items the filter shows, in their order. */
export const filterByTranslation = <T extends Translatable>(
  items: readonly T[],
  filter: TranslationFilter,
): T[] =>
  filter === 'all' ? [...items] : items.filter((item) => missingLanguages(item).includes(filter));
