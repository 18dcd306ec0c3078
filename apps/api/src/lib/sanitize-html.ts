import sanitizeHtml from 'sanitize-html';

const ALLOWED_LINK = /^(https?:\/\/|mailto:)/i;

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h3',
    'h4',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Only absolute http(s) and mailto links keep their address; every link opens safely.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      return {
        tagName,
        attribs: {
          ...(href && ALLOWED_LINK.test(href) ? { href } : {}),
          rel: 'noopener noreferrer',
        },
      };
    },
  },
};

/**
 * Cleans HTML written by staff (a team member's bio) before it is stored: only simple
 * formatting tags and safe links survive; scripts, styles, event handlers and
 * `javascript:` addresses are removed. Answers null when nothing readable is left.
 */
export function sanitizeRichText(html: string): string | null {
  const clean = sanitizeHtml(html, RICH_TEXT).trim();
  return clean === '' ? null : clean;
}
