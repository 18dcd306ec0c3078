import { z } from 'zod';
import {
  optionalLink,
  PageQuerySchema,
  requiredRichText,
  requiredText,
  TimestampSchema,
} from './common.js';
import {
  ArticleTranslationsSchema,
  StoredArticleTranslationsSchema,
  LocalizedSchema,
  TranslationLanguageSchema,
} from './translations.js';
import {
  PhaseCountsSchema,
  PublicationPhaseSchema,
  PublicationStateSchema,
  PublicationWireSchema,
} from './publication.js';
import { MediaImageSchema, MediaRefInputSchema } from './media.js';

export const NewsArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  author: z.string(),
  /** The picture's address: the library image's original when `image_media` is set. */
  image: z.string().nullable(),
  /** The picture from the media library, with its variants (none: null). */
  image_media: MediaImageSchema.nullable(),
  published_at: TimestampSchema,
  updated_at: TimestampSchema,
  ...PublicationWireSchema.shape,
  ...LocalizedSchema.shape,
  /** Staff's reads with `include=translations`, and answers to their writes. */
  translations: StoredArticleTranslationsSchema.optional(),
});
export type NewsArticle = z.infer<typeof NewsArticleSchema>;

export const NewsListSchema = z.object({ articles: z.array(NewsArticleSchema) });

/** News Management's list: this many articles a page unless `per_page` says otherwise. */
export const MANAGED_NEWS_PER_PAGE = 24;
export const MANAGED_NEWS_SORTS = ['-published_at', 'published_at', 'title', '-title'] as const;
export type ManagedNewsSort = (typeof MANAGED_NEWS_SORTS)[number];

/**
 * `GET /news/manage` (content staff): a page of every article, searched (title, excerpt,
 * author, category, tags), in one phase, missing one translation, in an order.
 */
export const ManagedNewsQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  phase: PublicationPhaseSchema.optional(),
  missing: TranslationLanguageSchema.optional(),
  sort: z.enum(MANAGED_NEWS_SORTS).optional(),
});
export type ManagedNewsQuery = z.input<typeof ManagedNewsQuerySchema>;

/** A page of News Management's list, how many match, and per phase how many match the rest. */
export const ManagedNewsListSchema = z.object({
  articles: z.array(NewsArticleSchema),
  total: z.number().int(),
  phases: PhaseCountsSchema,
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ManagedNewsList = z.infer<typeof ManagedNewsListSchema>;
export type NewsList = z.infer<typeof NewsListSchema>;

export const NewsInputSchema = z.object({
  title: requiredText(300),
  excerpt: requiredText(1000),
  /** Rich text (HTML, its text up to 100,000 characters); sanitised by the server. */
  content: requiredRichText(100_000),
  category: requiredText(100),
  tags: z.array(requiredText(60)).min(1).max(20),
  author: requiredText(200),
  image: optionalLink(),
  /** A media library image's id (null: none); an unknown id is refused. */
  image_media_id: MediaRefInputSchema,
  /** When omitted on create the article is published now; a future time schedules it. */
  published_at: z.iso.datetime({ offset: true }).optional(),
  /** Left out: published on create, unchanged on update (a draft is never public). */
  publication: PublicationStateSchema.optional(),
  translations: ArticleTranslationsSchema.optional(),
});
export type NewsInput = z.infer<typeof NewsInputSchema>;
export const NewsPatchSchema = NewsInputSchema.partial();
export type NewsPatch = z.infer<typeof NewsPatchSchema>;
