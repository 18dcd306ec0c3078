/**
 * Rich text (the HTML the editor writes, sanitised) as plain text, shared by the web app (page
 * descriptions) and the API (the chat's knowledge). Plain code only, no zod: public pages
 * import this module.
 */

/** The character references the editor and the sanitiser write, `&amp;` last. */
const ENTITIES: [RegExp, string][] = [
  [/&nbsp;/g, ' '],
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
  [/&quot;/g, '"'],
  [/&#39;/g, "'"],
  [/&amp;/g, '&'],
];

/** The text of `html`: each tag becomes a space, the character references their characters. */
export function htmlToText(html: string): string {
  let text = html.replace(/<[^>]*>/g, ' ');
  for (const [entity, character] of ENTITIES) text = text.replace(entity, character);
  return text;
}
