import { z } from 'zod';
import { optionalLink, requiredText, TimestampSchema } from './common.js';
import {
  ArticleTranslationsSchema,
  StoredArticleTranslationsSchema,
  LocalizedSchema,
} from './translations.js';

export const NewsArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  author: z.string(),
  image: z.string().nullable(),
  published_at: TimestampSchema,
  updated_at: TimestampSchema,
  ...LocalizedSchema.shape,
  /** Staff's reads with `include=translations`, and answers to their writes. */
  translations: StoredArticleTranslationsSchema.optional(),
});
export type NewsArticle = z.infer<typeof NewsArticleSchema>;

export const NewsListSchema = z.object({ articles: z.array(NewsArticleSchema) });
export type NewsList = z.infer<typeof NewsListSchema>;

export const NewsInputSchema = z.object({
  title: requiredText(300),
  excerpt: requiredText(1000),
  content: requiredText(100_000),
  category: requiredText(100),
  tags: z.array(requiredText(60)).min(1).max(20),
  author: requiredText(200),
  image: optionalLink(),
  /** When omitted on create the article is published now; a future time schedules it. */
  published_at: z.iso.datetime({ offset: true }).optional(),
  translations: ArticleTranslationsSchema.optional(),
});
export type NewsInput = z.infer<typeof NewsInputSchema>;
export const NewsPatchSchema = NewsInputSchema.partial();
export type NewsPatch = z.infer<typeof NewsPatchSchema>;
