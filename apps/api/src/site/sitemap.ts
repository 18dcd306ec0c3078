import {
  FIXED_PAGES,
  LANGUAGES,
  LEGAL_LAST_UPDATED,
  localizedPath,
  PAGE_PATHS,
} from '@app/contracts/site';
import type { SitemapItem } from './repository.js';

type SitemapPage = { path: string; lastmod?: string };

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const latest = (rows: SitemapItem[]) =>
  rows.length ? new Date(Math.max(...rows.map((row) => row.updated_at.getTime()))) : undefined;

/** The public pages, each with the time its content last changed when that is known. */
export function sitemapPages(items: {
  projects: SitemapItem[];
  news: SitemapItem[];
  team: SitemapItem[];
  jobs: SitemapItem[];
}): SitemapPage[] {
  const iso = (date: Date | undefined) => date?.toISOString();
  const lastmodOf: Record<string, string | undefined> = {
    [PAGE_PATHS.home]: iso(latest(items.projects)),
    [PAGE_PATHS.projects]: iso(latest(items.projects)),
    [PAGE_PATHS.news]: iso(latest(items.news)),
    [PAGE_PATHS.team]: iso(latest(items.team)),
    [PAGE_PATHS.careers]: iso(latest(items.jobs)),
    [PAGE_PATHS.privacy]: LEGAL_LAST_UPDATED,
    [PAGE_PATHS.terms]: LEGAL_LAST_UPDATED,
  };
  const of = (rows: SitemapItem[], path: (id: number) => string) =>
    rows.map((row) => ({ path: path(row.id), lastmod: row.updated_at.toISOString() }));
  return [
    ...FIXED_PAGES.map((path) => ({ path, lastmod: lastmodOf[path] })),
    ...of(items.projects, PAGE_PATHS.project),
    ...of(items.news, PAGE_PATHS.article),
    ...of(items.team, PAGE_PATHS.member),
    ...of(items.jobs, PAGE_PATHS.job),
  ];
}

/**
 * sitemap.xml: every public page in every language, each naming its other languages
 * (`xhtml:link` alternates, English as the default) and its last change.
 */
export function sitemapXml(origin: string, pages: SitemapPage[]): string {
  const url = (language: (typeof LANGUAGES)[number], path: string) =>
    escapeXml(`${origin}${localizedPath(language, path)}`);
  const entries = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${url(language, path)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url('en', path)}"/>`,
    ].join('\n');
    return LANGUAGES.map((language) =>
      [
        '  <url>',
        `    <loc>${url(language, path)}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        alternates,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the back office and the API, and where the sitemap is. */
export const robotsTxt = (origin: string) =>
  [
    'User-agent: *',
    'Disallow: /manager',
    'Disallow: /api',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
