import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPANY } from '@app/contracts/site';
import { WEB_ROOT } from '../../../site/web-app.js';
import { type ChatLanguage, type Localized } from '../types.js';

/**
 * Texts of the site's pages that the assistant repeats (office hours, response times, privacy,
 * terms), read from their one copy: the web app's translation files, one JSON file per language
 * and area (`locales/de/legal.json`). The company's details in them (`{{email}}`, `{{phone}}`,
 * `{{address}}`) are filled in from COMPANY, as the pages do.
 */

const TEXTS_DIR = path.join(WEB_ROOT, 'src', 'i18n', 'locales');

const COMPANY_VALUES = new Map<string, string>([
  ['email', COMPANY.email],
  ['phone', COMPANY.phone],
  ['address', COMPANY.address],
]);

const areas = new Map<string, unknown>();

function readArea(area: string, language: ChatLanguage): unknown {
  const file = path.join(TEXTS_DIR, language, `${area}.json`);
  let texts = areas.get(file);
  if (texts === undefined) {
    try {
      texts = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    } catch (error) {
      throw new Error(`Cannot read the site's texts at ${file}`, { cause: error });
    }
    areas.set(file, texts);
  }
  return texts;
}

/** The text at a dotted key (`support.sections.hours.body`, `….items.0`), filled in. */
function textAt(texts: unknown, key: string, where: string): string {
  let value = texts;
  for (const part of key.split('.')) {
    value =
      value !== null && typeof value === 'object' && Object.hasOwn(value, part)
        ? (value as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof value !== 'string') throw new Error(`The site's texts have no "${key}" in ${where}`);
  return value.replace(
    /\{\{(\w+)\}\}/g,
    (match, name: string) => COMPANY_VALUES.get(name) ?? match,
  );
}

/**
 * A text with the values of the site's settings it names filled in (`{{applications}}`: the
 * retention periods of the privacy policy); other placeholders are left.
 */
export const fillIn = (text: string, values: Readonly<Record<string, number | string>>) =>
  text.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );

/** The texts at `keys` of an area, joined into one, in every language of the site. */
export function pageText(area: string, ...keys: string[]): Localized {
  const text = (language: ChatLanguage) => {
    const texts = readArea(area, language);
    return keys.map((key) => textAt(texts, key, `${language}/${area}.json`)).join(' ');
  };
  return { en: text('en'), de: text('de'), az: text('az') };
}

/** The value at a dotted key of an area in one language, as read (undefined if absent). */
function valueAt(area: string, language: ChatLanguage, key: string): unknown {
  let value = readArea(area, language);
  for (const part of key.split('.')) {
    value =
      value !== null && typeof value === 'object' && Object.hasOwn(value, part)
        ? (value as Record<string, unknown>)[part]
        : undefined;
  }
  return value;
}

/** The text at a key in every language, or undefined when a language lacks it. */
export function optionalPageText(area: string, key: string): Localized | undefined {
  const texts = {
    en: valueAt(area, 'en', key),
    de: valueAt(area, 'de', key),
    az: valueAt(area, 'az', key),
  };
  if (!Object.values(texts).every((text) => typeof text === 'string')) return undefined;
  return pageText(area, key);
}

/**
 * One passage of a page (a paragraph or a list item) under its section's heading; a list
 * item with the note that ends its list ("To use any of these rights, write to …").
 */
export type PageSection = { heading: Localized; text: Localized; note?: Localized };

/**
 * Every passage of the sections under `key` of an area (`legal`, `privacy.sections`): each
 * section's paragraph, list items and note, with the section's title, in every language.
 * `shown`: what the page shows with a section besides its texts (the e-mail address under
 * "Email"), which its paragraph begins with.
 */
export function pageSections(
  area: string,
  key: string,
  shown: Readonly<Record<string, string>> = {},
): PageSection[] {
  const sections = valueAt(area, 'en', key);
  if (sections === null || typeof sections !== 'object') {
    throw new Error(`The site's texts have no sections at "${key}" in ${area}`);
  }
  const passages: PageSection[] = [];
  for (const [name, section] of Object.entries(sections as Record<string, unknown>)) {
    if (section === null || typeof section !== 'object') continue;
    const at = `${key}.${name}`;
    const heading = pageText(area, `${at}.title`);
    const value = section as Record<string, unknown>;
    for (const part of ['body', 'description', 'note']) {
      if (typeof value[part] !== 'string') continue;
      const text = pageText(area, `${at}.${part}`);
      const before = part === 'note' ? undefined : shown[name];
      passages.push({
        heading,
        text: before
          ? {
              en: `${before} – ${text.en}`,
              de: `${before} – ${text.de}`,
              az: `${before} – ${text.az}`,
            }
          : text,
      });
    }
    if (Array.isArray(value.items)) {
      const note = typeof value.note === 'string' ? pageText(area, `${at}.note`) : undefined;
      value.items.forEach((_, i) =>
        passages.push({ heading, text: pageText(area, `${at}.items.${i}`), ...(note && { note }) }),
      );
    }
  }
  return passages;
}

/** Every text of the site's pages in one language, from all its areas. */
export function allPageTexts(language: ChatLanguage): string[] {
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const file of readdirSync(path.join(TEXTS_DIR, language))) {
    if (file.endsWith('.json')) collect(readArea(file.slice(0, -'.json'.length), language));
  }
  return texts;
}
