import {
  IdParamsSchema,
  MailOutboxCountsSchema,
  MailOutboxEntrySchema,
  MailOutboxListSchema,
  MailOutboxMessageSchema,
  MailOutboxQuerySchema,
  MailSettingsInputSchema,
  MailSettingsSchema,
} from '@app/contracts';
import { requireArea } from '../../http/auth.js';
import { originOf } from '../../http/cached-reads.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { type Api, errors } from '../../lib/route-types.js';
import { iso } from '../../lib/dates.js';
import { listOutbox, outboxCounts, outboxMessage, retryMail } from './outbox.js';
import { saveNoticeSettings } from './digest.js';
import { readMailSettings } from './settings.js';

const DEFAULT_PER_PAGE = 100;
const MESSAGE_NOT_FOUND = 'Message not found';
const security = [{ bearer: [] }];

/**
 * The e-mail outbox, `/api/mail-outbox`: the admins' area (Superadmin, Admin, as the audit
 * trail), since it holds candidates' and leads' addresses.
 */
export async function mailRoutes(app: Api) {
  app.get(
    '/',
    {
      onRequest: requireArea('audit'),
      schema: {
        tags: ['mail'],
        security,
        description:
          'The e-mail outbox, newest first: pending messages (not sent yet, or to be tried ' +
          'again; all of them while SMTP_URL is not set), sent and failed ones, with the ' +
          `attempts and the last error. \`status\` keeps one state; per_page defaults to ${DEFAULT_PER_PAGE}.`,
        querystring: MailOutboxQuerySchema,
        response: { 200: MailOutboxListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, status } = request.query;
      const perPage = request.query.per_page ?? DEFAULT_PER_PAGE;
      return listOutbox(app.ctx.db, { status, limit: perPage, offset: (page - 1) * perPage });
    },
  );

  app.get(
    '/counts',
    {
      onRequest: requireArea('audit'),
      schema: {
        tags: ['mail'],
        security,
        description: 'How many messages the outbox holds in each state.',
        response: { 200: MailOutboxCountsSchema, ...errors(401, 403) },
      },
    },
    async () => outboxCounts(app.ctx.db),
  );

  app.get(
    '/:id',
    {
      onRequest: requireArea('audit'),
      schema: {
        tags: ['mail'],
        security,
        description: 'One message of the outbox, with its text part.',
        params: IdParamsSchema,
        response: { 200: MailOutboxMessageSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const message = await outboxMessage(app.ctx.db, request.params.id);
      if (!message) throw notFound(MESSAGE_NOT_FOUND);
      return message;
    },
  );

  app.post(
    '/:id/retry',
    {
      onRequest: requireArea('audit'),
      schema: {
        tags: ['mail'],
        security,
        description:
          'A failed message back to pending, due now: the worker tries it once more (its ' +
          'attempts are kept, so one more failure marks it failed again). 409 unless it failed.',
        params: IdParamsSchema,
        response: { 200: MailOutboxEntrySchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const result = await retryMail(app.ctx.db, request.params.id);
      if (!result) throw notFound(MESSAGE_NOT_FOUND);
      if (result === 'not-failed') throw conflict('Only a failed message can be tried again');
      return result;
    },
  );
}

/** `/api/mail-settings`: how the staff are told of new items, and whether e-mail goes out at all. */
export async function mailSettingsRoutes(app: Api) {
  const answer = async () => {
    const { last_digest_at, ...values } = await readMailSettings(app.ctx.db);
    return {
      ...values,
      smtp_configured: Boolean(app.ctx.config.mail),
      last_digest_at: last_digest_at && iso(last_digest_at),
    };
  };

  app.get(
    '/',
    {
      onRequest: requireArea('audit'),
      schema: {
        tags: ['mail'],
        security,
        description:
          "The staff's notices (`each`: one e-mail per application, contact message and chat " +
          'lead; `digest`: one a day at `digest_hour` UTC), the last digest, and whether SMTP_URL ' +
          'is set (without it, messages stay in the outbox, unsent).',
        response: { 200: MailSettingsSchema, ...errors(401, 403) },
      },
    },
    answer,
  );

  app.put(
    '/',
    {
      onRequest: requireArea('audit'),
      schema: {
        tags: ['mail'],
        security,
        description:
          "Sets the staff's notices and the digest's hour (0-23, UTC). Turning the digest on " +
          'starts it from now: what came in before had its own notices. Turning it off sends at ' +
          'once a last digest of what came in since the one before.',
        body: MailSettingsInputSchema,
        response: { 200: MailSettingsSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      await saveNoticeSettings(app.ctx.db, request.body, originOf(request));
      return answer();
    },
  );
}
