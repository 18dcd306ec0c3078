/**
 * The public site's addresses and the company's details, shared by the web app (links, page
 * metadata, structured data) and the API (sitemap, server rendering, the chat's facts). Plain
 * values only, no zod: the first page a visitor loads imports this module.
 */

export const LANGUAGES = ['en', 'de', 'az'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * A URL per language: English at the bare paths, German under /de and Azerbaijani under /az
 * (`/de/careers/6`, `/az` for the landing page).
 */
export function localizedPath(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** `/de/careers/6` → `{ language: 'de', path: '/careers/6' }`; an unprefixed path is English. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/(de|az)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
  return { language: match[1] as Language, path: match[2] || '/' };
}

/** The pages that are rendered in the browser only, in the visitor's stored language. */
export const isClientOnlyPath = (pathname: string) => /^\/(login|manager)(\/|$)/.test(pathname);

/** A public page whose address has no parameter: the pattern is the link. */
const fixedPage = <Path extends string>(pattern: Path) => ({ pattern, link: pattern });

/** A public page of one item: the pattern names its id (`:projectId`), the link fills it in. */
const itemPage = (pattern: `/${string}/:${string}`) => ({
  pattern,
  link: (id: number) => pattern.replace(/:\w+$/, String(id)),
});

/**
 * The public pages (the spec's routes), without a language prefix: each page's route pattern,
 * which the web app's router matches (and so decides page or 404 on the server too), and its link.
 */
export const PUBLIC_PAGES = {
  home: fixedPage('/'),
  projects: fixedPage('/projects'),
  project: itemPage('/project/:projectId'),
  news: fixedPage('/news'),
  article: itemPage('/news/:newsId'),
  team: fixedPage('/team'),
  member: itemPage('/team/:id'),
  careers: fixedPage('/careers'),
  job: itemPage('/careers/:id'),
  support: fixedPage('/support'),
  privacy: fixedPage('/privacy'),
  terms: fixedPage('/terms'),
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGES;

/** The addresses of the public pages, for links: `PAGE_PATHS.careers`, `PAGE_PATHS.job(6)`. */
export const PAGE_PATHS = Object.fromEntries(
  Object.entries(PUBLIC_PAGES).map(([page, { link }]) => [page, link]),
) as { readonly [Page in PublicPage]: (typeof PUBLIC_PAGES)[Page]['link'] };

/** The public pages that exist whatever the content, in the sitemap's order. */
export const FIXED_PAGES = [
  PAGE_PATHS.home,
  PAGE_PATHS.projects,
  PAGE_PATHS.news,
  PAGE_PATHS.team,
  PAGE_PATHS.careers,
  PAGE_PATHS.support,
  PAGE_PATHS.privacy,
  PAGE_PATHS.terms,
] as const;

/** The date the privacy policy and the terms were last changed. */
export const LEGAL_LAST_UPDATED = '2025-06-01';
/** The version of the privacy policy a visitor agrees to (stored with their consent): its date. */
export const PRIVACY_POLICY_VERSION = LEGAL_LAST_UPDATED;

/** Where an application came from: the visit's `utm_*` parameters and another site's referrer. */
export const APPLICATION_SOURCE_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'referrer',
] as const;
export type ApplicationSourceKey = (typeof APPLICATION_SOURCE_KEYS)[number];
export const MAX_UTM_LENGTH = 200;
export const MAX_REFERRER_LENGTH = 2048;
/** The longest value of a source's entry. */
export const sourceValueLimit = (key: ApplicationSourceKey) =>
  key === 'referrer' ? MAX_REFERRER_LENGTH : MAX_UTM_LENGTH;

export type Office = {
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  countryName: string;
  /** The city and country as the site's languages write them (a translated job's location). */
  names: string[];
};

/** The company's contact details, offices and profiles: one place for the site and the API. */
export const COMPANY = {
  name: 'Veltrix Consulting',
  address: 'Office 1204, Bay Square Building 7, Business Bay, Dubai, United Arab Emirates',
  postalAddress: {
    streetAddress: 'Office 1204, Bay Square Building 7, Business Bay',
    addressLocality: 'Dubai',
    addressCountry: 'AE',
  },
  phone: '+971 4 555 0142',
  email: 'info@veltrix.example',
  offices: [
    {
      city: 'Dubai',
      country: 'AE',
      countryName: 'United Arab Emirates',
      names: ['Dubai', 'Dubay', 'United Arab Emirates', 'Vereinigte Arabische Emirate', 'BƏƏ'],
    },
    {
      city: 'Baku',
      country: 'AZ',
      countryName: 'Azerbaijan',
      names: ['Baku', 'Bakı', 'Azerbaijan', 'Aserbaidschan', 'Azərbaycan'],
    },
    {
      city: 'Berlin',
      country: 'DE',
      countryName: 'Germany',
      names: ['Berlin', 'Germany', 'Deutschland', 'Almaniya'],
    },
  ] satisfies Office[],
  social: [
    { network: 'LinkedIn', brand: 'linkedin', href: 'https://www.linkedin.com/company/veltrix' },
    { network: 'X', brand: 'twitter', href: 'https://x.com/veltrix' },
    { network: 'GitHub', brand: 'github', href: 'https://github.com/veltrix' },
  ],
} as const;

/**
 * What the web app's server renderer answers for a public address (its `render`): the status,
 * the page's language and <head> tags, the source modules to preload, the JSON handed to the
 * browser, and the streamed HTML of the page.
 */
export type RenderedPage = {
  status: 200 | 404 | 503;
  language: Language;
  head: string;
  modules: string[];
  boot: string;
  body: AsyncIterable<Uint8Array | string>;
};

/** The web app's server renderer (`apps/web/src/entry-server.tsx`), as the API uses it. */
export type SiteRenderer = {
  /** How the page's data calls reach the API: a fetch answered in the same process. */
  configure(options: { fetch: (url: string, init: RequestInit) => Promise<Response> }): void;
  render(request: {
    url: string;
    origin: string;
    /** A preview page (a valid `?preview=` token): the item as it will be, with a banner. */
    preview?: boolean;
    onError: (error: unknown) => void;
  }): Promise<RenderedPage>;
};
