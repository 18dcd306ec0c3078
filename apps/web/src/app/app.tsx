import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import type { TextStore } from '@/i18n';
import { AppRouter } from '@/lib/router';
import { AppProvider } from './provider';
import { AppRoutes } from './routes';
import type { Site } from '@/lib/site-context';

export type AppProps = {
  queryClient: QueryClient;
  i18n: TextStore;
  site: Site;
  /** `/de` or `/az` for a German or Azerbaijani page, `/` for the rest. */
  basename: string;
  /** The address being rendered on the server; the browser's own address when absent. */
  location?: string;
};

/**
 * The whole app, in the browser and on the server. `<html data-hydrated>` tells that the page
 * answers clicks: a page rendered on the server shows before it does.
 */
export function App({ basename, location, ...providers }: AppProps) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <AppProvider {...providers}>
      <AppRouter base={basename} ssrPath={location}>
        <Suspense fallback={null}>
          <AppRoutes localized={basename !== '/'} />
        </Suspense>
      </AppRouter>
    </AppProvider>
  );
}
