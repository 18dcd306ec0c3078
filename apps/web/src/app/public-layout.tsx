import { lazy, Suspense } from 'react';
import { loadTexts, useTranslation } from '@/i18n';
import { useScrollToTopOnNavigation } from '@/lib/router';
import { Spinner } from '@/components/ui/spinner';
import { useIdle } from '@/hooks/use-idle';
import { SiteFooter } from '@/components/layouts/site-footer';
import { SiteHeader } from '@/components/layouts/site-header';

const ChatWidget = lazy(() =>
  Promise.all([import('@/features/chat/components/chat-widget'), loadTexts(['chat'])]).then(
    ([module]) => ({ default: module.ChatWidget }),
  ),
);

/** The frame of every public page (and /login): header, the page, footer and the chat. */
export function PublicLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  // The chat is not part of the first view: its code is fetched once the page is idle.
  const idle = useIdle();
  useScrollToTopOnNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<Spinner className="min-h-[60vh]" label={t('common.loading')} />}>
          {children}
        </Suspense>
      </main>
      <SiteFooter />
      {idle && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
    </div>
  );
}
