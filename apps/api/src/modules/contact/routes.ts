import {
  CONTACT_PER_PAGE,
  ContactInboxItemSchema,
  ContactInboxSchema,
  ContactInputSchema,
  ContactListQuerySchema,
  ContactMessageDetailSchema,
  ContactPatchSchema,
  ContactReplyInputSchema,
  ContactReplySchema,
  IdParamsSchema,
  OkSchema,
} from '@app/contracts';
import { PRIVACY_POLICY_VERSION } from '@app/contracts/site';
import { enforceLimit, inMinutes } from '../../lib/rate-limiter.js';
import { type Api, errors } from '../../lib/route-types.js';
import { requireArea } from '../../http/auth.js';
import { originOf } from '../../http/cached-reads.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { enqueueContactNotice } from '../mail/notices.js';
import { enqueueMail } from '../mail/outbox.js';
import { CONTACT_REPLY_KIND, contactRepository } from './repository.js';
import { contactReply } from './reply-mail.js';

/** At most 5 messages per 15 minutes from one address. */
export const CONTACT_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };
const RECEIVED = 'Message received';

export async function contactRoutes(app: Api) {
  const repo = contactRepository(app.ctx.db);

  app.post(
    '/',
    {
      schema: {
        tags: ['contact'],
        description:
          'A message from the contact form. `website` is a honeypot left empty by people: a ' +
          'message with it filled in is answered as usual and dropped. At most ' +
          `${CONTACT_LIMIT.max} messages per ${CONTACT_LIMIT.windowMs / 60_000} minutes from one address.`,
        body: ContactInputSchema,
        response: { 201: OkSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await enforceLimit(
        app.ctx.limiter,
        `contact:ip:${request.ip}`,
        CONTACT_LIMIT,
        (wait) => `Too many messages from this address. Try again in ${inMinutes(wait)}.`,
      );
      const { website, consent: _consent, ...message } = request.body;
      // A bot filled in the hidden field: it is told nothing different, and nothing is kept.
      if (!website?.trim()) {
        await repo.create(
          {
            ...message,
            ip: request.ip,
            consent_at: new Date(),
            consent_version: PRIVACY_POLICY_VERSION,
          },
          (tx, stored) => enqueueContactNotice(tx, originOf(request), stored),
        );
      }
      return reply.status(201).send({ detail: RECEIVED });
    },
  );

  const security = [{ bearer: [] }];
  const NOT_FOUND = 'Message not found';

  app.get(
    '/',
    {
      onRequest: requireArea('chat'),
      schema: {
        tags: ['contact'],
        security,
        description:
          'The contact inbox: messages from the contact form and details left in the chat ' +
          '(leads), newest first, with their status, assignee, note and number of replies. ' +
          'Filters: `q` (in the name, e-mail address or message), `status`, `assignee_id` (a ' +
          "user's id, `me` or `none`) and `kind` (`contact` or `lead`). `counts` tells per " +
          `status how many match the other filters. \`per_page\` defaults to ${CONTACT_PER_PAGE}.`,
        querystring: ContactListQuerySchema,
        response: { 200: ContactInboxSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, per_page, q, status, assignee_id, kind } = request.query;
      const perPage = per_page ?? CONTACT_PER_PAGE;
      const assignee = assignee_id === 'me' ? request.user!.id : assignee_id;
      const found = await repo.list(
        { q, status, assignee, kind },
        { limit: perPage, offset: (page - 1) * perPage },
      );
      return { ...found, page, per_page: perPage };
    },
  );

  app.get(
    '/:id',
    {
      onRequest: requireArea('chat'),
      schema: {
        tags: ['contact'],
        security,
        description:
          'One message of the inbox with its consent, the chat it was left in (a lead’s, ' +
          'oldest exchange first) and the replies written to it with their outbox status.',
        params: IdParamsSchema,
        response: { 200: ContactMessageDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await repo.item(request.params.id);
      if (!found) throw notFound(NOT_FOUND);
      const { row, item } = found;
      const [transcript, replies] = await Promise.all([
        row.chat_session_id ? repo.transcript(row.chat_session_id) : [],
        repo.replies(row.id),
      ]);
      return {
        ...item,
        consent_at: row.consent_at && row.consent_at.toISOString(),
        consent_version: row.consent_version,
        transcript,
        replies,
      };
    },
  );

  app.patch(
    '/:id',
    {
      onRequest: requireArea('chat'),
      schema: {
        tags: ['contact'],
        security,
        description:
          'Sets where a message stands (`new`, `in_progress`, `done`), who handles it (an ' +
          'enabled Superadmin or Admin; null for nobody) and the internal note.',
        params: IdParamsSchema,
        body: ContactPatchSchema,
        response: { 200: ContactInboxItemSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, assignee_id, note } = request.body;
      if (assignee_id != null && !(await repo.isAssignable(assignee_id))) {
        throw badRequest('assignee_id: Must be an enabled Superadmin or Admin');
      }
      if (!(await repo.update(id, { status, assignee_id, note }))) throw notFound(NOT_FOUND);
      return (await repo.item(id))!.item;
    },
  );

  app.post(
    '/:id/replies',
    {
      onRequest: requireArea('chat'),
      schema: {
        tags: ['contact'],
        security,
        description:
          'An e-mail to the sender, through the outbox: the reply, then their message quoted. ' +
          'A new message moves to `in_progress`. Answers the reply, pending until the worker ' +
          'sends it.',
        params: IdParamsSchema,
        body: ContactReplyInputSchema,
        response: { 201: ContactReplySchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const found = await repo.item(request.params.id);
      if (!found) throw notFound(NOT_FOUND);
      const { row } = found;
      await repo.reply(row.id, (tx) =>
        enqueueMail(tx, [
          {
            kind: CONTACT_REPLY_KIND,
            recipient: row.email,
            contact_message_id: row.id,
            ...contactReply(request.body, row),
          },
        ]),
      );
      const replies = await repo.replies(row.id);
      return reply.status(201).send(replies.at(-1)!);
    },
  );
}
