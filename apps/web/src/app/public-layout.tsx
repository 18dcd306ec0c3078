import { Suspense } from 'react';
import { useTranslation } from '@/i18n';
import { useLocation, useScrollToTopOnNavigation } from '@/lib/router';
import { Spinner } from '@/components/ui/spinner';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';
import { ChatDock, ChatLauncher } from '@/features/chat/components/chat-dock';
import { useSite } from '@/lib/site-context';

/** A preview page's notice: what is shown is not public yet (ADR 0014). */
function PreviewBanner() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="preview-banner"
      className="bg-amber-400 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      <strong>{t('common.preview.banner')}</strong>{' '}
      <span className="hidden sm:inline">{t('common.preview.hint')}</span>
    </div>
  );
}

/** The frame of every public page (and /login): header (with the chat, not on /login), the page, footer. */
export function PublicLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { preview } = useSite();
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
        {preview && <PreviewBanner />}
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
