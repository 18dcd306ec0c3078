import type { FastifyBaseLogger } from 'fastify';
import type { ChatInput } from '@app/contracts';
import type { AppContext } from '../../app-context.js';
import { HttpError } from '../../lib/http-error.js';
import { enforceLimit } from '../../lib/rate-limiter.js';
import { visitorIp } from '../../lib/visitor-ip.js';
import { hasLeadIntent } from './embedded/lead-intent.js';
import { chatRepository } from './repository.js';
import { type ChatReply, streamReply, type TokenSink } from './types.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How many earlier exchanges of the session the assistant reads. */
export const HISTORY_TURNS = 6;
/** Without buying intent, the offer to pass the visitor's details on comes with this reply. */
export const LEAD_OFFER_TURN = 4;

const TOO_MANY_MESSAGES = 'Too many messages. Please wait a moment and try again.';
const TOO_MANY_CONVERSATIONS =
  'Too many conversations from this address today. Please try again tomorrow.';
const ASSISTANT_UNAVAILABLE =
  'The assistant is not available right now. Please try again in a moment.';

/** The visitor closed the streaming request before the reply was done. */
export class VisitorGone extends Error {}

/** Who asks: the request's address and its logger. */
export type Asker = { ip: string; log: FastifyBaseLogger };

/**
 * The chat's work behind both chat routes: admitting a message (the abuse limits) and one
 * exchange with the engine, recorded.
 */
export function chatService(ctx: Pick<AppContext, 'db' | 'limiter' | 'config' | 'chatEngine'>) {
  const repo = chatRepository(ctx.db);
  const { limiter } = ctx;
  const settings = ctx.config.chat;

  return {
    /**
     * The abuse limits (429 with a detail): messages per minute from the address and in the
     * session, then new conversations (sessions) per day from the address. A session refused
     * for the daily limit is not counted as seen, so it stays refused.
     */
    async admit(ip: string, { sessionId }: ChatInput) {
      const perMinute = { max: settings.messagesPerMinute, windowMs: MINUTE_MS };
      for (const key of [`chat:ip:${ip}`, `chat:session:${sessionId}`]) {
        await enforceLimit(limiter, key, perMinute, TOO_MANY_MESSAGES);
      }
      const seen = `chat:seen:${ip}:${sessionId}`;
      if ((await limiter.peek(seen)).count > 0) return;
      const perDay = { max: settings.sessionsPerDay, windowMs: DAY_MS };
      await enforceLimit(limiter, `chat:sessions:${ip}`, perDay, TOO_MANY_CONVERSATIONS);
      await limiter.hit(seen, DAY_MS);
    },

    /**
     * One exchange: the engine answers with the session's recent turns (piece by piece to
     * `onToken` when given), then the exchange is recorded. An engine failure is a 503; nothing
     * is recorded for it, nor for a visitor who left before the reply (`VisitorGone`).
     */
    async converse(
      asker: Asker,
      { message, sessionId }: ChatInput,
      stream?: { onToken: TokenSink; signal: AbortSignal },
    ): Promise<ChatReply & { offerLead: boolean }> {
      const history = await repo.recentTurns(sessionId, HISTORY_TURNS);
      const engineRequest = { message, sessionId, history, signal: stream?.signal };
      let reply: ChatReply;
      try {
        // Read at request time, so the engine can be swapped behind the same interface.
        const engine = ctx.chatEngine;
        reply = stream
          ? await streamReply(engine, engineRequest, stream.onToken)
          : await engine.reply(engineRequest);
      } catch (error) {
        if (stream?.signal.aborted) throw new VisitorGone();
        asker.log.error({ err: error }, 'chat engine failed');
        throw new HttpError(503, ASSISTANT_UNAVAILABLE);
      }
      if (reply.fallbackReason) {
        asker.log.warn({ reason: reply.fallbackReason }, 'the LLM did not answer: fell back');
      }
      await repo.record({
        user_ip: visitorIp(asker.ip, settings.ipMode),
        session_id: sessionId,
        user_message: message,
        bot_response: reply.text,
        engine: reply.engine,
      });
      // On buying intent, or once a conversation has gone on for a few turns: offer to pass the
      // visitor's details on, unless they already left them.
      const offerLead =
        (hasLeadIntent(message) || history.length + 1 === LEAD_OFFER_TURN) &&
        !(await repo.hasLead(sessionId));
      return { ...reply, offerLead };
    },
  };
}
