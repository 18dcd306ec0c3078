import sanitizeHtml from 'sanitize-html';

/** Link addresses kept: absolute http(s), mailto, and the site's own paths (not `//host`). */
const ALLOWED_LINK = /^(https?:\/\/|mailto:|\/(?![/\\]))/i;

/** Pictures come from the media library only, on this site: `/images/:id/<variant or original>`. */
const MEDIA_IMAGE = /^\/images\/\d{1,10}\/(original|\d{1,5}\.(avif|webp))$/;

/** A picture's width or height: a whole number of pixels. */
const DIMENSION = /^\d{1,5}$/;

/**
 * The one allow-list of rich text (article bodies, team bios and their translations): what the
 * editor writes, and nothing more.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // No `srcset` of sanitize-html's own, nor any other attribute than those listed above.
  allowedClasses: {},
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  transformTags: {
    // Only safe link addresses survive; every link opens safely.
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
    img: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? '';
      return {
        tagName,
        attribs: {
          ...(MEDIA_IMAGE.test(src) ? { src } : {}),
          ...(attribs.alt !== undefined ? { alt: attribs.alt } : {}),
          ...(DIMENSION.test(attribs.width ?? '') ? { width: attribs.width! } : {}),
          ...(DIMENSION.test(attribs.height ?? '') ? { height: attribs.height! } : {}),
        },
      };
    },
  },
  // A picture not from the media library is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Cleans rich text written by staff (an article's body, a team member's bio, in any language)
 * before it is stored: only the editor's formatting, safe links and the media library's
 * pictures survive; scripts, styles, event handlers, frames and `javascript:` or `data:`
 * addresses are removed. Answers null when nothing is left.
 */
export function sanitizeRichText(html: string): string | null {
  const clean = sanitizeHtml(html, RICH_TEXT).trim();
  return clean === '' ? null : clean;
}
