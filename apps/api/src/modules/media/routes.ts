import { z } from 'zod';
import {
  IdParamsSchema,
  MEDIA_MAX_BYTES,
  MEDIA_UPLOAD_FIELD,
  MEDIA_WIDTHS,
  MediaDeleteQuerySchema,
  MediaInUseSchema,
  MediaItemSchema,
  MediaListQuerySchema,
  MediaListSchema,
  MediaPatchSchema,
} from '@app/contracts';
import { requireArea } from '../../http/auth.js';
import { announcesContentChanges } from '../../lib/content-events.js';
import { notFound } from '../../lib/http-error.js';
import { type Api, errors } from '../../lib/route-types.js';
import { MAX_PIXELS } from './image-processing.js';
import { mediaRepository, toMediaItem, variantFile } from './repository.js';
import { MEDIA_UPLOAD_LIMIT, removeFiles, uploadMedia } from './service.js';

const NotFound = 'Image not found';

/**
 * The media library (content staff): upload an image (its variants and placeholder are made
 * then), list and search, read with its usages, change its alternative texts, delete (an image
 * in use only when forced: its users lose it). Registered in a scope that takes multipart.
 */
export async function mediaRoutes(app: Api) {
  announcesContentChanges(app);
  const repo = mediaRepository(app.ctx.db);
  const tags = ['media'];
  const security = [{ bearer: [] }];
  const onRequest = requireArea('content');

  app.post(
    '/',
    {
      onRequest,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description:
          `Upload an image as multipart/form-data, in the field "${MEDIA_UPLOAD_FIELD}": JPEG, ` +
          `PNG, WebP or AVIF (read from the content, never the name), at most ` +
          `${MEDIA_MAX_BYTES / (1024 * 1024)} MB and ${MAX_PIXELS / 1_000_000} megapixels; SVG is ` +
          'refused. The original is kept upright and without its metadata (EXIF, GPS), with ' +
          `variants ${MEDIA_WIDTHS.join(', ')} px wide (up to the image's width) in AVIF and ` +
          `WebP and a ThumbHash placeholder. At most ${MEDIA_UPLOAD_LIMIT.max} uploads per ` +
          `${MEDIA_UPLOAD_LIMIT.windowMs / 60_000} minutes a person.`,
        response: { 201: MediaItemSchema, ...errors(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const row = await uploadMedia(app.ctx, {
        userId: request.user!.id,
        parts: request.isMultipart() ? request.parts() : undefined,
        body: request.raw,
        log: request.log,
      });
      return reply.status(201).send(toMediaItem(row));
    },
  );

  app.get(
    '/',
    {
      onRequest,
      schema: {
        tags,
        security,
        description: 'The library, newest first; `search` matches file names and alt texts.',
        querystring: MediaListQuerySchema,
        response: { 200: MediaListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { rows, total } = await repo.page(request.query);
      const { page, per_page } = request.query;
      return { items: rows.map((row) => toMediaItem(row)), total, page, per_page };
    },
  );

  app.get(
    '/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        description: 'The image, with where it is used (`usages`).',
        params: IdParamsSchema,
        response: { 200: MediaItemSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await repo.byId(request.params.id);
      if (!row) throw notFound(NotFound);
      return toMediaItem(row, await repo.usages(row.id));
    },
  );

  app.patch(
    '/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        description:
          'Change the alternative texts: each language given replaces its text (empty: removed).',
        params: IdParamsSchema,
        body: MediaPatchSchema,
        response: { 200: MediaItemSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await repo.updateAlt(request.params.id, request.body.alt);
      if (!row) throw notFound(NotFound);
      return toMediaItem(row);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        description:
          'Delete the image and all its files. An image in use is refused (409, with its ' +
          'usages) unless `force=true`: the articles, members and projects lose the picture.',
        params: IdParamsSchema,
        querystring: MediaDeleteQuerySchema,
        response: { ...errors(400, 401, 403, 404), 204: z.null(), 409: MediaInUseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!request.query.force) {
        const usages = await repo.usages(id);
        if (usages.length > 0) {
          return reply.status(409).send({
            detail: `The image is used by ${usages.length} item(s); delete it with force=true to remove it from them.`,
            usages,
          });
        }
      }
      const row = await repo.remove(id);
      if (!row) throw notFound(NotFound);
      await removeFiles(app.ctx, request.log, row);
      return reply.status(204).send(null);
    },
  );
}

const FileParamsSchema = z.object({
  id: IdParamsSchema.shape.id,
  file: z.string().regex(/^(original|\d{1,5}\.(avif|webp))$/, 'Not a file of an image'),
});

/** Kept by browsers and proxies for a year: a media item's files never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The library's files for the public pages: `GET /images/:id/original` and
 * `GET /images/:id/<width>.<avif|webp>` (the addresses the `url` fields give).
 */
export async function mediaFileRoutes(app: Api) {
  const repo = mediaRepository(app.ctx.db);
  app.get(
    '/images/:id/:file',
    {
      schema: {
        tags: ['media'],
        description:
          "An image's file: `original`, or a variant `<width>.<avif|webp>`; cached for a year.",
        params: FileParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const row = await repo.byId(id);
      const stored =
        row &&
        (file === 'original'
          ? { key: row.storage_key, type: row.content_type }
          : row.variants
              .filter((variant) => variantFile(variant) === file)
              .map((variant) => ({ key: variant.key, type: `image/${variant.format}` }))[0]);
      const opened = stored && (await app.ctx.storage.open(stored.key));
      if (!stored || !opened) throw notFound('Image not found');
      return reply
        .type(stored.type)
        .headers({
          'content-length': String(opened.size),
          'cache-control': IMMUTABLE,
          'x-content-type-options': 'nosniff',
        })
        .send(opened.stream);
    },
  );
}
