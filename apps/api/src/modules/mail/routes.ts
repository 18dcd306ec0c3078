import { MailOutboxListSchema, MailOutboxQuerySchema } from '@app/contracts';
import { requireArea } from '../../http/auth.js';
import { type Api, errors } from '../../lib/route-types.js';
import { listOutbox } from './outbox.js';

const DEFAULT_PER_PAGE = 100;

export async function mailRoutes(app: Api) {
  app.get(
    '/',
    {
      // The admins' area (Superadmin, Admin): the outbox holds candidates' and leads' addresses.
      onRequest: requireArea('users'),
      schema: {
        tags: ['mail'],
        security: [{ bearer: [] }],
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
}
