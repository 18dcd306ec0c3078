import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPANY } from '@app/contracts/site';
import { WEB_ROOT } from '../../site/web-app.js';
import type { ChatLanguage, Localized } from './language.js';

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

/** The texts at `keys` of an area, joined into one, in every language of the site. */
export function pageText(area: string, ...keys: string[]): Localized {
  const text = (language: ChatLanguage) => {
    const texts = readArea(area, language);
    return keys.map((key) => textAt(texts, key, `${language}/${area}.json`)).join(' ');
  };
  return { en: text('en'), de: text('de'), az: text('az') };
}
