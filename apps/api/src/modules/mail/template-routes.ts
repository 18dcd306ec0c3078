import {
  MAIL_TEMPLATE_BODY_MAX,
  MAIL_TEMPLATE_PLACEHOLDERS,
  MAIL_TEMPLATE_SUBJECT_MAX,
  MailTemplateInputSchema,
  MailTemplateListSchema,
  MailTemplateParamsSchema,
  MailTemplateSchema,
} from '@app/contracts';
import { requireArea } from '../../http/auth.js';
import { unauthorized } from '../../lib/http-error.js';
import { type Api, errors } from '../../lib/route-types.js';
import { mailTemplatesRepository } from './templates.js';

const PLACEHOLDERS = MAIL_TEMPLATE_PLACEHOLDERS.map((name) => `\`{${name}}\``).join(', ');

/** The status e-mail templates, edited per status and language by the admins. */
export async function mailTemplateRoutes(app: Api) {
  const repo = mailTemplatesRepository(app.ctx.db);
  // The admins' area (Superadmin, Admin): what every candidate is sent.
  const adminsOnly = requireArea('audit');
  const security = [{ bearer: [] }];

  app.get(
    '/',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['mail'],
        security,
        description:
          'The e-mail templates of the application statuses reviewing, accepted and rejected, ' +
          'each in English, German and Azerbaijani: the saved text, or the built-in one ' +
          '(`is_default`).',
        response: { 200: MailTemplateListSchema, ...errors(401, 403) },
      },
    },
    async () => ({ templates: await repo.list() }),
  );

  app.put(
    '/:status/:language',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['mail'],
        security,
        description:
          `Saves a template: a one-line subject (at most ${MAIL_TEMPLATE_SUBJECT_MAX} ` +
          `characters) and a plain-text body (at most ${MAIL_TEMPLATE_BODY_MAX}; a blank line ` +
          `starts a paragraph). The placeholders ${PLACEHOLDERS} are filled in when it is ` +
          'sent; any other text in braces is refused.',
        params: MailTemplateParamsSchema,
        body: MailTemplateInputSchema,
        response: { 200: MailTemplateSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const { status, language } = request.params;
      return repo.save(status, language, request.body, request.user.id);
    },
  );

  app.delete(
    '/:status/:language',
    {
      onRequest: adminsOnly,
      schema: {
        tags: ['mail'],
        security,
        description: 'Drops a saved template: the built-in text is used again (and answered).',
        params: MailTemplateParamsSchema,
        response: { 200: MailTemplateSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => repo.reset(request.params.status, request.params.language),
  );
}
