import { isLanguage } from '@app/contracts/site';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { useTranslation } from '@/i18n';
import { useLocation, useParams } from '@/lib/router';
import { applyHead, buildHead } from '@/lib/head';
import type { PageContext, PageModule } from '@/lib/page-meta';
import { useSite } from '@/lib/site-context';

/** The context a page's `prefetch` and `meta` get in the browser. */
function usePageContext(): PageContext {
  const site = useSite();
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  return {
    // The page's language, or the one chosen in place on /login and in the back office.
    language: isLanguage(i18n.language) ? i18n.language : site.language,
    path: pathname,
    params: useParams(),
    search: new URLSearchParams(search),
    queryClient: useQueryClient(),
    t,
    origin: site.origin,
  };
}

/**
 * Keeps the document's <head> in step with the page in the browser: the server wrote it for
 * the first page; after a move to another page, or when the page's data arrives, it is
 * written again from the page's `meta`.
 */
export function PageHead({ meta }: { meta: PageModule['meta'] }) {
  const context = usePageContext();
  const { queryClient } = context;
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => queryClient.getQueryCache().subscribe(() => refresh()), [queryClient]);
  const tags = buildHead(meta(context), context);
  const key = JSON.stringify(tags);
  useEffect(() => applyHead(JSON.parse(key) as typeof tags), [key]);
  return null;
}
