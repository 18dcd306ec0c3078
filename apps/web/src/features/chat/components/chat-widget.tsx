import { LoaderCircle, MessageCircle } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendChatMessage } from '../api/send-chat-message';
import { PANEL_SIZE, type PanelSize } from '../lib/panel-size';
import { createSessionId } from '../lib/session-id';
import type { ChatMessage, NewChatMessage } from '../types';

/**
 * The panel is its own chunk: every page shows the button, few visitors open the chat. It is
 * fetched when the pointer or the focus reaches the button, so it is usually there on click.
 */
const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })));
const preloadPanel = () => void loadPanel();

/**
 * The floating assistant on every public page (SPEC §2 "Chat widget"): a round button with a
 * "Let's talk!" bubble, which opens the chat panel. The conversation, its session id and the
 * panel's size last for the page session, across page changes.
 */
export function ChatWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [size, setSize] = useState<PanelSize>(PANEL_SIZE.default);
  const sessionId = useRef<string | null>(null);
  const nextId = useRef(0);
  const pending = useRef(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const sendMessage = useSendChatMessage();

  const append = useCallback((message: NewChatMessage) => {
    nextId.current += 1;
    const id = `message-${nextId.current}`;
    setMessages((current) => [...current, { ...message, id, timestamp: new Date() }]);
  }, []);

  const openPanel = () => {
    sessionId.current ??= createSessionId();
    if (messages.length === 0) append({ sender: 'bot', line: 'chat.greeting' });
    setOpen(true);
  };

  const closePanel = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcher.current?.focus();
  }, [open]);

  /** SPEC §5: blank input is not sent, and nothing is sent while a reply is pending. */
  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || pending.current) return false;
      pending.current = true;
      sessionId.current ??= createSessionId();
      append({ sender: 'user', text: message });
      try {
        const reply = await sendMessage.mutateAsync({ message, sessionId: sessionId.current });
        append({ sender: 'bot', text: reply });
      } catch {
        append({ sender: 'bot', line: 'chat.error' });
      } finally {
        pending.current = false;
      }
      return true;
    },
    [append, sendMessage],
  );

  if (open) {
    return (
      <Suspense
        fallback={
          <div
            role="status"
            className="fixed right-4 bottom-4 z-50 flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-xl sm:right-6 sm:bottom-6"
          >
            <LoaderCircle aria-hidden className="size-6 animate-spin" />
            <span className="sr-only">{t('common.loading')}</span>
          </div>
        }
      >
        <ChatPanel
          messages={messages}
          isPending={sendMessage.isPending}
          onSend={send}
          onClose={closePanel}
          size={size}
          onResize={setSize}
        />
      </Suspense>
    );
  }

  return (
    <button
      ref={launcher}
      type="button"
      onClick={openPanel}
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
      aria-haspopup="dialog"
      className="group fixed right-4 bottom-4 z-50 flex items-center gap-3 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background sm:right-6 sm:bottom-6"
      data-testid="chat-launcher"
    >
      <span className="relative rounded-2xl border bg-card px-3.5 py-2 text-sm font-semibold text-foreground shadow-lg transition-transform group-hover:-translate-x-0.5">
        {t('chat.bubble')}
        <span className="sr-only"> {t('chat.open', { name: t('chat.assistantName') })}</span>
        <span
          aria-hidden
          className="absolute top-1/2 -right-1.5 size-3 -translate-y-1/2 rotate-45 border-t border-r bg-card"
        />
      </span>
      <span className="relative flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-500 text-white shadow-xl ring-4 ring-background transition-transform group-hover:scale-105 group-active:scale-95">
        <MessageCircle aria-hidden className="size-6" />
        <span
          aria-hidden
          className="absolute top-0.5 right-0.5 size-3 rounded-full border-2 border-white bg-emerald-400"
        />
      </span>
    </button>
  );
}
