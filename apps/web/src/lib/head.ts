import { COMPANY, LANGUAGES, type Language, localizedPath } from '@app/contracts/site';
import { parseId } from '@/lib/parse-id';
import type { PageContext, PageMeta } from './page-meta';

/** One element of the page's <head> that the site manages (marked `data-head` in the page). */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> }
  | { tag: 'script'; attrs: { type: 'application/ld+json' }; text: string };

/** The picture link previews show when a page has none of its own (1200 × 630). */
export const SITE_IMAGE = '/og-image.jpg';
const OG_LOCALES: Record<Language, string> = { en: 'en_GB', de: 'de_DE', az: 'az_AZ' };

/** Link previews show raster pictures only: an SVG falls back to the site's picture. */
const isRaster = (src: string) => /\.(png|jpe?g|webp|gif)(?:[?#]|$)/i.test(src);

export const absoluteUrl = (origin: string, src: string) =>
  /^https?:\/\//i.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;

/**
 * Everything the <head> says about a page, in its language: title, description, canonical
 * address, the same page in every language (hreflang), Open Graph and Twitter cards, and the
 * page's structured data. A missing page keeps its title and asks not to be indexed.
 */
export function buildHead(
  meta: PageMeta,
  { language, path, search, origin, t }: Omit<PageContext, 'params' | 'queryClient'>,
): HeadTag[] {
  const company = t('common.companyName');
  const title = meta.title ? `${meta.title} | ${company}` : company;
  const tags: HeadTag[] = [
    { tag: 'title', text: title },
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
  ];
  if (meta.notFound) {
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
    return tags;
  }
  // Only the portfolio's page number makes another page; anything else in the query is noise.
  const page = parseId(search.get('page') ?? undefined);
  const query = page && page > 1 ? `?page=${page}` : '';
  const urlIn = (other: Language) => `${origin}${localizedPath(other, path)}${query}`;
  const url = urlIn(language);
  const image = absoluteUrl(origin, meta.image && isRaster(meta.image) ? meta.image : SITE_IMAGE);

  tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  for (const other of LANGUAGES) {
    tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: other, href: urlIn(other) } });
  }
  tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: urlIn('en') } });

  const property = (name: string, content: string) =>
    tags.push({ tag: 'meta', attrs: { property: name, content } });
  property('og:type', meta.type ?? 'website');
  property('og:site_name', COMPANY.name);
  property('og:title', meta.title ?? company);
  property('og:description', meta.description);
  property('og:url', url);
  property('og:image', image);
  property('og:locale', OG_LOCALES[language]);
  for (const other of LANGUAGES) {
    if (other !== language) property('og:locale:alternate', OG_LOCALES[other]);
  }
  const twitter = (name: string, content: string) =>
    tags.push({ tag: 'meta', attrs: { name, content } });
  twitter('twitter:card', 'summary_large_image');
  twitter('twitter:title', meta.title ?? company);
  twitter('twitter:description', meta.description);
  twitter('twitter:image', image);

  for (const data of meta.jsonLd ?? []) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonForScript(data) });
  }
  return tags;
}

/** JSON that cannot end its <script> early (`</script>`, `<!--`). */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const attributes = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

/** The tags as HTML, for the server's response. */
export function headToHtml(tags: HeadTag[]): string {
  return tags
    .map((item) => {
      switch (item.tag) {
        case 'title':
          return `<title>${escapeHtml(item.text)}</title>`;
        case 'script':
          return `<script data-head${attributes(item.attrs)}>${item.text}</script>`;
        default:
          return `<${item.tag} data-head${attributes(item.attrs)}>`;
      }
    })
    .join('\n    ');
}

/** Brings the document's <head> to the tags after a page change in the browser. */
export function applyHead(tags: HeadTag[]) {
  const head = document.head;
  head.querySelectorAll('[data-head]').forEach((element) => element.remove());
  for (const item of tags) {
    if (item.tag === 'title') {
      document.title = item.text;
      continue;
    }
    const element = document.createElement(item.tag);
    element.setAttribute('data-head', '');
    for (const [name, value] of Object.entries(item.attrs)) element.setAttribute(name, value);
    if (item.tag === 'script') element.textContent = item.text;
    head.append(element);
  }
}
