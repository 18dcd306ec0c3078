import { type Config, privacyPeriods } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { createEmbeddedEngine } from './embedded/engine.js';
import type { ChatEngine, ChatReply, ChatRequest, TokenSink } from './types.js';
import { createLlmEngine, type LlmEngine, LlmError } from './llm/client.js';
import { dailyTokenBudget, type TokenBudget } from './llm/token-budget.js';

/**
 * The LLM first, the embedded engine when the LLM cannot answer (ADR 0004): on a network error,
 * an error status, a timeout, a malformed stream or an empty answer, and once the day's token
 * budget is spent. The visitor sees no difference but the speed; the recorded exchange names
 * the engine that answered. Only a visitor who left gets no answer at all.
 */
export function withFallback(
  primary: Pick<LlmEngine, 'stream'>,
  fallback: ChatEngine,
  budget: TokenBudget,
): ChatEngine & Required<Pick<ChatEngine, 'stream'>> {
  async function stream(request: ChatRequest, onToken: TokenSink): Promise<ChatReply> {
    let reason: string;
    let sent = false;
    if (await budget.exhausted()) {
      reason = "the day's token budget is spent";
    } else {
      try {
        const reply = await primary.stream(request, (text) => {
          sent = true;
          onToken(text);
        });
        await budget.spend(reply.tokens);
        return { text: reply.text, engine: reply.engine };
      } catch (error) {
        if (error instanceof LlmError) await budget.spend(error.tokensUsed);
        if (request.signal?.aborted) throw error;
        reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
    }
    const reply = await fallback.reply(request);
    // The whole reply is what counts (see ChatEngine.stream): when pieces of the failed LLM
    // answer went out already, the visitor's side replaces them with it once the reply is done.
    if (!sent) onToken(reply.text);
    return { ...reply, fallbackReason: reason };
  }

  return {
    name: 'llm-with-fallback',
    stream,
    reply: (request) => stream(request, () => {}),
  };
}

/**
 * The engine the app uses: the LLM with the embedded fall-back when LLM_BASE_URL, LLM_MODEL and
 * LLM_API_KEY are set, else the embedded engine alone. Both read the same knowledge base.
 */
export function createChatEngine(options: {
  config: Pick<Config, 'llm' | 'privacy' | 'chat'>;
  db: Db;
  limiter: RateLimiter;
}): ChatEngine {
  const embedded = createEmbeddedEngine(options.db, { periods: privacyPeriods(options.config) });
  const { llm } = options.config;
  if (!llm) return embedded;
  return withFallback(
    createLlmEngine(llm, embedded.knowledge),
    embedded,
    dailyTokenBudget(options.limiter, llm.dailyTokenBudget),
  );
}
