import type { ChatInput, ChatResponse, ChatStreamDone } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiResponse } from '@/lib/api-client';
import { createEventStreamParser, type ServerSentEvent } from '../lib/event-stream';
import { sendChatMessage } from './send-chat-message';

/** The streamed reply broke off, or the server sent an `error` event (its detail is the message). */
export class ChatStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatStreamError';
  }
}

export type StreamOptions = {
  /** Each piece of the reply, in order, as it arrives. */
  onToken: (text: string) => void;
  signal?: AbortSignal;
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

function readData(event: ServerSentEvent): Record<string, unknown> {
  try {
    return record(JSON.parse(event.data));
  } catch {
    throw new ChatStreamError(`The ${event.event} event is not JSON`);
  }
}

/**
 * One question to the assistant on the streaming route (`POST /chat/stream`, Server-Sent
 * Events): `onToken` gets the reply as it is written, the promise the whole reply (which
 * counts, should it differ from the pieces). Fails with an ApiError when the route refuses
 * the request, and with a ChatStreamError when the stream breaks off or reports an error.
 */
export async function streamChatMessage(
  input: ChatInput,
  { onToken, signal }: StreamOptions,
): Promise<ChatStreamDone> {
  const response = await apiResponse('/chat/stream', {
    method: 'POST',
    body: input,
    headers: { Accept: 'text/event-stream' },
    signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !type.startsWith('text/event-stream')) {
    throw new ChatStreamError('The answer is not an event stream');
  }

  let done: ChatStreamDone | undefined;
  const parser = createEventStreamParser((event) => {
    if (done) return;
    const data = readData(event);
    if (event.event === 'token' && typeof data.text === 'string') {
      onToken(data.text);
    } else if (event.event === 'done' && typeof data.response === 'string') {
      done = {
        response: data.response,
        engine: String(data.engine ?? ''),
        ...(data.offer_lead === true ? { offer_lead: true as const } : {}),
      };
    } else if (event.event === 'error') {
      throw new ChatStreamError(
        typeof data.detail === 'string' ? data.detail : 'The assistant failed',
      );
    }
  });

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!done) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    void reader.cancel().catch(() => {});
  }
  parser.end();
  if (!done) throw new ChatStreamError('The stream ended before the reply was complete');
  return done;
}

/** The server refused the message for an abuse limit (too many messages or conversations). */
export const isTooManyRequests = (error: unknown) =>
  error instanceof ApiError && error.status === 429;

/**
 * Whether the plain route may be asked after the stream failed: not when the server refused
 * the message itself (invalid, or too many messages), which the plain route would refuse too.
 */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError && error.status === 400) && !isTooManyRequests(error);

/**
 * The reply to one message: streamed when possible, else (when the streaming request fails
 * before the first piece) from `POST /chat` in one go. Resolves to the whole reply, with
 * `offer_lead` when the assistant should offer to pass the visitor's details on.
 */
export async function askAssistant({
  input,
  onToken,
}: {
  input: ChatInput;
  onToken: (text: string) => void;
}): Promise<ChatResponse> {
  let started = false;
  try {
    const { response, offer_lead } = await streamChatMessage(input, {
      onToken: (text) => {
        started = true;
        onToken(text);
      },
    });
    return offer_lead ? { response, offer_lead } : { response };
  } catch (error) {
    if (started || !worthRetrying(error)) throw error;
    return sendChatMessage(input);
  }
}

export const useStreamChatMessage = () =>
  useMutation({ mutationKey: ['chat', 'stream'], mutationFn: askAssistant });
