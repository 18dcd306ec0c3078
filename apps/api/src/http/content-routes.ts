import type { z } from 'zod';
import {
  type Area,
  ContentQuerySchema,
  IdParamsSchema,
  OkSchema,
  type PreviewKind,
} from '@app/contracts';
import type { AuthUser } from '../app-context.js';
import { announcesContentChanges } from '../lib/content-events.js';
import { checkMediaRef } from '../modules/media/repository.js';
import { previewAllows } from '../modules/publication/preview.js';
import { notFound } from '../lib/http-error.js';
import { type Api, errors } from '../lib/route-types.js';
import { localizedWire, type StoredTranslations, writeView } from '../lib/translations.js';
import { optionalAuth, requireArea, staffCan } from './auth.js';
import { answerFromCache, cachedRead } from './cached-reads.js';
import { contentView } from './content-language.js';

/** Staff's routes take a bearer token. */
const STAFF_ONLY = [{ bearer: [] }];
/** A token is optional: staff who send one also see what visitors do not, and translations. */
const TOKEN_OPTIONAL: { [scheme: string]: string[] }[] = [{}, { bearer: [] }];

/** A stored row of content: its English columns and its translations (ADR 0011). */
export type Translatable = { translations: StoredTranslations<Record<string, unknown>> };

/**
 * One kind of the site's content (projects, news articles, team members) as its routes need
 * it: the schemas of the wire, and the repository's steps. `Row` is a stored row, `Input` what
 * creating takes and `Change` what updating takes.
 */
export type Content<Row extends Translatable, Input, Change> = {
  /** The OpenAPI tag. */
  tag: string;
  /** The staff area that manages it. */
  area: Area;
  /** The kind a preview link names, for kinds that have drafts: such a link reads the item. */
  preview?: PreviewKind;
  /** One item on the wire, and a row made into it (localized first). */
  item: z.ZodType;
  toWire: (row: Row) => unknown;
  /** The fields that are translated. */
  fields: readonly string[];
  /** The details of a 404 and of a deletion. */
  texts: { notFound: string; deleted: string };
  /** The list, when it is one of a kind that hides some (others register their own). */
  list?: {
    path: string;
    schema: z.ZodType;
    answer: (staff: boolean, wire: (row: Row) => unknown) => Promise<unknown>;
  };
  /** The item; `staff`: also when it is not public (staff, or a preview link of it). */
  byId: (id: number, staff: boolean) => Promise<Row | undefined>;
  create: { body: z.ZodType<Input>; run: (input: Input, user: AuthUser) => Promise<Row> };
  update: {
    method: 'patch' | 'put';
    body: z.ZodType<Change>;
    run: (id: number, change: Change) => Promise<Row | undefined>;
  };
  /** Whether there was an item to delete. */
  remove: (id: number) => Promise<boolean>;
  /** The field of a write that names a media library image (checked to exist: else a 400). */
  mediaField?: string;
};

/**
 * The routes of a kind of content, the same for each (SPEC §8): the list when given and
 * `GET /:id` for anyone, and for the staff of its area `POST /`, `PATCH` (or `PUT`) `/:id` and
 * `DELETE /:id`; visitors' reads are kept in the read cache, and every write that succeeds
 * announces that public content has changed.
 */
export function contentRoutes<Row extends Translatable, Input, Change>(
  app: Api,
  content: Content<Row, Input, Change>,
) {
  announcesContentChanges(app);
  const { tag, area, item, texts, fields } = content;
  /** A row on the wire as `view` reads it. */
  const inView = localizedWire(content.toWire, fields);
  /** A write's answer: in English, with every translation when the write gave some. */
  const written = (row: Row, body: unknown) => inView(writeView(body))(row);
  const tags = [tag];
  const mayManage = requireArea(area);
  /** The options of a route for the staff of `area` only, who send a token. */
  const staffOnly = <S extends object>(schema: S) => ({
    onRequest: mayManage,
    schema: { tags, security: STAFF_ONLY, ...schema },
  });
  /**
   * Reads take an optional token (staff see hidden items and every translation with it) and a
   * language; a visitor's read is answered from the read cache when it can be.
   */
  const read = {
    onRequest: [answerFromCache, optionalAuth],
    querystring: ContentQuerySchema,
    security: TOKEN_OPTIONAL,
    errors: errors(400, 401, 403),
  };
  /** A write naming a media library image that does not exist is refused (400). */
  const checkMedia = async (body: unknown) => {
    const field = content.mediaField;
    if (field) {
      await checkMediaRef(app.ctx.db, field, (body as Record<string, number | null>)[field]);
    }
  };
  const found = <Answer>(row: Row | undefined, wire: (row: Row) => Answer) => {
    if (!row) throw notFound(texts.notFound);
    return wire(row);
  };

  if (content.list) {
    const { path, schema, answer } = content.list;
    app.get(
      path,
      {
        onRequest: read.onRequest,
        schema: {
          tags,
          security: read.security,
          querystring: read.querystring,
          response: { 200: schema, ...read.errors },
        },
      },
      cachedRead(async (request) =>
        answer(staffCan(request, area), inView(contentView(request, area))),
      ),
    );
  }

  app.get(
    '/:id',
    {
      onRequest: read.onRequest,
      schema: {
        tags,
        security: read.security,
        params: IdParamsSchema,
        querystring: read.querystring,
        response: { 200: item, ...errors(404), ...read.errors },
      },
    },
    cachedRead(async (request) =>
      found(
        await content.byId(
          request.params.id,
          staffCan(request, area) ||
            (content.preview !== undefined &&
              previewAllows(request, content.preview, request.params.id)),
        ),
        inView(contentView(request, area)),
      ),
    ),
  );

  // A body has passed its schema (`create.body`, `update.body`) when a handler runs: it is their
  // output, which the type provider cannot name for a generic schema.
  app.post(
    '/',
    staffOnly({
      body: content.create.body,
      response: { 201: item, ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      await checkMedia(request.body);
      return reply
        .status(201)
        .send(
          written(await content.create.run(request.body as Input, request.user!), request.body),
        );
    },
  );

  app[content.update.method](
    '/:id',
    staffOnly({
      params: IdParamsSchema,
      body: content.update.body,
      response: { 200: item, ...errors(400, 401, 403, 404) },
    }),
    async (request) => {
      await checkMedia(request.body);
      const row = await content.update.run(request.params.id, request.body as Change);
      return found(row, (changed) => written(changed, request.body));
    },
  );

  app.delete(
    '/:id',
    staffOnly({
      params: IdParamsSchema,
      response: { 200: OkSchema, ...errors(400, 401, 403, 404) },
    }),
    async (request) => {
      if (!(await content.remove(request.params.id))) throw notFound(texts.notFound);
      return { detail: texts.deleted };
    },
  );
}
