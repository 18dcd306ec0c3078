import {
  AUDIT_PER_PAGE,
  AuditExportInputSchema,
  AuditListSchema,
  AuditQuerySchema,
  OkSchema,
} from '@app/contracts';
import { requireArea } from '../../http/auth.js';
import { type Api, errors } from '../../lib/route-types.js';
import { auditRepository } from './repository.js';
import { record } from './record.js';

export async function auditRoutes(app: Api) {
  const repo = auditRepository(app.ctx.db);
  const security = [{ bearer: [] }];

  app.get(
    '/',
    {
      onRequest: requireArea('audit'),
      schema: {
        tags: ['audit'],
        security,
        description:
          'The audit trail, newest first: staff writes (with the fields an update changed), ' +
          'status changes, reviews, document downloads, applicant exports, sign-ins, failed ' +
          'sign-ins and sign-outs. Filters: `actor_id`, `action`, `entity` (and `entity_id`), ' +
          `\`from\` and \`to\` (days, UTC, both included). \`per_page\` defaults to ${AUDIT_PER_PAGE}.`,
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, per_page, actor_id, action, entity, entity_id, from, to } = request.query;
      const perPage = per_page ?? AUDIT_PER_PAGE;
      const { entries, total } = await repo.list(
        { actorId: actor_id, action, entity, entityId: entity_id, from, to },
        { limit: perPage, offset: (page - 1) * perPage },
      );
      return { entries, total, page, per_page: perPage };
    },
  );

  app.post(
    '/exports',
    {
      onRequest: requireArea('jobs'),
      schema: {
        tags: ['audit'],
        security,
        description:
          "Records that the back office exported a job's applicants: the spreadsheet is built " +
          'in the browser from the applicants it has read, so the browser says when it does so.',
        body: AuditExportInputSchema,
        response: { 200: OkSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { job_id, count } = request.body;
      await record(app.ctx.db, request, {
        action: 'export',
        entity: 'job',
        entityId: job_id,
        detail: { applicants: count },
      });
      return { detail: 'Export recorded' };
    },
  );
}
