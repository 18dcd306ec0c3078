import {
  IdParamsSchema,
  JobInputSchema,
  JobListQuerySchema,
  JobListSchema,
  JobPatchSchema,
  JobSchema,
  MANAGED_JOBS_PER_PAGE,
  ManagedJobsListSchema,
  ManagedJobsQuerySchema,
  OkSchema,
  ContentQuerySchema,
  TRANSLATED_FIELDS,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/http-error.js';
import { cleanRichField } from '../../lib/rich-text.js';
import { type Api, errors } from '../../lib/route-types.js';
import { announcesContentChanges } from '../../lib/content-events.js';
import { optionalAuth, requireArea, staffCan } from '../../http/auth.js';
import { answerFromCache, cachedRead } from '../../http/cached-reads.js';
import { contentView } from '../../http/content-language.js';
import { type ContentView, localizedWire, writeView } from '../../lib/translations.js';
import { publicationActions } from '../publication/actions.js';
import { previewAllows } from '../publication/preview.js';
import { isJobOpen, jobsRepository, toJob } from './repository.js';

const JOB_NOT_FOUND = 'Job not found';
const DEFAULT_PER_PAGE = 100;

/** A job on the wire as a view reads it. */
const jobIn = localizedWire(toJob, TRANSLATED_FIELDS.jobs);

/** A read's job: its notice address for staff who manage jobs only, never for visitors. */
const jobRead = (request: FastifyRequest, view: ContentView) => {
  const staff = staffCan(request, 'jobs');
  return (row: Parameters<typeof toJob>[0]) => {
    const job = jobIn(view)(row);
    return staff ? job : { ...job, notify_email: undefined };
  };
};

export async function jobsRoutes(app: Api) {
  announcesContentChanges(app);
  const repo = jobsRepository(app.ctx.db);
  const security = [{ bearer: [] }];

  app.get(
    '/',
    {
      onRequest: [answerFromCache, optionalAuth],
      schema: {
        tags: ['jobs'],
        description:
          'Visitors get the active jobs whose deadline has not passed; staff who manage jobs ' +
          `(send a token) get every job. Newest first; per_page defaults to ${DEFAULT_PER_PAGE}. ` +
          '`include=translations` (staff who manage jobs): each job in English with all its ' +
          'translations.',
        querystring: JobListQuerySchema,
        response: { 200: JobListSchema, ...errors(400, 401, 403) },
      },
    },
    cachedRead(async (request) => {
      const { page } = request.query;
      const perPage = request.query.per_page ?? DEFAULT_PER_PAGE;
      const rows = await repo.list({
        includeClosed: staffCan(request, 'jobs'),
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { jobs: rows.map(jobRead(request, contentView(request, 'jobs'))) };
    }),
  );

  // A static path: the router tries it before `/:id`, whichever is registered first.
  const managedWire = jobIn('all');
  app.get(
    '/manage',
    {
      onRequest: requireArea('jobs'),
      schema: {
        tags: ['jobs'],
        security,
        description:
          'Job Management: a page of every job (inactive, expired, draft, scheduled and archived ' +
          'ones too), each with all its translations and its `notify_email`. `search` looks in ' +
          'the title, department, location, description and every translation ' +
          '(case-insensitive); `phase` is draft, scheduled, published or archived; `active` is ' +
          '`active` or `inactive` (`is_active` only: an active job past its deadline is active); ' +
          '`missing` (de, az) keeps those with no translation into that language; `sort` is ' +
          '`-created_at` (newest first, when not given), `title` or `-title`, or ' +
          '`application_deadline` (soonest first, none last). `phases` counts each phase under ' +
          `the other filters. \`per_page\` defaults to ${MANAGED_JOBS_PER_PAGE}.`,
        querystring: ManagedJobsQuerySchema,
        response: { 200: ManagedJobsListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, per_page, search, phase, active, missing, sort } = request.query;
      const perPage = per_page ?? MANAGED_JOBS_PER_PAGE;
      const found = await repo.managed({ search, phase, active, missing }, sort ?? '-created_at', {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return {
        jobs: found.rows.map(managedWire),
        total: found.total,
        phases: found.phases,
        page,
        per_page: perPage,
      };
    },
  );

  app.get(
    '/:id',
    {
      onRequest: [answerFromCache, optionalAuth],
      schema: {
        tags: ['jobs'],
        description:
          'An inactive, expired, draft, scheduled or archived job is found only by staff who ' +
          'manage jobs (and by the page of a preview link).',
        params: IdParamsSchema,
        querystring: ContentQuerySchema,
        response: { 200: JobSchema, ...errors(400, 401, 403, 404) },
      },
    },
    cachedRead(async (request) => {
      const job = await repo.byId(request.params.id);
      const { id } = request.params;
      const mayRead = (row: NonNullable<typeof job>) =>
        isJobOpen(row) || staffCan(request, 'jobs') || previewAllows(request, 'job', id);
      if (!job || !mayRead(job)) throw notFound(JOB_NOT_FOUND);
      return jobRead(request, contentView(request, 'jobs'))(job);
    }),
  );

  app.post(
    '/',
    {
      onRequest: requireArea('jobs'),
      schema: {
        tags: ['jobs'],
        security,
        body: JobInputSchema,
        response: { 201: JobSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          jobIn(writeView(request.body))(
            await repo.create(cleanRichField(request.body, 'description')),
          ),
        ),
  );

  app.patch(
    '/:id',
    {
      onRequest: requireArea('jobs'),
      schema: {
        tags: ['jobs'],
        security,
        description: 'Any subset of the fields, e.g. only `is_active` to enable or disable.',
        params: IdParamsSchema,
        body: JobPatchSchema,
        response: { 200: JobSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const changed = Object.values(request.body).some((value) => value !== undefined);
      const job = changed
        ? await repo.update(id, cleanRichField(request.body, 'description'))
        : await repo.byId(id);
      if (!job) throw notFound(JOB_NOT_FOUND);
      return jobIn(writeView(request.body))(job);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: requireArea('jobs'),
      schema: {
        tags: ['jobs'],
        security,
        description: "Also deletes the job's applications and their stored documents.",
        params: IdParamsSchema,
        response: { 200: OkSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const keys = await repo.remove(request.params.id);
      if (!keys) throw notFound(JOB_NOT_FOUND);
      // The rows are gone: a file that fails to go now is an orphan, logged, not a failure.
      for (const key of keys) {
        await app.ctx.storage.delete(key).catch((error: unknown) => {
          request.log.error({ err: error, key }, 'could not delete an application document');
        });
      }
      return { detail: 'Job deleted' };
    },
  );

  publicationActions(app, {
    tag: 'jobs',
    area: 'jobs',
    item: JobSchema,
    answer: jobIn({ language: 'en' }),
    notFound: JOB_NOT_FOUND,
    setPublication: repo.setPublication,
  });
}
