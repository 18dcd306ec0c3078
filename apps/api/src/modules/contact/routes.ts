import {
  ContactInputSchema,
  ContactListQuerySchema,
  ContactMessageListSchema,
  OkSchema,
} from '@app/contracts';
import { PRIVACY_POLICY_VERSION } from '@app/contracts/site';
import { enforceLimit, inMinutes } from '../../lib/rate-limiter.js';
import { type Api, errors } from '../../lib/route-types.js';
import { requireArea } from '../../http/auth.js';
import { originOf } from '../../http/cached-reads.js';
import { enqueueContactNotice } from '../mail/notices.js';
import { contactRepository, toContactMessage } from './repository.js';

/** At most 5 messages per 15 minutes from one address. */
export const CONTACT_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 };
const DEFAULT_PER_PAGE = 100;
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
          (tx) => enqueueContactNotice(tx, originOf(request), message),
        );
      }
      return reply.status(201).send({ detail: RECEIVED });
    },
  );

  app.get(
    '/',
    {
      onRequest: requireArea('chat'),
      schema: {
        tags: ['contact'],
        security: [{ bearer: [] }],
        description: `Newest first; per_page defaults to ${DEFAULT_PER_PAGE}.`,
        querystring: ContactListQuerySchema,
        response: { 200: ContactMessageListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page } = request.query;
      const perPage = request.query.per_page ?? DEFAULT_PER_PAGE;
      const rows = await repo.list({ limit: perPage, offset: (page - 1) * perPage });
      return rows.map(toContactMessage);
    },
  );
}
