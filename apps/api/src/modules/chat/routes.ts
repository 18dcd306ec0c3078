import {
  ChatConversationListSchema,
  ChatConversationQuerySchema,
  ChatInputSchema,
  ChatResponseSchema,
  ErrorSchema,
} from '@app/contracts';
import { HttpError, tooManyRequests } from '../../lib/http-error.js';
import { type Api, errors } from '../../lib/route-types.js';
import { requireArea } from '../../plugins/auth.js';
import { chatRepository, toConversation } from './repository.js';

/** Abuse limits (DESIGN "Chat assistant"): messages per visitor address and per session. */
export const CHAT_LIMITS = {
  perIp: { max: 20, windowMs: 60_000 },
  perSession: { max: 20, windowMs: 60_000 },
};

/** How many earlier exchanges of the session the assistant reads. */
export const HISTORY_TURNS = 6;

const TOO_MANY_MESSAGES = 'Too many messages. Please wait a moment and try again.';
const ASSISTANT_UNAVAILABLE =
  'The assistant is not available right now. Please try again in a moment.';

export async function chatRoutes(app: Api) {
  const repo = chatRepository(app.ctx.db);
  const { limiter } = app.ctx;

  app.post(
    '/',
    {
      schema: {
        tags: ['chat'],
        body: ChatInputSchema,
        response: { 200: ChatResponseSchema, ...errors(400, 429), 503: ErrorSchema },
      },
    },
    async (request) => {
      const { message, sessionId } = request.body;
      for (const [key, limit] of [
        [`chat:ip:${request.ip}`, CHAT_LIMITS.perIp],
        [`chat:session:${sessionId}`, CHAT_LIMITS.perSession],
      ] as const) {
        const { count, resetInMs } = await limiter.hit(key, limit.windowMs);
        if (count > limit.max) throw tooManyRequests(TOO_MANY_MESSAGES, resetInMs / 1000);
      }

      const history = await repo.recentTurns(sessionId, HISTORY_TURNS);
      let reply;
      try {
        // Read at request time, so the engine can be swapped behind the same interface.
        reply = await app.ctx.chatEngine.reply({ message, sessionId, history });
      } catch (error) {
        request.log.error({ err: error }, 'chat engine failed');
        throw new HttpError(503, ASSISTANT_UNAVAILABLE);
      }
      await repo.record({
        user_ip: request.ip,
        session_id: sessionId,
        user_message: message,
        bot_response: reply.text,
        engine: reply.engine,
      });
      return { response: reply.text };
    },
  );

  app.get(
    '/conversations',
    {
      preHandler: requireArea('chat'),
      schema: {
        tags: ['chat'],
        security: [{ bearer: [] }],
        querystring: ChatConversationQuerySchema,
        response: { 200: ChatConversationListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => (await repo.list(request.query.query || undefined)).map(toConversation),
  );
}
