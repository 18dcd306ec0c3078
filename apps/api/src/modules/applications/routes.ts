import { z } from 'zod';
import {
  ACCEPTED_DOCUMENT_LABELS,
  APPLICATION_DOCUMENTS_FIELD,
  ApplicationCreatedSchema,
  ApplicationDocumentParamsSchema,
  ApplicationFilterQuerySchema,
  ApplicationIdsSchema,
  ApplicationListQuerySchema,
  ApplicationListSchema,
  APPLICATIONS_PER_PAGE,
  ApplicationReviewInputSchema,
  ApplicationSchema,
  type ApplicationSortKey,
  ApplicationStatusInputSchema,
  BulkStatusInputSchema,
  BulkStatusResultSchema,
  BulkStatusUndoInputSchema,
  BulkStatusUndoResultSchema,
  ContentQuerySchema,
  IdParamsSchema,
  JobApplicantsParamsSchema,
  JobWithApplicantsSchema,
  MAX_APPLICATION_FILES,
  MAX_BULK_APPLICATIONS,
  StatusEmailPreviewSchema,
  StatusEmailQuerySchema,
} from '@app/contracts';
import { notFound, unauthorized } from '../../lib/http-error.js';
import { type Api, errors } from '../../lib/route-types.js';
import { requireArea } from '../../http/auth.js';
import { originOf } from '../../http/cached-reads.js';
import { requestLanguage } from '../../http/content-language.js';
import { jobsRepository, toJob } from '../jobs/repository.js';
import { enqueueStatusEmail, statusEmail } from '../mail/templates.js';
import { DocumentDispositionQuerySchema, documentDisposition } from './document-disposition.js';
import { documentFileName } from './document-name.js';
import {
  BULK_UNDO_TOKEN_TTL_MS,
  BULK_UNDO_WINDOW_MS,
  changeStatuses,
  undoStatuses,
} from './bulk-status.js';
import {
  type ApplicationListFilter,
  type ApplicationListOrder,
  applicationsRepository,
} from './repository.js';
import { APPLICATION_LIMIT, submitApplication } from './service.js';

/** The language of the page an application is sent from. */
const ApplicationLanguageQuerySchema = ContentQuerySchema.pick({ lang: true });

/**
 * The filters and order of the list and of its ids, from the query (newest first when no `sort`);
 * `now` is taken once, for the request.
 */
function listFilterOf(
  query: z.output<typeof ApplicationFilterQuerySchema>,
  now = Date.now(),
): { filter: ApplicationListFilter; order: ApplicationListOrder } {
  const sort = query.sort ?? '-applied_at';
  const descending = sort.startsWith('-');
  return {
    filter: {
      jobId: query.job_id,
      status: query.status,
      search: query.search,
      from: query.from,
      to: query.to,
      maxDays: query.max_days,
      now,
      minRating: query.min_rating,
      utmSource: query.utm_source,
      noUtmSource: query.no_utm_source,
      otherJobs: query.other_jobs,
      notReviewed: query.not_reviewed,
    },
    order: { key: (descending ? sort.slice(1) : sort) as ApplicationSortKey, descending },
  };
}

/** What the filters of the list and of its ids do, for their descriptions. */
const FILTERS_DESCRIPTION =
  'Filters: `job_id`, `status`, `search` (in the name, e-mail address or phone, ' +
  'case-insensitive), `from` and `to` (applied days, UTC, both included), `max_days` (sent at ' +
  'most that many whole days ago, a day being 86400000 ms: 0 today, 7 a week, 30 a month), ' +
  '`min_rating`, `utm_source` (the visit came with that utm_source) or `no_utm_source=true` ' +
  '(with none; not both), `other_jobs=true` (the e-mail address, case-insensitive, applied to ' +
  'another job too) and `not_reviewed=true` (no notes and no rating). `sort` is `applied_at`, ' +
  '`name`, `status` or `rating`, `-` before it for descending; newest first when not given; ' +
  'equals keep newest first.';

export async function applicationsRoutes(app: Api) {
  const repo = applicationsRepository(app.ctx.db);
  const jobs = jobsRepository(app.ctx.db);
  const staffOnly = requireArea('jobs');
  const security = [{ bearer: [] }];

  app.post(
    '/jobs/applications/upload',
    {
      schema: {
        tags: ['applications'],
        consumes: ['multipart/form-data'],
        description:
          'Apply for a job, as multipart/form-data. Text fields: first_name, last_name, email ' +
          '(required); phone, cover_letter, resume_url, linkedin_url, portfolio_url (optional; ' +
          'the links must be http(s) URLs); job_id. Files: up to ' +
          `${MAX_APPLICATION_FILES} parts named "${APPLICATION_DOCUMENTS_FIELD}", ` +
          `${ACCEPTED_DOCUMENT_LABELS} (checked from their content), 10 MB in total. ` +
          `At most ${APPLICATION_LIMIT.max} applications per hour from one address. ` +
          '`lang` is the language of the page it is sent from (else `Accept-Language`): the ' +
          "candidate's acknowledgement e-mail is written in it.",
        querystring: ApplicationLanguageQuerySchema,
        response: { 201: ApplicationCreatedSchema, ...errors(400, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const id = await submitApplication(app.ctx, {
        ip: request.ip,
        parts: request.isMultipart() ? request.parts() : undefined,
        body: request.raw,
        log: request.log,
        language: requestLanguage(request),
        siteUrl: originOf(request),
      });
      return reply.status(201).send({ detail: 'Application submitted', id });
    },
  );

  app.get(
    '/jobs/:jobId/with-applicants',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['applications'],
        security,
        description: 'The job and its applications, newest first, each with its documents.',
        params: JobApplicantsParamsSchema,
        response: { 200: JobWithApplicantsSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const job = await jobs.byId(request.params.jobId);
      if (!job) throw notFound('Job not found');
      return { job: toJob(job), applications: await repo.listForJob(job.id) };
    },
  );

  app.get(
    '/job-applications',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['applications'],
        security,
        description:
          'The applications of every job, a page at a time, each with its documents, its job ' +
          "(id, title) and the applicant's other applications (`other_applications`: same " +
          'e-mail address, case-insensitive, any job, newest first). ' +
          FILTERS_DESCRIPTION +
          ' `total` is how many match; `counts` tells per status how many match the other ' +
          "filters; `all_total` is how many there are under `job_id` alone (every job's when " +
          'not given) and `sources` the utm_source values among those, sorted. `per_page` ' +
          `defaults to ${APPLICATIONS_PER_PAGE}.`,
        querystring: ApplicationListQuerySchema,
        response: { 200: ApplicationListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const perPage = per_page ?? APPLICATIONS_PER_PAGE;
      const { filter, order } = listFilterOf(request.query);
      const found = await repo.list(filter, order, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { ...found, page, per_page: perPage };
    },
  );

  app.get(
    '/job-applications/ids',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['applications'],
        security,
        description:
          'The ids of every application that matches the filters (the status too), in the ' +
          'order of `GET /api/job-applications` with the same query: to select them all. ' +
          FILTERS_DESCRIPTION,
        querystring: ApplicationFilterQuerySchema,
        response: { 200: ApplicationIdsSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { filter, order } = listFilterOf(request.query);
      return { ids: await repo.ids(filter, order) };
    },
  );

  app.get(
    '/job-applications/:id/documents/:documentId',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['applications'],
        security,
        description:
          'Downloads a document as an attachment, with its type and its name as sent, ' +
          'ending in the extension of its type. With `disposition=inline`, a PDF or an image ' +
          '(by the type read from its content) is served to be shown in the browser, for the ' +
          "back office's preview, with a policy that lets nothing in it run and only the site " +
          'frame it; other types stay attachments.',
        params: ApplicationDocumentParamsSchema,
        querystring: DocumentDispositionQuerySchema,
        produces: ['application/octet-stream'],
        response: {
          200: z.unknown().describe('The document bytes'),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const document = await repo.document(id, documentId);
      if (!document) throw notFound('Document not found');
      const file = await app.ctx.storage.open(document.storage_key);
      if (!file) {
        request.log.error({ documentId }, 'a stored document is missing');
        throw notFound('Document not found');
      }
      return reply
        .headers({
          'content-type': document.mime_type,
          'content-length': String(file.size),
          ...documentDisposition(
            documentFileName(document.original_name, document.mime_type),
            document.mime_type,
            request.query.disposition,
          ),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
        .send(file.stream);
    },
  );

  app.put(
    '/job-applications/:id/status',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['applications'],
        security,
        description:
          'Sets the status of an application. With `send_email: true` (reviewing, accepted and ' +
          "rejected only) the status e-mail to the candidate, from the status's template in the " +
          'language they applied in, goes into the outbox with the change: both are kept, or ' +
          'neither.',
        params: IdParamsSchema,
        body: ApplicationStatusInputSchema,
        response: { 200: ApplicationSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { status, send_email } = request.body;
      const application = await repo.setStatus(
        request.params.id,
        status,
        send_email && status !== 'pending'
          ? (tx) => enqueueStatusEmail(tx, request.params.id, status)
          : undefined,
      );
      if (!application) throw notFound('Application not found');
      return application;
    },
  );

  app.post(
    '/job-applications/bulk-status',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['applications'],
        security,
        description:
          `Sets the status of 1 to ${MAX_BULK_APPLICATIONS} different applications in one ` +
          'transaction, as `PUT /api/job-applications/{id}/status` does each. With ' +
          '`send_email: true` each candidate gets the status e-mail, held in the outbox for ' +
          `${BULK_UNDO_WINDOW_MS / 1000} s so that an undo can withdraw it. An unknown id: 400, ` +
          'nothing changes. `undo_token` undoes the change (`POST ' +
          '/api/job-applications/bulk-status/undo`) by the same user until `undo_until` ' +
          `(${BULK_UNDO_TOKEN_TTL_MS / 1000} s).`,
        body: BulkStatusInputSchema,
        response: { 200: BulkStatusResultSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return changeStatuses(app.ctx, request.user.id, request.body);
    },
  );

  app.post(
    '/job-applications/bulk-status/undo',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['applications'],
        security,
        description:
          'Undoes a bulk status change with its `undo_token` (the same user, before it ' +
          'expires), in one transaction: each application still in the status the change set ' +
          'gets its previous status back; those changed since are `skipped`. The e-mails of the ' +
          'change not sent yet are withdrawn. A token not valid, expired or of another user: 400.',
        body: BulkStatusUndoInputSchema,
        response: { 200: BulkStatusUndoResultSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return undoStatuses(app.ctx, request.user.id, request.body.undo_token);
    },
  );

  app.get(
    '/job-applications/:id/status-email',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['applications'],
        security,
        description:
          'The e-mail that changing the application to `status` with `send_email` would send ' +
          "the candidate: recipient, language, subject, plain text and HTML, from the status's " +
          'current template. Nothing is sent.',
        params: IdParamsSchema,
        querystring: StatusEmailQuerySchema,
        response: { 200: StatusEmailPreviewSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const mail = await statusEmail(app.ctx.db, request.params.id, request.query.status);
      if (!mail) throw notFound('Application not found');
      const { recipient, language, subject, text, html } = mail;
      return { recipient, language, subject, text, html };
    },
  );

  app.put(
    '/job-applications/:id/review',
    {
      onRequest: staffOnly,
      schema: {
        tags: ['applications'],
        security,
        description:
          'Stores the internal notes (empty for none, at most 10000 characters) and the 1-5 ' +
          'rating (or null) of an application, recording the signed-in user and the time.',
        params: IdParamsSchema,
        body: ApplicationReviewInputSchema,
        response: { 200: ApplicationSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      const application = await repo.setReview(request.params.id, request.body, request.user.id);
      if (!application) throw notFound('Application not found');
      return application;
    },
  );
}
