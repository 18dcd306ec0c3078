import { expect } from 'vitest';

/**
 * Markup an attacker (or a careless paste) may put into rich text: article bodies, team bios
 * and their translations. Each must come out harmless; the text around them is kept.
 */
export const XSS_VECTORS = {
  script: '<script>alert(1)</script>',
  'event handler': '<b onmouseover="alert(1)">bold</b>',
  'img onerror': '<img src=x onerror="alert(1)">',
  'library img with onerror': '<img src="/images/1/original" onerror="alert(1)" alt="ok">',
  'javascript: link': '<a href="javascript:alert(1)">click</a>',
  'disguised javascript: link': '<a href="JaVaScRiPt&colon;alert(1)">hidden</a>',
  'javascript: link with a tab': '<a href="java&#x09;script:alert(1)">tab</a>',
  'data: link': '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">data</a>',
  'data: image': '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  'protocol-relative link': '<a href="//evil.example/phish">elsewhere</a>',
  'foreign image': '<img src="https://evil.example/track.png">',
  'protocol-relative image': '<img src="//evil.example/images/1/original">',
  'path escaping the library': '<img src="/images/1/../../admin">',
  svg: '<svg onload="alert(1)"><script>alert(1)</script><circle r="5"/></svg>',
  style: '<style>body{display:none}</style>',
  'style attribute': '<p style="background:url(javascript:alert(1))">styled</p>',
  iframe: '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>',
  'srcset injection':
    '<img src="/images/1/640.webp" srcset="https://evil.example/x.png 1x, javascript:alert(1) 2x">',
  'object and embed': '<object data="https://evil.example/x.swf"></object><embed src="x.swf">',
  form: '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
  meta: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  base: '<base href="https://evil.example/">',
  'noscript mutation': '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  'math mutation':
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
} as const;

/** All vectors in one body, between readable paragraphs. */
export const XSS_BODY = `<p>Before.</p>${Object.values(XSS_VECTORS).join('')}<p>After.</p>`;

/** The only picture addresses kept: the media library's, on this site. */
const LIBRARY_IMAGE = /^\/images\/\d+\/(original|\d+\.(avif|webp))$/;

/**
 * Checks that HTML the server keeps is harmless: no element nor attribute beyond the
 * allow-list, no dangerous address, every picture from the library.
 */
export function expectHarmless(html: string) {
  const document = new DOMParserLike(html);
  for (const tag of document.tags) {
    expect(ALLOWED_TAGS, `<${tag.name}> in ${html}`).toContain(tag.name);
    for (const [name, value] of tag.attributes) {
      expect(ALLOWED_ATTRIBUTES[tag.name] ?? [], `${name} on <${tag.name}>`).toContain(name);
      if (name === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:|\/(?![/\\]))/i);
      if (name === 'src') expect(value).toMatch(LIBRARY_IMAGE);
    }
  }
  expect(html).not.toMatch(/javascript:|data:|<script|<style|<svg|<iframe|onerror|srcset/i);
}

const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'img',
];
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};

/**
 * The start tags of serialized HTML, read plainly (the sanitiser writes attribute values
 * quoted and escaped, so a tag cannot hide inside one).
 */
class DOMParserLike {
  readonly tags: { name: string; attributes: [string, string][] }[] = [];
  constructor(html: string) {
    for (const match of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
      const attributes = [...match[2]!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map(
        (attribute) => [attribute[1]!.toLowerCase(), attribute[2] ?? ''] as [string, string],
      );
      this.tags.push({ name: match[1]!.toLowerCase(), attributes });
    }
  }
}
