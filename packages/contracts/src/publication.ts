import { z } from 'zod';

/**
 * What editors set on an article, job or project (ADR 0014). A draft is never public; a published
 * item is public from its publish time on (before it, it is "scheduled"); an archived one is no
 * longer public but kept.
 */
export const PUBLICATION_STATES = ['draft', 'published', 'archived'] as const;
export const PublicationStateSchema = z.enum(PUBLICATION_STATES);
export type PublicationState = z.infer<typeof PublicationStateSchema>;

/** What the back office shows: the state with "scheduled" told apart from "published". */
export const PUBLICATION_PHASES = ['draft', 'scheduled', 'published', 'archived'] as const;
export const PublicationPhaseSchema = z.enum(PUBLICATION_PHASES);
export type PublicationPhase = z.infer<typeof PublicationPhaseSchema>;

export function publicationPhase(
  state: PublicationState,
  publishAt: Date | string | null | undefined,
  now: Date = new Date(),
): PublicationPhase {
  if (state !== 'published') return state;
  return publishAt && new Date(publishAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** A publish time on the wire: ISO 8601 with an offset. */
const PublishAtSchema = z.iso.datetime({ offset: true });

/**
 * What creating or changing an article, job or project may say of its publication: the state
 * (left out: `published` on create, unchanged on update) and, for jobs and projects, the publish
 * time (null: at once). Articles use their `published_at` as the publish time.
 */
export const PublicationInputSchema = z.object({
  publication: PublicationStateSchema.optional(),
  publish_at: PublishAtSchema.nullable().optional(),
});

/** The publication of an item on the wire; `phase` tells a scheduled item from a public one. */
export const PublicationWireSchema = z.object({
  publication: PublicationStateSchema.optional(),
  phase: PublicationPhaseSchema.optional(),
});
/** Jobs and projects also carry their publish time (null: public once published). */
export const PublishAtWireSchema = z.object({ publish_at: z.string().nullable().optional() });

/** `POST /api/{news|jobs|projects}/:id/publish`: at once, or at `publish_at` (scheduled). */
export const PublishInputSchema = z.object({ publish_at: PublishAtSchema.optional() });
export type PublishInput = z.infer<typeof PublishInputSchema>;

/** What a preview link opens: one article, job or project. */
export const PREVIEW_KINDS = ['news', 'job', 'project'] as const;
export const PreviewKindSchema = z.enum(PREVIEW_KINDS);
export type PreviewKind = z.infer<typeof PreviewKindSchema>;

export const MAX_PREVIEW_HOURS = 168;

/** `POST /api/preview-links`: a link to the item's public page as visitors will see it. */
export const PreviewLinkInputSchema = z.object({
  kind: PreviewKindSchema,
  id: z.number().int().positive(),
  /** How long the link works: 24 hours unless told, at most a week. */
  expires_in_hours: z.number().positive().max(MAX_PREVIEW_HOURS).default(24),
  /** The page's language. */
  language: z.enum(['en', 'de', 'az']).default('en'),
});
export type PreviewLinkInput = z.input<typeof PreviewLinkInputSchema>;

export const PreviewLinkSchema = z.object({ url: z.string(), expires_at: z.string() });
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;

/** The query parameter of a page address that carries a preview token. */
export const PREVIEW_PARAM = 'preview';

/** How many items of a back-office list are in each phase (under the list's other filters). */
export const PhaseCountsSchema = z.object({
  draft: z.number().int(),
  scheduled: z.number().int(),
  published: z.number().int(),
  archived: z.number().int(),
});
export type PhaseCounts = z.infer<typeof PhaseCountsSchema>;
