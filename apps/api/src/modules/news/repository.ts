import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { NewsArticle, NewsInput, NewsPatch } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { newsArticles } from '../../db/schema.js';
import { iso } from '../../lib/route-types.js';

type NewsRow = typeof newsArticles.$inferSelect;

export const toArticle = (row: NewsRow): NewsArticle => ({
  id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  category: row.category,
  tags: row.tags,
  author: row.author,
  image: row.image,
  published_at: iso(row.published_at),
  updated_at: iso(row.updated_at),
});

/** The articles visitors see: those whose publication time has come. */
export const publishedArticles = (): SQL => lte(newsArticles.published_at, sql`now()`);

/** Visitors see an article once its publication time has come; staff also see scheduled ones. */
const visibleTo = (includeScheduled: boolean): SQL | undefined =>
  includeScheduled ? undefined : publishedArticles();

export function newsRepository(db: Db) {
  return {
    /** Newest publication first. */
    list: (includeScheduled: boolean) =>
      db
        .select()
        .from(newsArticles)
        .where(visibleTo(includeScheduled))
        .orderBy(desc(newsArticles.published_at), desc(newsArticles.id)),
    byId: async (id: number, includeScheduled: boolean) =>
      (
        await db
          .select()
          .from(newsArticles)
          .where(and(eq(newsArticles.id, id), visibleTo(includeScheduled)))
      )[0],
    /** Without a publication time the article is published now. */
    create: async ({ published_at, ...input }: NewsInput, createdBy: number) =>
      (
        await db
          .insert(newsArticles)
          .values({
            ...input,
            image: input.image ?? null,
            ...(published_at ? { published_at: new Date(published_at) } : {}),
            created_by: createdBy,
          })
          .returning()
      )[0]!,
    update: async (id: number, { published_at, ...patch }: NewsPatch) =>
      (
        await db
          .update(newsArticles)
          .set({
            ...patch,
            ...(published_at ? { published_at: new Date(published_at) } : {}),
            updated_at: new Date(),
          })
          .where(eq(newsArticles.id, id))
          .returning()
      )[0],
    remove: async (id: number) =>
      (
        await db
          .delete(newsArticles)
          .where(eq(newsArticles.id, id))
          .returning({ id: newsArticles.id })
      ).length > 0,
  };
}
