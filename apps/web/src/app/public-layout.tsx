import { Suspense } from 'react';
import { useTranslation } from '@/i18n';
import { useLocation, useScrollToTopOnNavigation } from '@/lib/router';
import { Spinner } from '@/components/ui/spinner';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { ChatDock, ChatLauncher } from '@/features/chat/components/chat-dock';

/** The frame of every public page (and /login): header (with the chat, not on /login), the page, footer. */
export function PublicLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useScrollToTopOnNavigation();
  return (
    <ChatDock>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('common.skipToContent')}
        </a>
        <SiteHeader actions={pathname === '/login' ? undefined : <ChatLauncher />} />
        <main id="main" className="flex-1">
          <Suspense fallback={<Spinner className="min-h-[60vh]" label={t('common.loading')} />}>
            {children}
          </Suspense>
        </main>
        <SiteFooter />
      </div>
    </ChatDock>
  );
}
