import { z } from 'zod';
import {
  optionalDate,
  optionalLink,
  optionalText,
  PageQuerySchema,
  requiredText,
  TimestampSchema,
  wholeNumber,
} from './common.js';
import {
  ContentQuerySchema,
  LocalizedSchema,
  ProjectTranslationsSchema,
  StoredProjectTranslationsSchema,
  TranslationLanguageSchema,
} from './translations.js';
import {
  PhaseCountsSchema,
  PublicationInputSchema,
  PublicationPhaseSchema,
  PublicationWireSchema,
  PublishAtWireSchema,
} from './publication.js';
import { MediaImageSchema, MediaRefInputSchema } from './media.js';
import { GRADIENT_MESSAGE, isSafeGradient, MAX_GRADIENT_LENGTH } from './gradients.js';

export const PROJECT_STATUSES = ['planning', 'active', 'completed', 'on-hold', 'archived'] as const;
export const ProjectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof ProjectStatusSchema>;

export const ProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  technologies: z.array(z.string()),
  status: ProjectStatusSchema,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  order: z.number().int().nullable(),
  /** The photo's address: the library image's original when `photo_media` is set. */
  photo_url: z.string().nullable(),
  /** The photo from the media library, with its variants (none: null). */
  photo_media: MediaImageSchema.nullable(),
  category: z.string().nullable(),
  /** The project's story on its page, each optional: features one per line. */
  features: z.string().nullable(),
  challenge: z.string().nullable(),
  solution: z.string().nullable(),
  results: z.string().nullable(),
  /** Only a gradient that passes isSafeGradient; a stored value that does not is served as null. */
  gradient: z.string().nullable(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  ...PublicationWireSchema.shape,
  ...PublishAtWireSchema.shape,
  ...LocalizedSchema.shape,
  /** Staff's reads with `include=translations`, and answers to their writes. */
  translations: StoredProjectTranslationsSchema.optional(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectListSchema = z.object({
  projects: z.array(ProjectSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
});
export type ProjectList = z.infer<typeof ProjectListSchema>;

/** `per_page` is asked for; `page` is the first when not given (the manager asks `per_page=100`). */
export const ProjectListQuerySchema = PageQuerySchema.extend({
  ...ContentQuerySchema.shape,
  per_page: wholeNumber(1, 100),
  search: z.string().trim().max(200).optional(),
  status: ProjectStatusSchema.optional(),
  technology: z.string().trim().max(100).optional(),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>;

/** The Projects admin's list: this many projects a page unless `per_page` says otherwise. */
export const MANAGED_PROJECTS_PER_PAGE = 24;
/**
 * The Projects admin's orders: `order` is the portfolio's (by `order`, unset last, then id), the
 * default; by name either way; `-start_date` the newest start first (none last).
 */
export const MANAGED_PROJECTS_SORTS = ['order', 'name', '-name', '-start_date'] as const;
export type ManagedProjectsSort = (typeof MANAGED_PROJECTS_SORTS)[number];

/**
 * `GET /projects/manage` (content staff): a page of every project, searched (name, description,
 * category, technologies, translations), in one phase and one status, missing one translation,
 * in an order.
 */
export const ManagedProjectsQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  phase: PublicationPhaseSchema.optional(),
  status: ProjectStatusSchema.optional(),
  missing: TranslationLanguageSchema.optional(),
  sort: z.enum(MANAGED_PROJECTS_SORTS).optional(),
});
export type ManagedProjectsQuery = z.input<typeof ManagedProjectsQuerySchema>;

/** A page of the Projects admin's list, how many match, and per phase how many match the rest. */
export const ManagedProjectsListSchema = z.object({
  projects: z.array(ProjectSchema),
  total: z.number().int(),
  phases: PhaseCountsSchema,
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ManagedProjectsList = z.infer<typeof ManagedProjectsListSchema>;

export const ProjectInputSchema = z
  .object({
    name: requiredText(200),
    description: optionalText(10_000),
    technologies: z.array(requiredText(60)).max(30).default([]),
    status: ProjectStatusSchema.default('planning'),
    start_date: optionalDate(),
    end_date: optionalDate(),
    order: z.preprocess(
      (v) => (v === '' ? null : v),
      z.number().int().min(-1_000_000).max(1_000_000).nullable().optional(),
    ),
    photo_url: optionalLink(),
    /** A media library image's id (null or left out: none, as PUT replaces). */
    photo_media_id: MediaRefInputSchema,
    category: optionalText(100),
    /** One feature per line. */
    features: optionalText(5_000),
    challenge: optionalText(5_000),
    solution: optionalText(5_000),
    results: optionalText(5_000),
    gradient: optionalText(MAX_GRADIENT_LENGTH).refine(
      (gradient) => !gradient || isSafeGradient(gradient),
      { message: GRADIENT_MESSAGE, params: { key: 'gradient' } },
    ),
    /** Left out: published on create, unchanged by a replacement. */
    ...PublicationInputSchema.shape,
    translations: ProjectTranslationsSchema.optional(),
  })
  .refine((p) => !p.start_date || !p.end_date || p.end_date >= p.start_date, {
    message: 'end_date must not be before start_date',
    path: ['end_date'],
    params: { key: 'endBeforeStart' },
  });
export type ProjectInput = z.infer<typeof ProjectInputSchema>;
