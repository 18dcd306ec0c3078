import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider, type TextStore } from '@/i18n';
import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { type Site, SiteProvider } from '@/lib/site-context';

/** What every page has around it, in the browser and on the server. */
export function AppProvider({
  children,
  queryClient,
  i18n,
  site,
}: {
  children: React.ReactNode;
  queryClient: QueryClient;
  i18n: TextStore;
  site: Site;
}) {
  return (
    <SiteProvider value={site}>
      <I18nProvider store={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            {children}
            <DeferredToaster />
          </AuthProvider>
        </QueryClientProvider>
      </I18nProvider>
    </SiteProvider>
  );
}
