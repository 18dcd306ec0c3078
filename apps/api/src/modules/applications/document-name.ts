import { ACCEPTED_DOCUMENT_TYPES } from '@app/contracts';

/**
 * Characters that are invisible or change how the rest of a name is shown: control characters,
 * format characters (the bidi controls U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C,
 * zero-width characters, soft hyphens), line and paragraph separators, and lone surrogates.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
const MAX_NAME_LENGTH = 255;

/** The right extensions of each accepted type, the first being the one given. */
const EXTENSIONS = new Map<string, readonly string[]>(Object.entries(ACCEPTED_DOCUMENT_TYPES));

/** The first `max` characters (code points, so no surrogate pair is cut in half). */
const truncate = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/**
 * A file name as sent, made safe to show: no folders, no hidden characters, at most 255
 * characters. Used in messages about a file whose type is not yet known.
 */
export function cleanFileName(raw: string) {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(HIDDEN_CHARACTERS, '').trim();
  return truncate(clean, MAX_NAME_LENGTH) || 'document';
}

/**
 * The name a document is stored, listed and downloaded under: the clean name, ending in an
 * extension of the type read from its content. A last extension that is not one of the type's
 * is dropped, and the type's own added unless the name then ends in one: `cv.hta` as a Word
 * 97-2003 document is `cv.doc`, `cv.docx.js` as a Word document `cv.docx`; `photo.PNG` keeps
 * its name. The same name comes out when it goes in again, so names stored before this rule
 * are served by it too.
 */
export function documentFileName(raw: string, mimeType: string) {
  const name = cleanFileName(raw);
  const extensions = EXTENSIONS.get(mimeType) ?? [];
  const hasRightExtension = (text: string) =>
    extensions.some((extension) => text.toLowerCase().endsWith(extension));
  if (hasRightExtension(name)) return name;
  const base = name.replace(/\.[a-z0-9]{1,4}$/i, '').replace(/[.\s]+$/, '') || 'document';
  if (hasRightExtension(base)) return base;
  const extension = extensions[0] ?? '';
  return truncate(base, MAX_NAME_LENGTH - extension.length) + extension;
}
