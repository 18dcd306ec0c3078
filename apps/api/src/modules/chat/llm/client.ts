import { z } from 'zod';
import type { LlmConfig } from '../../../config.js';
import type { ChatReply, ChatRequest, TokenSink } from '../types.js';
import type { KnowledgeBase } from '../embedded/knowledge.js';
import { buildPrompt } from './prompt.js';

/**
 * The LLM engine (ADR 0004): any OpenAI-compatible chat-completions endpoint, asked with the
 * retrieved passages as its only source, its answer streamed back piece by piece. It never
 * answers in another way: every failure is thrown as an `LlmError`, for the caller to fall back.
 */

export type LlmFailure = 'network' | 'status' | 'timeout' | 'malformed' | 'empty' | 'aborted';

export class LlmError extends Error {
  constructor(
    readonly reason: LlmFailure,
    message: string,
    /** Tokens the failed request still used (the endpoint had started answering). */
    readonly tokensUsed = 0,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

export type LlmReply = ChatReply & {
  /** Tokens the answer used: the endpoint's own count when it sent one, else an estimate. */
  tokens: number;
};

export type LlmEngine = {
  readonly name: 'llm';
  reply(request: ChatRequest): Promise<LlmReply>;
  stream(request: ChatRequest, onToken: TokenSink): Promise<LlmReply>;
};

/** About four characters a token, for endpoints that do not count. */
export const estimateTokens = (characters: number) => Math.ceil(characters / 4);

const UsageSchema = z.object({
  prompt_tokens: z.number().optional(),
  completion_tokens: z.number().optional(),
  total_tokens: z.number().optional(),
});

/** One `data:` chunk of a streamed completion (unknown fields are ignored). */
const ChunkSchema = z.object({
  choices: z
    .array(
      z.object({
        delta: z.object({ content: z.string().nullish() }).nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .nullish(),
  usage: UsageSchema.nullish(),
  error: z.object({ message: z.string().optional() }).loose().nullish(),
});

/** A whole completion, from an endpoint that ignores `stream: true`. */
const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
  usage: UsageSchema.nullish(),
});

const usedTokens = (usage: z.infer<typeof UsageSchema> | null | undefined) => {
  if (!usage) return undefined;
  if (usage.total_tokens !== undefined) return usage.total_tokens;
  if (usage.prompt_tokens === undefined && usage.completion_tokens === undefined) return undefined;
  return (usage.prompt_tokens ?? 0) + (usage.completion_tokens ?? 0);
};

/** Aborts when nothing arrives for `ms`: before the answer starts, and between its pieces. */
function idleTimeout(ms: number) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), ms);
  };
  restart();
  return {
    signal: controller.signal,
    restart,
    clear: () => clearTimeout(timer),
    get fired() {
      return controller.signal.aborted;
    },
  };
}

/** The answer's text and token count from a `text/event-stream` body. */
async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onPiece: (text: string) => void,
  onActivity: () => void,
): Promise<{ usage: number | undefined }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let usage: number | undefined;

  /** Handles one line; true once the stream says it is done. */
  const line = (raw: string): boolean => {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    // Blank lines end events, `:` lines are comments; `event:`, `id:` and `retry:` say nothing here.
    if (!text.startsWith('data:')) return false;
    const data = text.slice(5).trim();
    if (data === '[DONE]') return true;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      throw new LlmError(
        'malformed',
        `the stream sent a line that is not JSON: ${data.slice(0, 80)}`,
      );
    }
    const chunk = ChunkSchema.safeParse(json);
    if (!chunk.success) {
      throw new LlmError('malformed', `the stream sent an unexpected chunk: ${data.slice(0, 80)}`);
    }
    if (chunk.data.error) {
      throw new LlmError(
        'status',
        `the stream reported an error: ${chunk.data.error.message ?? ''}`,
      );
    }
    usage = usedTokens(chunk.data.usage) ?? usage;
    const content = chunk.data.choices?.[0]?.delta?.content;
    if (content) onPiece(content);
    return false;
  };

  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      onActivity();
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const each of lines) if (line(each)) return { usage };
    }
    buffer += decoder.decode();
    if (buffer && line(buffer)) return { usage };
    throw new LlmError('malformed', 'the stream ended before "data: [DONE]"');
  } finally {
    // Stops the download once done, or when the answer was refused half-way.
    void reader.cancel().catch(() => {});
  }
}

export function createLlmEngine(settings: LlmConfig, knowledge: KnowledgeBase): LlmEngine {
  const endpoint = `${settings.baseUrl}/chat/completions`;

  async function stream(request: ChatRequest, onToken: TokenSink): Promise<LlmReply> {
    const prompt = await buildPrompt(knowledge, request.message, request.history);
    const promptCharacters = prompt.messages.reduce((sum, m) => sum + m.content.length, 0);
    const timeout = idleTimeout(settings.timeoutMs);
    const signal = request.signal
      ? AbortSignal.any([request.signal, timeout.signal])
      : timeout.signal;
    let text = '';
    let answering = false;

    /** Tokens used so far: counted only once the endpoint has started answering. */
    const spent = () => (answering ? estimateTokens(promptCharacters + text.length) : 0);
    const failure = (error: unknown): LlmError => {
      if (request.signal?.aborted) return new LlmError('aborted', 'the visitor left', spent());
      if (timeout.fired) {
        return new LlmError('timeout', `no answer for ${settings.timeoutMs} ms`, spent());
      }
      if (error instanceof LlmError) {
        return error.tokensUsed || !answering
          ? error
          : new LlmError(error.reason, error.message, spent());
      }
      const cause = error instanceof Error ? (error.cause ?? error) : error;
      const detail = cause instanceof Error ? cause.message : String(cause);
      return new LlmError('network', `the request failed: ${detail}`, spent());
    };

    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.apiKey}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({
          model: settings.model,
          messages: prompt.messages,
          max_tokens: settings.maxOutputTokens,
          stream: true,
          stream_options: { include_usage: true },
        }),
        signal,
      });
      if (!response.ok) {
        const body = (await response.text().catch(() => '')).replace(/\s+/g, ' ').slice(0, 200);
        throw new LlmError('status', `the endpoint answered ${response.status}: ${body}`);
      }
      answering = true;
      timeout.restart();
      let usage: number | undefined;
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('application/json')) {
        // An endpoint that ignores `stream: true` answers the whole completion at once.
        const completion = CompletionSchema.safeParse(await response.json().catch(() => null));
        if (!completion.success) throw new LlmError('malformed', 'an unexpected completion');
        text = completion.data.choices[0]!.message.content ?? '';
        usage = usedTokens(completion.data.usage);
        if (text) onToken(text);
      } else if (response.body) {
        ({ usage } = await readEventStream(
          response.body,
          (piece) => {
            text += piece;
            onToken(piece);
          },
          timeout.restart,
        ));
      } else {
        throw new LlmError('malformed', 'the endpoint answered without a body');
      }
      if (text.trim() === '') throw new LlmError('empty', 'the answer was empty', spent());
      return { text: text.trim(), engine: 'llm', tokens: usage ?? spent() };
    } catch (error) {
      throw failure(error);
    } finally {
      timeout.clear();
    }
  }

  return {
    name: 'llm',
    stream,
    reply: (request) => stream(request, () => {}),
  };
}
