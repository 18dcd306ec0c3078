import { badRequest } from './http-error.js';
import { sanitizeRichText } from './sanitize-html.js';

type Translations = Record<string, Record<string, unknown> | null | undefined>;

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What a client wrote, as rich text: HTML as it is; plain text (no markup at its start) as
 * paragraphs, its blank lines between them and its single line breaks kept (as migrations
 * 0008 and 0009 turned the stored plain text).
 */
export function asRichText(text: string): string {
  if (/^\s*</.test(text)) return text;
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => `<p>${escapeText(part).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/** Rich text as it is stored: made rich if plain, then sanitised (null: nothing safe left). */
const clean = (text: string) => sanitizeRichText(asRichText(text));

/**
 * A write with its rich-text field (an article's body, a job's description) and each
 * translation's made rich text if plain and sanitised with the one allow-list. The field itself, when written, must keep
 * something to read (400 otherwise); a translation's may come out empty (English is shown).
 */
export function cleanRichField<Write extends { translations?: unknown }>(
  write: Write,
  field: keyof Write & string,
): Write {
  const value = write[field];
  const translations = write.translations as Translations | undefined;
  const cleaned = typeof value === 'string' ? clean(value) : undefined;
  if (cleaned === null) {
    throw badRequest(
      `Invalid request: body.${field}: nothing is left once unsafe markup is removed`,
    );
  }
  return {
    ...write,
    ...(cleaned !== undefined && { [field]: cleaned }),
    ...(translations && {
      translations: Object.fromEntries(
        Object.entries(translations).map(([language, fields]) => {
          const text = fields?.[field];
          return [
            language,
            fields && typeof text === 'string' && text
              ? { ...fields, [field]: clean(text) }
              : fields,
          ];
        }),
      ),
    }),
  };
}
