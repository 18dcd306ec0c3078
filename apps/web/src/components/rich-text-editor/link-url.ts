/**
 * A link address as an editor typed it, made into one the server keeps (its allow-list):
 * http(s), mailto, or a path of this site. A bare host (`example.com/page`) gets `https://`,
 * an e-mail address `mailto:`. Null when it is none of these (`javascript:`, `data:`, `//x`).
 */
export function safeLinkUrl(typed: string): string | null {
  const text = typed.trim();
  if (!text || /^[/\\]{2}/.test(text)) return null;
  if (/^\/(?![/\\])/.test(text)) return /\s/.test(text) ? null : text;
  if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(text)) return `mailto:${text}`;
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:')
    return /^mailto:[^\s@]+@[^\s@]+$/i.test(candidate) ? candidate : null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // A host with a dot (or localhost), so a typo like "hello" is not taken for an address.
  if (!/\.|^localhost$/.test(url.hostname)) return null;
  return candidate;
}
