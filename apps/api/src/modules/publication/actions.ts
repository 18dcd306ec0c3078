import type { z } from 'zod';
import {
  type Area,
  IdParamsSchema,
  type PublicationState,
  PublishInputSchema,
} from '@app/contracts';
import { requireArea } from '../../http/auth.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { type Api, errors } from '../../lib/route-types.js';

/** One kind of publishable content (articles, jobs, projects) as its actions need it. */
export type Publishable<Row> = {
  tag: string;
  area: Area;
  /** One item on the wire, and a stored row made into it (in English). */
  item: z.ZodType;
  answer: (row: Row) => unknown;
  notFound: string;
  /** Changes the state; for `published`, the publish time (none: at once). */
  setPublication: (id: number, state: PublicationState, at?: Date) => Promise<Row | undefined>;
};

const ACTIONS: { path: string; state: PublicationState; description: string }[] = [
  {
    path: 'publish',
    state: 'published',
    description:
      'Publishes the item at once, or at `publish_at` (a future time schedules it: it becomes ' +
      'public at that time, without another write).',
  },
  { path: 'unpublish', state: 'draft', description: 'Back to draft: no longer public.' },
  { path: 'archive', state: 'archived', description: 'Archived: no longer public, but kept.' },
];

/**
 * The explicit publication actions of a kind, for the staff of its area (checked before the
 * body), each audited (RULES) and each announcing a content change (the module's writes do):
 * `POST /:id/publish` (optional `publish_at`), `POST /:id/unpublish`, `POST /:id/archive`.
 */
export function publicationActions<Row>(app: Api, kind: Publishable<Row>) {
  for (const { path, state, description } of ACTIONS) {
    app.post(
      `/:id/${path}`,
      {
        onRequest: requireArea(kind.area),
        schema: {
          tags: [kind.tag],
          security: [{ bearer: [] }],
          description,
          params: IdParamsSchema,
          ...(state === 'published' ? { body: PublishInputSchema.optional() } : {}),
          response: { 200: kind.item, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const body = (request.body ?? {}) as { publish_at?: string };
        const at = body.publish_at === undefined ? undefined : new Date(body.publish_at);
        if (at && Number.isNaN(at.getTime())) throw badRequest('publish_at is not a valid time');
        const row = await kind.setPublication(request.params.id, state, at);
        if (!row) throw notFound(kind.notFound);
        return kind.answer(row);
      },
    );
  }
}
