import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type FilledFields, TRANSLATION_LANGUAGES, type TranslationLanguage } from '@app/contracts';
import { isLanguage, type Language } from '@app/contracts/site';

/**
 * Content in several languages (ADR 0011): an item's own columns are its English; its
 * `translations` column holds, by language, the fields written in that language. A field a
 * translation leaves out is served in English.
 */
type Fields = Record<string, unknown>;
/** As stored: by language, only the fields that are filled. */
export type StoredTranslations<F> = Partial<Record<TranslationLanguage, FilledFields<F>>>;
/** As a write gives them: by language, the fields, or null to remove the language. */
export type GivenTranslations<F> = Partial<Record<TranslationLanguage, F | null>> | undefined;

const isFilled = (value: unknown) =>
  value !== null &&
  value !== undefined &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/** A translation's filled fields, or undefined when none is. */
function filledFields<F extends Fields>(fields: F | null | undefined): FilledFields<F> | undefined {
  if (!fields) return undefined;
  const filled = Object.entries(fields).filter(([, value]) => isFilled(value));
  return filled.length ? (Object.fromEntries(filled) as FilledFields<F>) : undefined;
}

/**
 * The languages a write gives, as they are to be stored (`set`, a language with its filled
 * fields, each passed through `clean`) and those it removes (null, or no field filled).
 */
function splitGiven<F extends Fields>(given: GivenTranslations<F>, clean: (fields: F) => F) {
  const set: StoredTranslations<F> = {};
  const removed: TranslationLanguage[] = [];
  for (const language of TRANSLATION_LANGUAGES) {
    if (!given || !(language in given)) continue;
    const fields = filledFields(given[language] ? clean(given[language]) : null);
    if (fields) set[language] = fields;
    else removed.push(language);
  }
  return { set, removed };
}

/** The translations of a new item, as stored. */
export const newTranslations = <F extends Fields>(
  given: GivenTranslations<F>,
  clean: (fields: F) => F = (fields) => fields,
): StoredTranslations<F> => splitGiven(given, clean).set;

/**
 * A write's translations applied to the stored ones in one statement (so two editors saving
 * different languages at once both keep theirs): a language given replaces that language, one
 * given as null or empty is removed, one not given is kept. Undefined when the write gives none.
 */
export function changedTranslations<F extends Fields>(
  column: AnyPgColumn,
  given: GivenTranslations<F>,
  clean: (fields: F) => F = (fields) => fields,
): SQL | undefined {
  if (!given) return undefined;
  const { set, removed } = splitGiven(given, clean);
  let value = sql`(${column} || ${JSON.stringify(set)}::jsonb)`;
  for (const language of removed) value = sql`(${value} - ${language}::text)`;
  return value;
}

/** The items with no translation at all into `language` (none of its fields written). */
export const missingTranslation = (column: AnyPgColumn, language: TranslationLanguage): SQL =>
  sql`coalesce(${column} -> ${language}, 'null'::jsonb) = 'null'::jsonb`;

/**
 * A search over every translation of an item: whether any translated field (a tag among them)
 * contains `pattern` (an ILIKE pattern).
 */
export const translationsMatch = (column: AnyPgColumn, pattern: string): SQL =>
  sql`exists (select 1 from jsonb_each(${column}) as language(code, fields), jsonb_each_text(language.fields) as field(name, value) where field.value ilike ${pattern})`;

/**
 * How an item is read: in one language (visitors; a missing translation falls back to
 * English), or `all` (staff editing it: the English fields with every translation).
 */
export type ContentView = { language: Language } | 'all';

/**
 * Fields a translation may leave out because they read the same in every language (a project's
 * name that is a brand, ADR 0011): served from the English without being named untranslated.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(['name']);

/** What a localized item adds to its row (see `LocalizedSchema` in the contracts). */
export type Localized = { lang?: Language; untranslated?: string[] };

/**
 * `row` as `view` reads it: in a language, its `fields` in that language where translated, with
 * the language it is served in and the filled English fields its translation lacks; no
 * translations, unless `all` asks for them. An English read is the row alone.
 */
export function localize<Row extends { translations: StoredTranslations<Fields> }>(
  row: Row,
  fields: readonly string[],
  view: ContentView,
): Row & Localized {
  if (view === 'all') return row;
  const base = { ...row, translations: undefined as unknown as Row['translations'] };
  const { language } = view;
  if (language === 'en') return base;
  const translation = filledFields(row.translations[language]);
  if (!translation) return { ...base, lang: 'en' };
  const english = row as unknown as Fields;
  const localized: Fields = { ...base, lang: language };
  const untranslated: string[] = [];
  for (const field of fields) {
    if (field in translation) localized[field] = translation[field];
    else if (isFilled(english[field]) && !SAME_IN_EVERY_LANGUAGE.has(field)) {
      untranslated.push(field);
    }
  }
  if (untranslated.length) localized.untranslated = untranslated;
  return localized as Row & Localized;
}

/** The wire form of a kind's rows as a view reads them: `toWire` of the localized row. */
export const localizedWire =
  <Row extends { translations: StoredTranslations<Fields> }, Wire>(
    toWire: (row: Row) => Wire,
    fields: readonly string[],
  ) =>
  (view: ContentView) =>
  (row: Row) =>
    toWire(localize(row, fields, view));

/**
 * How a write's answer reads its item: with every translation when the write gave some, else
 * in English, the spec's shape.
 */
export const writeView = (body: unknown): ContentView =>
  (body as { translations?: unknown }).translations ? 'all' : { language: 'en' };

/**
 * The language a visitor asked for without `lang`: the first of `Accept-Language` (by its
 * weights) that the site has, else undefined. `de-AT` counts as `de`.
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters
        .map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return {
        code: tag.trim().toLowerCase().split('-')[0],
        q: weight ? Number(weight) : 1,
        index,
      };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find(({ code }) => isLanguage(code))?.code as Language | undefined;
}
