import type { Language } from '@app/contracts/site';

export type Translations = Record<string, unknown>;

export type TOptions = {
  /** Picks the plural form: `key_one`, `key_other` (and `key_zero` for 0 when it exists). */
  count?: number;
  /** Shown when the key has no text. */
  defaultValue?: string;
  /** Answers the key's list or group of texts as it is, its texts filled in. */
  returnObjects?: boolean;
  [value: string]: unknown;
};

export type TFunction = {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  (key: string, options: TOptions & { returnObjects: true }): unknown;
};

/**
 * The plural form of a count in the site's languages. English, German and Azerbaijani share
 * one rule: "one" for exactly 1, "other" for the rest (CLDR). Written out rather than asked of
 * Intl.PluralRules, which some browsers lack Azerbaijani data for: the server and every browser
 * must pick the same form.
 */
const pluralForm = (count: number) => (count === 1 ? 'one' : 'other');

const lookup = (texts: Translations, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => {
    if (node === null || typeof node !== 'object') return undefined;
    return Object.hasOwn(node, part) ? (node as Translations)[part] : undefined;
  }, texts);

/** `{{name}}` in a text, filled from the options (left as is when the option is missing). */
const interpolate = (text: string, values: TOptions) =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) && values[name] !== undefined ? String(values[name]) : whole,
  );

const fill = (value: unknown, values: TOptions): unknown => {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => fill(item, values));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, values)]));
  }
  return value;
};

/**
 * The texts of one language: `t('home.hero.title')` reads `home` → `hero` → `title`, fills in
 * `{{values}}`, picks plural forms by `count`, and answers the key itself when there is no
 * text (SPEC §4: a missing translation returns the key).
 */
export class Translator {
  constructor(
    readonly language: Language,
    private readonly texts: Translations = {},
  ) {}

  exists = (key: string) => lookup(this.texts, key) !== undefined;

  t: TFunction = ((key: string, options: TOptions = {}) => {
    let value: unknown;
    if (typeof options.count === 'number') {
      const { count } = options;
      value =
        (count === 0 ? lookup(this.texts, `${key}_zero`) : undefined) ??
        lookup(this.texts, `${key}_${pluralForm(count)}`) ??
        lookup(this.texts, `${key}_other`);
    }
    value ??= lookup(this.texts, key);
    if (options.returnObjects && value !== undefined && typeof value !== 'string') {
      return fill(value, options);
    }
    if (typeof value !== 'string') return options.defaultValue ?? key;
    return interpolate(value, options);
  }) as TFunction;

  /** These texts and more of the same language (another part of the site's texts). */
  with(more: Translations): Translator {
    return new Translator(this.language, merge(this.texts, more));
  }
}

function merge(base: Translations, more: Translations): Translations {
  const merged: Translations = { ...base };
  for (const [key, value] of Object.entries(more)) {
    const existing = merged[key];
    merged[key] =
      isGroup(existing) && isGroup(value)
        ? merge(existing, value)
        : (value as Translations[string]);
  }
  return merged;
}

const isGroup = (value: unknown): value is Translations =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
