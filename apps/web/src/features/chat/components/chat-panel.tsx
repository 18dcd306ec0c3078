import { MAX_CHAT_MESSAGE_LENGTH } from '@app/contracts';
import { MoveDiagonal2, SendHorizontal, ShieldCheck, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n';
import { PrivacyLink } from '@/components/ui/privacy-link';
import { Button } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';
import { Textarea } from '@/components/ui/input';
import { formatTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { usePanelResize } from '../hooks/use-panel-resize';
import { PANEL_SIZE, type PanelSize } from '../lib/panel-size';
import type { ChatMessage } from '../types';
import { LeadForm } from './lead-form';
import { MessageText } from './message-text';

type ChatPanelProps = {
  messages: ChatMessage[];
  isPending: boolean;
  /** Resolves once the reply (or the failure message) is in; false when nothing was sent. */
  onSend: (text: string) => Promise<boolean>;
  onClose: () => void;
  size: PanelSize;
  onResize: (size: PanelSize) => void;
  /** The chat session, for the details a visitor leaves in the lead form. */
  sessionId: string;
  /** The lead form (message `id`) was sent, or declined. */
  onLeadSent: (id: string) => void;
  onLeadDismissed: (id: string) => void;
};

/** How near its end (in pixels) the conversation counts as scrolled to the end. */
const SCROLL_SLACK = 48;
/** The room (in pixels) kept above the visitor's last question when a reply fills the view. */
const QUESTION_MARGIN = 12;

function AssistantAvatar({ className }: { className?: string }) {
  return (
    <IconTile tone="gradient" className={cn('rounded-full', className)}>
      <Sparkles className="size-1/2" />
    </IconTile>
  );
}

/**
 * The open chat (SPEC §2): a non-modal dialog anchored bottom-right. On desktop it is sized by
 * dragging its top-left corner (or with the arrow keys on that handle); below 768 px it is
 * 90vw by 80vh.
 */
export function ChatPanel({
  messages,
  isPending,
  onSend,
  onClose,
  size,
  onResize,
  sessionId,
  onLeadSent,
  onLeadDismissed,
}: ChatPanelProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const hintId = useId();
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const resize = usePanelResize(size, onResize);
  const name = t('chat.assistantName');

  const textOf = (message: ChatMessage) =>
    'line' in message ? t(message.line) : 'text' in message ? message.text : t('chat.lead.offer');
  // A reply still arriving is announced once complete, not at every piece.
  const lastBotReply = messages.findLast(
    (message) => message.sender === 'bot' && message.id !== messages[0]?.id && !message.streaming,
  );
  // The indicator stays until the reply's first piece is in.
  const isThinking = isPending && !messages.some((message) => message.streaming);
  const shownCount = useRef(messages.length);
  const atBottom = useRef(true);

  useEffect(() => {
    input.current?.focus();
  }, []);

  // The input grows with its text, up to its maximum height.
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight + 2}px`;
  }, [draft]);

  // A new message scrolls the conversation to its end; a reply growing keeps it there, unless
  // the visitor scrolled up to read. Never past the visitor's last question, though: a long
  // reply, or the offer below it, does not push the reply's start out of view.
  useEffect(() => {
    const element = list.current;
    const added = messages.length !== shownCount.current;
    shownCount.current = messages.length;
    if (!element || !(added || atBottom.current)) return;
    const question = [...element.querySelectorAll<HTMLElement>('li[data-sender="user"]')].at(-1);
    const end = element.scrollHeight - element.clientHeight;
    element.scrollTop = question ? Math.min(end, question.offsetTop - QUESTION_MARGIN) : end;
  }, [messages, isThinking]);

  const submit = () => {
    if (!draft.trim() || isPending) return;
    const text = draft;
    setDraft('');
    void onSend(text).then(() => input.current?.focus());
  };

  const closeOnMobileNavigation = () => {
    if (window.innerWidth < PANEL_SIZE.desktopMinViewport) onClose();
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="chat-panel"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      style={
        { '--chat-w': `${size.width}px`, '--chat-h': `${size.height}px` } as React.CSSProperties
      }
      className="fixed right-[5vw] bottom-4 z-50 flex h-[80vh] w-[90vw] flex-col overflow-hidden rounded-2xl border bg-card text-foreground shadow-2xl md:right-6 md:bottom-6 md:h-(--chat-h) md:max-h-[calc(100dvh-3rem)] md:w-(--chat-w)"
    >
      <header className="relative flex items-center gap-3 bg-gradient-to-r from-brand-600 to-accent-500 px-4 py-3 text-white">
        <button
          type="button"
          {...resize}
          aria-label={t('chat.resize')}
          title={t('chat.resize')}
          data-testid="chat-resize-handle"
          className="absolute top-0 left-0 hidden size-6 cursor-nwse-resize touch-none items-center justify-center rounded-br-lg text-white/80 outline-none hover:bg-white/15 hover:text-white focus-visible:bg-white/25 focus-visible:ring-2 focus-visible:ring-white md:flex"
        >
          <MoveDiagonal2 aria-hidden className="size-3.5" />
        </button>
        <span className="relative">
          <span
            aria-hidden
            className="flex size-10 items-center justify-center rounded-full bg-white/20 ring-2 ring-white/40"
          >
            <Sparkles className="size-5" />
          </span>
          <span
            aria-hidden
            className="absolute right-0 bottom-0 size-2.5 rounded-full border-2 border-white bg-emerald-400"
          />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base leading-tight font-semibold">
            {t('chat.title', { name })}
          </h2>
          <p className="truncate text-xs text-white/90">{t('chat.subtitle')}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          onClick={onClose}
          aria-label={t('chat.close')}
          className="size-9 text-white hover:bg-white/15 hover:text-white focus-visible:ring-white focus-visible:ring-offset-0"
        >
          <X aria-hidden className="size-5" />
        </Button>
      </header>

      <ol
        ref={list}
        aria-label={t('chat.conversation')}
        // Focusable, so keyboard users can scroll the conversation.
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          atBottom.current =
            element.scrollHeight - element.scrollTop - element.clientHeight < SCROLL_SLACK;
        }}
        className="relative flex-1 space-y-4 overflow-y-auto overscroll-contain bg-background px-4 py-5 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        data-testid="chat-messages"
      >
        {messages.map((message) => {
          if ('leadForm' in message) {
            return (
              <li key={message.id} className="flex items-end gap-2" data-kind="lead-form">
                <AssistantAvatar className="mb-1 size-7" />
                <div className="max-w-[85%] min-w-0 flex-1">
                  <LeadForm
                    sessionId={sessionId}
                    onSent={() => onLeadSent(message.id)}
                    onDismiss={() => onLeadDismissed(message.id)}
                    onPrivacyLink={closeOnMobileNavigation}
                  />
                </div>
              </li>
            );
          }
          const fromUser = message.sender === 'user';
          return (
            <li
              key={message.id}
              data-sender={message.sender}
              aria-busy={message.streaming || undefined}
              className={cn('flex items-end gap-2', fromUser ? 'justify-end' : 'justify-start')}
            >
              {!fromUser && <AssistantAvatar className="mb-5 size-7" />}
              <div
                className={cn(
                  'flex max-w-[85%] flex-col gap-1',
                  fromUser ? 'items-end' : 'items-start',
                )}
              >
                <span className="sr-only">{fromUser ? t('chat.you') : name}:</span>
                <div
                  className={cn(
                    'rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed shadow-xs',
                    fromUser
                      ? 'rounded-br-md bg-brand-600 text-white'
                      : 'rounded-bl-md border bg-muted text-foreground',
                  )}
                >
                  {fromUser ? (
                    <p className="break-words whitespace-pre-wrap">{textOf(message)}</p>
                  ) : (
                    <MessageText
                      text={textOf(message)}
                      streaming={message.streaming}
                      onInternalLink={closeOnMobileNavigation}
                    />
                  )}
                </div>
                <time
                  dateTime={message.timestamp.toISOString()}
                  className="px-1 text-[11px] text-muted-foreground"
                >
                  {formatTime(message.timestamp)}
                </time>
              </div>
            </li>
          );
        })}
        {isThinking && (
          <li className="flex items-end gap-2" data-testid="chat-thinking">
            <AssistantAvatar className="size-7" />
            <div
              role="status"
              className="flex items-center gap-2 rounded-2xl rounded-bl-md border bg-muted px-3.5 py-2.5 text-sm text-muted-foreground"
            >
              <span aria-hidden className="flex gap-1">
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    className="size-1.5 rounded-full bg-brand-500 motion-safe:animate-bounce"
                    style={{ animationDelay: `${delay}ms` }}
                  />
                ))}
              </span>
              {t('chat.thinking', { name })}
            </div>
          </li>
        )}
      </ol>

      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {lastBotReply ? `${name}: ${textOf(lastBotReply)}` : ''}
      </div>

      <form
        className="border-t bg-card p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex items-end gap-2">
          <Textarea
            ref={input}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              submit();
            }}
            rows={1}
            maxLength={MAX_CHAT_MESSAGE_LENGTH}
            placeholder={t('chat.placeholder')}
            aria-label={t('chat.inputLabel')}
            aria-describedby={hintId}
            className="max-h-32 min-h-11 resize-none rounded-xl"
            data-testid="chat-input"
          />
          <Button
            type="submit"
            size="icon"
            variant="gradient"
            disabled={!draft.trim() || isPending}
            aria-label={t('chat.send')}
            className="size-11 rounded-xl"
          >
            <SendHorizontal aria-hidden className="size-5" />
          </Button>
        </div>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-[11px] text-muted-foreground">
          <p data-testid="chat-privacy-notice" className="flex items-center gap-1">
            <ShieldCheck aria-hidden className="size-3.5 shrink-0" />
            <span>
              {t('chat.privacyNotice')}{' '}
              <PrivacyLink onClick={closeOnMobileNavigation}>{t('chat.privacyLink')}</PrivacyLink>
            </span>
          </p>
          <p id={hintId} className="hidden md:block">
            {t('chat.hint')}
          </p>
        </div>
      </form>
    </section>
  );
}
