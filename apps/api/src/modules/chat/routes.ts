import { PassThrough } from 'node:stream';
import { z } from 'zod';
import {
  ChatConversationListSchema,
  ChatLeadInputSchema,
  ChatConversationQuerySchema,
  ChatInputSchema,
  ChatResponseSchema,
  type ChatStreamDone,
  type ChatStreamEventName,
  type ChatStreamToken,
  ErrorSchema,
  OkSchema,
} from '@app/contracts';
import { PRIVACY_POLICY_VERSION } from '@app/contracts/site';
import { originOf } from '../../http/cached-reads.js';
import { HttpError } from '../../lib/http-error.js';
import { enforceLimit } from '../../lib/rate-limiter.js';
import { type Api, errors } from '../../lib/route-types.js';
import { requireArea } from '../../http/auth.js';
import { contactRepository } from '../contact/repository.js';
import { enqueueContactNotice } from '../mail/notices.js';
import { chatRepository, toConversation } from './repository.js';
import { chatService, VisitorGone } from './service.js';
import { visitorIp } from '../../lib/visitor-ip.js';

const MINUTE_MS = 60_000;

/** At most 5 sets of details per 15 minutes from one address, as for the contact form. */
export const CHAT_LEAD_LIMIT = { max: 5, windowMs: 15 * MINUTE_MS };

/** The contact message of a lead left without a note. */
export const LEAD_DEFAULT_MESSAGE = 'Asked for contact from the chat assistant';

const TOO_MANY_LEADS = 'Too many requests from this address. Please try again later.';
const LEAD_RECEIVED = 'Thank you! Our team will get in touch with you soon.';

/** The stream's headers: no caching, no transforming (compressing) and no proxy buffering. */
const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/** One Server-Sent Event. */
const sseEvent = (event: ChatStreamEventName, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** How long replies being streamed may go on once the server is asked to stop. */
export const STREAM_GRACE_MS = 5_000;
const SERVER_STOPPING = 'The assistant is restarting. Please send your message again in a moment.';

export async function chatRoutes(app: Api) {
  const repo = chatRepository(app.ctx.db);
  const contacts = contactRepository(app.ctx.db);
  const chat = chatService(app.ctx);
  const { limiter } = app.ctx;
  const settings = app.ctx.config.chat;

  // Replies still streaming when the server stops get STREAM_GRACE_MS to finish; then each is
  // ended with an `error` event that says so, so that no visitor is left waiting on a cut stream.
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    if (openStreams.size === 0) return;
    setTimeout(() => {
      if (openStreams.size)
        app.log.warn(`The server is stopping: ${openStreams.size} chat replies cut short`);
      for (const stop of openStreams) stop();
    }, STREAM_GRACE_MS).unref();
  });

  const leadOffer = (offerLead: boolean) => (offerLead ? { offer_lead: true as const } : {});

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
      await chat.admit(request.ip, request.body);
      const reply = await chat.converse(request, request.body);
      return { response: reply.text, ...leadOffer(reply.offerLead) };
    },
  );

  app.post(
    '/stream',
    {
      schema: {
        tags: ['chat'],
        summary: 'The reply streamed as Server-Sent Events',
        description:
          'Validation and limits as `POST /api/chat`. Answers `text/event-stream`: `token` events `{ text }` with the reply in order, then `done` `{ response, engine, offer_lead? }` with the whole reply (which counts, should it differ from the tokens), or `error` `{ detail }`.',
        body: ChatInputSchema,
        response: {
          200: {
            description: 'The event stream',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errors(400, 429),
        },
      },
    },
    async (request, reply) => {
      await chat.admit(request.ip, request.body);

      const gone = new AbortController();
      // The visitor closed the request: stop the engine's work on it (the LLM request too).
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const events = new PassThrough();
      events.on('error', () => {});
      const send = (event: ChatStreamEventName, data: unknown) => {
        if (!events.destroyed && !events.writableEnded) events.write(sseEvent(event, data));
      };
      // A comment first, so the headers go out before the first token.
      events.write(': stream open\n\n');
      // A stream is piped as it is, never serialised: the schema above only documents it.
      void reply
        .code(200)
        .headers(EVENT_STREAM_HEADERS)
        .send(events as unknown as string);

      let stopped = false;
      const stopStream = () => {
        stopped = true;
        send('error', { detail: SERVER_STOPPING });
        events.end();
        gone.abort();
      };
      openStreams.add(stopStream);
      try {
        const answer = await chat.converse(request, request.body, {
          onToken: (text) => send('token', { text } satisfies ChatStreamToken),
          signal: gone.signal,
        });
        send('done', {
          response: answer.text,
          engine: answer.engine,
          ...leadOffer(answer.offerLead),
        } satisfies ChatStreamDone);
      } catch (error) {
        if (stopped) {
          // Already ended, with its event.
        } else if (error instanceof VisitorGone) {
          request.log.info('the visitor left before the reply was done');
        } else if (error instanceof HttpError) {
          send('error', { detail: error.detail });
        } else {
          request.log.error({ err: error }, 'chat stream failed');
          send('error', { detail: `Internal server error (request ${request.id})` });
        }
      } finally {
        openStreams.delete(stopStream);
        events.end();
      }
      return reply;
    },
  );

  app.post(
    '/lead',
    {
      schema: {
        tags: ['chat'],
        summary: "The visitor's name and e-mail for the team, from the chat",
        description:
          'Creates a contact message linked to the chat session (`chat_session_id`), with the ' +
          `note or "${LEAD_DEFAULT_MESSAGE}". \`website\` is a honeypot left empty by people: ` +
          'details with it filled in are answered as usual and dropped. At most ' +
          `${CHAT_LEAD_LIMIT.max} per ${CHAT_LEAD_LIMIT.windowMs / MINUTE_MS} minutes from one address.`,
        body: ChatLeadInputSchema,
        response: { 201: OkSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await enforceLimit(limiter, `chat:lead:${request.ip}`, CHAT_LEAD_LIMIT, TOO_MANY_LEADS);
      const { sessionId, name, email, message, website } = request.body;
      // A bot filled in the hidden field: it is told nothing different, and nothing is kept.
      if (!website?.trim()) {
        const lead = {
          name,
          email,
          message: message || LEAD_DEFAULT_MESSAGE,
          chat_session_id: sessionId,
        };
        await contacts.create(
          {
            ...lead,
            ip: visitorIp(request.ip, settings.ipMode),
            consent_at: new Date(),
            consent_version: PRIVACY_POLICY_VERSION,
          },
          (tx, stored) => enqueueContactNotice(tx, originOf(request), stored),
        );
      }
      return reply.status(201).send({ detail: LEAD_RECEIVED });
    },
  );

  app.get(
    '/conversations',
    {
      onRequest: requireArea('chat'),
      schema: {
        tags: ['chat'],
        security: [{ bearer: [] }],
        querystring: ChatConversationQuerySchema,
        response: { 200: ChatConversationListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const rows = await repo.list(request.query.query || undefined);
      const leads = await repo.leadsOf(rows.map((row) => row.session_id));
      return rows.map((row) => toConversation(row, leads.get(row.session_id) ?? null));
    },
  );
}
