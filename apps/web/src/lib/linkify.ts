/**
 * Splits an assistant reply into plain text and links, so the widget can render links as
 * elements without ever injecting HTML. The API writes page links as Markdown `[Title](/path)`;
 * replies may also hold bare web addresses and e-mail addresses.
 */
export type Segment =
  { type: 'text'; text: string } | { type: 'link'; text: string; href: string; internal: boolean };

const MARKDOWN_LINK = String.raw`\[([^\[\]\n]+)\]\(((?:\/(?!\/)|https?:\/\/|mailto:)[^\s()]*)\)`;
const BARE_URL = String.raw`\b(?:https?:\/\/|www\.)[^\s<>"'\[\]]+`;
const EMAIL = String.raw`\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b`;

const PATTERN = new RegExp(`${MARKDOWN_LINK}|(${BARE_URL})|(${EMAIL})`, 'g');

/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?'")\]]+$/;

/** Drops trailing punctuation, keeping a closing parenthesis that belongs to the address. */
function trimUrl(url: string): string {
  let result = url;
  for (;;) {
    const match = TRAILING.exec(result);
    if (!match) return result;
    const last = result.at(-1)!;
    if (last === ')' && count(result, '(') >= count(result, ')')) return result;
    result = result.slice(0, -1);
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

function isSafeHref(href: string): boolean {
  if (isInternal(href) || href.startsWith('mailto:')) return true;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function linkify(input: string): Segment[] {
  const segments: Segment[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = segments.at(-1);
    if (last?.type === 'text') last.text += text;
    else segments.push({ type: 'text', text });
  };
  const pushLink = (text: string, href: string, rest = '') => {
    if (isSafeHref(href)) segments.push({ type: 'link', text, href, internal: isInternal(href) });
    else pushText(text);
    pushText(rest);
  };

  let index = 0;
  for (const match of input.matchAll(PATTERN)) {
    const [whole, title, target, url, email] = match;
    pushText(input.slice(index, match.index));
    index = match.index + whole.length;
    if (title !== undefined && target !== undefined) {
      pushLink(title, target);
    } else if (url !== undefined) {
      const trimmed = trimUrl(url);
      const href = trimmed.startsWith('www.') ? `https://${trimmed}` : trimmed;
      pushLink(trimmed, href, url.slice(trimmed.length));
    } else if (email !== undefined) {
      pushLink(email, `mailto:${email}`);
    }
  }
  pushText(input.slice(index));
  return segments;
}
