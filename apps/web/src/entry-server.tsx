import {
  localizedPath,
  type RenderedPage,
  type SiteRenderer,
  splitLanguage,
} from '@app/contracts/site';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { App } from './app/app';
import { matchPublicRoute } from './app/routes';
import { textModule } from './i18n';
import { serverTexts } from './i18n/server';
import { ApiError, setApiFetch } from './lib/api-client';
import { buildHead, headToHtml, jsonForScript } from './lib/head';
import type { PageContext } from './lib/page-meta';
import { createQueryClient } from './lib/query-client';

/**
 * The server side of the public pages (ADR 0005). The API's site plugin calls `render` for a
 * public address: it finds the page, loads the page's data through the API in the same
 * process, works out its status and <head>, and streams React's HTML of it.
 */

/** The page's data calls go through `fetch`, answered by the API in this process. */
export const configure: SiteRenderer['configure'] = ({ fetch }) => setApiFetch(fetch);

/** A failed call whose answer is not the client's doing: the page must not be cached as is. */
const isServerFault = (error: unknown) => !(error instanceof ApiError) || error.status >= 500;

/**
 * The page at `url` (`/de/careers/6`): its status (404 for a missing page or item, 503 when its
 * data could not be loaded), <head> tags, preloads, boot data and streamed HTML. `onError`
 * hears of an error inside the page, which the browser then renders again.
 */
export const render: SiteRenderer['render'] = async ({ url, origin, preview, onError }) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { language, path } = splitLanguage(pathname);
  const { route, params } = matchPublicRoute(path);
  const pageModule = await route.load();
  const queryClient = createQueryClient();
  const i18n = await serverTexts(language);
  const context: PageContext = {
    language,
    path,
    params,
    search: new URLSearchParams(search),
    queryClient,
    t: i18n.get().t,
    origin,
  };
  await pageModule.prefetch?.(context);
  const meta = pageModule.meta(context);
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error' && isServerFault(query.state.error));

  // Resolves once the page's shell is ready, then streams the rest.
  const body = await renderToReadableStream(
    <StrictMode>
      <App
        queryClient={queryClient}
        i18n={i18n}
        site={{ language, origin, ...(preview ? { preview } : {}) }}
        basename={localizedPath(language, '/')}
        location={`${pathname}${search}`}
      />
    </StrictMode>,
    // Each page's HTML in one piece, never parts completed later by inline scripts, which the
    // content security policy refuses (and a cached page would hold).
    { onError, progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );

  return {
    status: failed ? 503 : meta.notFound ? 404 : 200,
    language,
    head: headToHtml(buildHead(meta, context)),
    modules: [
      route.file,
      ...['core' as const, ...route.texts].map((part) => textModule(part, language)),
    ],
    boot: jsonForScript({
      language,
      origin,
      ...(preview ? { preview } : {}),
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.state.status !== 'pending',
      }),
    }),
    body,
  } satisfies RenderedPage;
};
