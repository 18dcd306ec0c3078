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
