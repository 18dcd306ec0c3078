import { type Language, localizedPath, PAGE_PATHS } from '@app/contracts/site';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { TFunction } from '@/i18n';
import type * as React from 'react';
import { parseId } from './parse-id';
import { breadcrumbs } from './structured-data';

/** What a public page's `prefetch` and `meta` know: the same on the server and in the browser. */
export type PageContext = {
  language: Language;
  /** The page's path without the language prefix, e.g. `/careers/6`. */
  path: string;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  queryClient: QueryClient;
  t: TFunction;
  /** The site's origin for absolute addresses, e.g. `https://veltrix.example`. */
  origin: string;
};

/** A page's part of the <head>; the rest (canonical, alternates, Open Graph) is derived. */
export type PageMeta = {
  /** Shown as "<title> | <company>"; the company alone when absent. */
  title?: string;
  description: string;
  /** The page's own picture (a site path or an absolute address), else the site's. */
  image?: string | null;
  type?: 'website' | 'article';
  /** Structured data, each object one `application/ld+json` script. */
  jsonLd?: object[];
  /** The page answers 404 and asks not to be indexed. */
  notFound?: boolean;
};

/**
 * A public page module (`app/routes/public/*.tsx`): the component, the data the server loads
 * before it renders the page (the browser gets that data with the page, and its components
 * fetch what they lack after a move to another page), and the page's metadata, which the
 * browser computes again whenever the page's data changes.
 */
export type PageModule = {
  Component: React.ComponentType;
  prefetch?: (context: PageContext) => Promise<unknown>;
  meta: (context: PageContext) => PageMeta;
};

/**
 * The query of the item a page is about, for the item's id in the page's language (e.g.
 * `articleQueryOptions`): the server's prefetch, the page's metadata and the browser's hook
 * then name the same cached answer.
 */
type ItemQuery<T, K extends QueryKey> = (
  id: number,
  language: Language,
) => FetchQueryOptions<T, Error, T, K>;

/** The id of the item a page's address names (`/news/{newsId}`), or null when it names none. */
const itemId = (params: PageContext['params'], param: string) => parseId(params[param]);

/** The `prefetch` of a page about one item: the item, when the address names one. */
export const prefetchItem =
  <T, K extends QueryKey>(param: string, query: ItemQuery<T, K>) =>
  ({ queryClient, params, language }: PageContext) => {
    const id = itemId(params, param);
    return id === null ? Promise.resolve() : queryClient.prefetchQuery(query(id, language));
  };

/**
 * The metadata of a page about one item (a project, an article, a member, a job): the item's
 * own once it is loaded, the page's loading title before, and the not-found page's (answered
 * with 404) when the address names no item or the item does not exist.
 */
export function itemMeta<T, K extends QueryKey>(
  context: PageContext,
  param: string,
  query: ItemQuery<T, K>,
  pages: {
    loading: PageMeta;
    missing: PageMeta;
    /** The item's list page: the middle step of the item's breadcrumbs. */
    list: Crumb;
    /** The item's metadata, and its own step of the breadcrumbs. */
    found: (item: T) => PageMeta & { crumb: Crumb };
  },
): PageMeta {
  const id = itemId(context.params, param);
  if (id === null) return { ...pages.missing, notFound: true };
  const state = context.queryClient.getQueryState<T>(query(id, context.language).queryKey);
  if (state?.status === 'error') return { ...pages.missing, notFound: true };
  if (state?.data === undefined) return pages.loading;
  const { crumb, ...meta } = pages.found(state.data);
  return { ...meta, jsonLd: [...(meta.jsonLd ?? []), itemBreadcrumbs(context, pages.list, crumb)] };
}

type Crumb = { name: string; path: string };

/** The BreadcrumbList of a page about one item: Home › the item's list › the item. */
const itemBreadcrumbs = (context: PageContext, list: Crumb, item: Crumb) =>
  breadcrumbs(
    [{ name: context.t('nav.home'), path: PAGE_PATHS.home }, list, item].map(({ name, path }) => ({
      name,
      url: pageUrl(context, path),
    })),
  );

/** The absolute address of a page of the site in the page's language. */
export const pageUrl = (
  { origin, language }: Pick<PageContext, 'origin' | 'language'>,
  path: string,
) => `${origin}${localizedPath(language, path)}`;

/** Cut to about a search snippet's length at a word boundary, with an ellipsis when cut. */
export function summary(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:–-]+$/, '')}…`;
}
