import { z } from 'zod';
import {
  OkSchema,
  PersonDataSchema,
  PersonErasedSchema,
  PersonEraseSchema,
  PersonExportSchema,
  PersonQuerySchema,
  PrivacyPeriodsSchema,
  RetentionExtendSchema,
  RetentionListSchema,
  RetentionParamsSchema,
  RetentionQuerySchema,
} from '@app/contracts';
import { privacyPeriods } from '../../config.js';
import { answerFromCache, cachedRead } from '../../http/cached-reads.js';
import { requireArea } from '../../http/auth.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { type Api, errors } from '../../lib/route-types.js';
import { record } from '../audit/record.js';
import { countsOf, type HeldData, privacyRepository } from './repository.js';
import { deleteFiles, personArchive } from './service.js';

const STAFF_ADDRESS =
  'This address belongs to a staff account: change or delete the account under Users instead';

/** What the back office shows of what is held about an address. */
function summary(email: string, held: HeldData) {
  return {
    email,
    counts: countsOf(held),
    applications: held.applications.map(({ application, job_title }) => ({
      id: application.id,
      job_id: application.job_id,
      job_title,
      name: `${application.first_name} ${application.last_name}`,
      email: application.email,
      status: application.status,
      applied_at: application.applied_at.toISOString(),
      documents: held.documents
        .filter((document) => document.application_id === application.id)
        .map(({ id, original_name, size_bytes, mime_type }) => ({
          id,
          original_name,
          size_bytes,
          mime_type,
        })),
    })),
    contact_messages: held.messages.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      chat_session_id: row.chat_session_id,
      created_at: row.created_at.toISOString(),
    })),
    chat_conversations: [...new Set(held.conversations.map((row) => row.session_id))].map(
      (session_id) => {
        const rows = held.conversations.filter((row) => row.session_id === session_id);
        return {
          session_id,
          exchanges: rows.length,
          first_at: rows[0]!.created_at.toISOString(),
        };
      },
    ),
    outbox: held.outbox.map((row) => ({
      id: row.id,
      kind: row.kind,
      subject: row.subject,
      status: row.status,
      created_at: row.created_at.toISOString(),
    })),
    audit: held.audit.map((row) => ({ id: row.id, at: row.at.toISOString(), action: row.action })),
  };
}

/**
 * Privacy (GDPR): the retention list and its extensions, the periods the privacy policy
 * states, and what is held about an e-mail address, exported or erased. Staff routes are for
 * superadmins and admins (area `audit`); each write records itself in the audit trail.
 */
export async function privacyRoutes(app: Api) {
  const { config } = app.ctx;
  const repo = privacyRepository(app.ctx.db, config.privacy);
  const security = [{ bearer: [] }];
  const periods = privacyPeriods(config);

  /** The address, unless it is a staff member's. */
  const personal = async (email: string) => {
    if (await repo.isStaff(email)) throw badRequest(STAFF_ADDRESS);
    return email.trim();
  };

  app.get(
    '/periods',
    {
      onRequest: answerFromCache,
      schema: {
        tags: ['privacy'],
        description:
          'The retention periods in days, as the privacy policy states them: applications to ' +
          'closed jobs, rejected applications, contact messages and chat leads, chat conversations.',
        response: { 200: PrivacyPeriodsSchema },
      },
    },
    cachedRead(async () => periods),
  );

  app.get(
    '/retention',
    {
      onRequest: requireArea('audit'),
      schema: {
        tags: ['privacy'],
        security,
        description:
          'The applications and contact messages deleted within `days` days (default 14), ' +
          'soonest first: who, the job, the rule that makes each due, the day and any extension.',
        querystring: RetentionQuerySchema,
        response: { 200: RetentionListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { days } = request.query;
      return { days, periods, items: await repo.dueWithin(days) };
    },
  );

  app.put(
    '/retention/:kind/:id',
    {
      onRequest: requireArea('audit'),
      schema: {
        tags: ['privacy'],
        security,
        description:
          'Keeps an application or contact message until a later day (at most two years from ' +
          'today), for a reason; recorded in the audit trail with the day and the reason.',
        params: RetentionParamsSchema,
        body: RetentionExtendSchema,
        response: { 200: OkSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const { keep_until, reason } = request.body;
      // Kept through the whole day given (UTC).
      const until = new Date(`${keep_until}T23:59:59.999Z`);
      if (!(await repo.extend(kind, id, until, reason))) {
        throw notFound(kind === 'application' ? 'Application not found' : 'Message not found');
      }
      await record(app.ctx.db, request, {
        action: 'retention_extend',
        entity: kind,
        entityId: id,
        detail: { keep_until, reason },
      });
      return { detail: 'Kept longer' };
    },
  );

  app.get(
    '/people',
    {
      onRequest: requireArea('audit'),
      schema: {
        tags: ['privacy'],
        security,
        description:
          'Everything held about an e-mail address (any case): applications with their ' +
          'documents, contact messages and chat leads, chat conversations that name it or ' +
          'belong to a lead with it, e-mails to it or naming it, and audit entries naming it. ' +
          'A staff account’s address is refused (400).',
        querystring: PersonQuerySchema,
        response: { 200: PersonDataSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const email = await personal(request.query.email);
      return summary(email, await repo.find(email));
    },
  );

  app.post(
    '/people/export',
    {
      onRequest: requireArea('audit'),
      schema: {
        tags: ['privacy'],
        security,
        description:
          'A ZIP archive of everything held about an e-mail address: `data.json` (every row) ' +
          'and the documents under `documents/`. Recorded in the audit trail without the address.',
        body: PersonExportSchema,
        produces: ['application/zip'],
        response: { 200: z.unknown().describe('The ZIP archive'), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const email = await personal(request.body.email);
      const held = await repo.find(email);
      const archive = await personArchive(app.ctx.storage, email, held);
      await record(app.ctx.db, request, {
        action: 'export',
        entity: 'person',
        detail: countsOf(held),
      });
      return reply
        .headers({
          'content-type': 'application/zip',
          'content-length': String(archive.length),
          'content-disposition': 'attachment; filename="personal-data.zip"',
          'cache-control': 'private, no-store',
        })
        .send(archive);
    },
  );

  app.post(
    '/people/erase',
    {
      onRequest: requireArea('audit'),
      schema: {
        tags: ['privacy'],
        security,
        description:
          'Deletes everything held about an e-mail address (`confirm`: the address again): the ' +
          'rows in one transaction, then the documents. Answers how many of each went; the ' +
          'audit trail keeps only those counts.',
        body: PersonEraseSchema,
        response: { 200: PersonErasedSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const email = await personal(request.body.email);
      const { counts, keys } = await repo.erase(email);
      await deleteFiles(app.ctx.storage, keys, request.log);
      await record(app.ctx.db, request, { action: 'erase', entity: 'person', detail: counts });
      return { detail: 'Erased', counts };
    },
  );
}
