import { LoaderCircle, MessageCircle } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { isTooManyRequests, useStreamChatMessage } from '../api/stream-chat-message';
import { PANEL_SIZE, type PanelSize } from '../lib/panel-size';
import { createSessionId } from '../lib/session-id';
import type { AssistantLine, ChatMessage, NewChatMessage } from '../types';

const textOf = (message: ChatMessage) => ('text' in message ? message.text : '');

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
  /** The lead form is in the conversation, or the visitor's details were sent: no new offer. */
  const lead = useRef<'none' | 'offered' | 'sent'>('none');
  const launcher = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const { mutateAsync: ask, isPending } = useStreamChatMessage();

  /** Adds a message; answers its id. */
  const append = useCallback((message: NewChatMessage) => {
    nextId.current += 1;
    const id = `message-${nextId.current}`;
    setMessages((current) => [...current, { ...message, id, timestamp: new Date() }]);
    return id;
  }, []);

  const update = useCallback((id: string, change: (message: ChatMessage) => ChatMessage) => {
    setMessages((current) =>
      current.map((message) => (message.id === id ? change(message) : message)),
    );
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

  /** The lead form gives way to the assistant's line: thanks, or no problem. */
  const settleLead = useCallback(
    (id: string, outcome: 'sent' | 'declined') => {
      lead.current = outcome === 'sent' ? 'sent' : 'none';
      const line: AssistantLine = outcome === 'sent' ? 'chat.lead.thanks' : 'chat.lead.declined';
      update(id, ({ timestamp }) => ({ id, timestamp, sender: 'bot', line }));
    },
    [update],
  );

  /**
   * SPEC §5: blank input is not sent, and nothing is sent while a reply is pending. The reply
   * appears with its first piece and grows as the rest arrives; the whole reply then replaces
   * it. A reply that fails, even half-way, becomes the spec's failure message; one refused
   * for the abuse limits (429) asks the visitor to slow down. A reply to buying intent is
   * followed by the offer to pass the visitor's details on (once, until declined).
   */
  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || pending.current) return false;
      pending.current = true;
      sessionId.current ??= createSessionId();
      append({ sender: 'user', text: message });
      let replyId: string | undefined;
      const onToken = (piece: string) => {
        if (replyId === undefined) {
          replyId = append({ sender: 'bot', text: piece, streaming: true });
          return;
        }
        update(replyId, (reply) => ({ ...reply, text: textOf(reply) + piece }));
      };
      try {
        const { response, offer_lead } = await ask({
          input: { message, sessionId: sessionId.current },
          onToken,
        });
        if (replyId === undefined) append({ sender: 'bot', text: response });
        else {
          update(replyId, ({ id, timestamp }) => ({
            id,
            timestamp,
            sender: 'bot',
            text: response,
          }));
        }
        if (offer_lead && lead.current === 'none') {
          lead.current = 'offered';
          append({ sender: 'bot', leadForm: true });
        }
      } catch (error) {
        const line: AssistantLine = isTooManyRequests(error) ? 'chat.slowDown' : 'chat.error';
        if (replyId === undefined) append({ sender: 'bot', line });
        else update(replyId, ({ id, timestamp }) => ({ id, timestamp, sender: 'bot', line }));
      } finally {
        pending.current = false;
      }
      return true;
    },
    [append, update, ask],
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
          isPending={isPending}
          onSend={send}
          onClose={closePanel}
          size={size}
          onResize={setSize}
          sessionId={sessionId.current ?? ''}
          onLeadSent={(id) => settleLead(id, 'sent')}
          onLeadDismissed={(id) => settleLead(id, 'declined')}
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
