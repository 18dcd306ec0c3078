import { useCallback, useRef, useState } from 'react';
import { isTooManyRequests, useStreamChatMessage } from '../api/stream-chat-message';
import { PANEL_SIZE, type PanelSize } from '../lib/panel-size';
import { createSessionId } from '../lib/session-id';
import type { AssistantLine, ChatMessage, NewChatMessage } from '../types';
import { ChatPanel } from './chat-panel';

const textOf = (message: ChatMessage) => ('text' in message ? message.text : '');

/**
 * The conversation behind the chat panel (SPEC §2 "Chat widget"), mounted by `ChatDock` when
 * the visitor first opens the chat: it starts with the greeting and a new session id, and
 * lasts for the page session, across page changes, while the panel is closed.
 */
export function ChatWidget({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 'message-0', sender: 'bot', line: 'chat.greeting', timestamp: new Date() },
  ]);
  const [size, setSize] = useState<PanelSize>(PANEL_SIZE.default);
  const [sessionId] = useState(createSessionId);
  const nextId = useRef(0);
  const pending = useRef(false);
  /** The lead form is in the conversation, or the visitor's details were sent: no new offer. */
  const lead = useRef<'none' | 'offered' | 'sent'>('none');
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
   * for the abuse limits (429) asks the visitor to slow down. A reply the server marks (buying
   * intent, or a few turns in) is followed by the offer to pass the visitor's details on (once,
   * until declined).
   */
  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (!message || pending.current) return false;
      pending.current = true;
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
          input: { message, sessionId },
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

  if (!open) return null;
  return (
    <ChatPanel
      messages={messages}
      isPending={isPending}
      onSend={send}
      onClose={onClose}
      size={size}
      onResize={setSize}
      sessionId={sessionId}
      onLeadSent={(id) => settleLead(id, 'sent')}
      onLeadDismissed={(id) => settleLead(id, 'declined')}
    />
  );
}
