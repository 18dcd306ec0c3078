import { LoaderCircle, MessageCircle } from 'lucide-react';
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { loadTexts, useTranslation } from '@/i18n';

/**
 * The chat's code and texts are fetched when the visitor first opens it: most never do, and
 * the first view of a page does not wait for them.
 */
const ChatWidget = lazy(() =>
  Promise.all([import('./chat-widget'), loadTexts(['chat'])]).then(([module]) => ({
    default: module.ChatWidget,
  })),
);

type Dock = {
  open: boolean;
  toggle: () => void;
  launcher: React.RefObject<HTMLButtonElement | null>;
};

const DockContext = createContext<Dock | null>(null);

function useDock(): Dock {
  const dock = useContext(DockContext);
  if (!dock) throw new Error('ChatLauncher is used outside ChatDock');
  return dock;
}

/**
 * The assistant on the public pages (SPEC §2 "Chat widget"): `ChatLauncher` in the header opens
 * the panel. Once opened, the widget stays mounted while it is closed, so the conversation, its
 * session and the panel's size last across page changes.
 */
export function ChatDock({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const toggle = () => {
    setStarted(true);
    setOpen((current) => !current);
  };
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcher.current?.focus();
  }, [open]);

  return (
    <DockContext.Provider value={{ open, toggle, launcher }}>
      {children}
      {started && (
        <Suspense
          fallback={
            <div
              role="status"
              className="fixed right-4 bottom-4 z-50 flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-xl sm:right-6 sm:bottom-6"
            >
              <LoaderCircle aria-hidden className="size-6 animate-spin" />
              <span className="sr-only">{t('common.loading')}</span>
            </div>
          }
        >
          <ChatWidget open={open} onClose={close} />
        </Suspense>
      )}
    </DockContext.Provider>
  );
}

/**
 * The header's "Let's talk!" button: the icon alone on narrow screens. It sits in the header, so
 * it never covers the page's content.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const { open, toggle, launcher } = useDock();
  return (
    <button
      ref={launcher}
      type="button"
      onClick={toggle}
      aria-haspopup="dialog"
      aria-expanded={open}
      className="inline-flex h-9 shrink-0 items-center gap-2 rounded-full bg-gradient-to-br from-brand-600 to-accent-500 px-2.5 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition-[filter] outline-none hover:brightness-110 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background xl:px-3.5"
      data-testid="chat-launcher"
    >
      <MessageCircle aria-hidden className="size-4" />
      <span className="max-xl:sr-only">{t('nav.chat')}</span>
      <span className="sr-only"> {t('nav.openChat')}</span>
    </button>
  );
}
