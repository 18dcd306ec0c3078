import { and, desc, eq, getTableColumns, lte, type SQL } from 'drizzle-orm';
import {
  type NewsArticle,
  NewsArticleSchema,
  type NewsInput,
  type NewsPatch,
  type PublicationState,
  publicationPhase,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { newsArticles } from '../../db/schema.js';
import { changedTranslations, newTranslations } from '../../lib/translations.js';
import { toWire } from '../../lib/wire.js';
import { imageOf, pictureFields, type StoredImage } from '../media/repository.js';

/** An article as read: its columns and its picture from the media library. */
type NewsRow = typeof newsArticles.$inferSelect & { image_media: StoredImage | null };
const articleColumns = {
  ...getTableColumns(newsArticles),
  image_media: imageOf(newsArticles.image_media_id),
};

export const toArticle = (row: NewsRow): NewsArticle => {
  const picture = pictureFields(row.image_media, row.image);
  return toWire(NewsArticleSchema, {
    ...row,
    image: picture.url,
    image_media: picture.media,
    phase: publicationPhase(row.publication, row.published_at),
  });
};

/**
 * The articles visitors see: the published ones whose publication time has come, by this
 * process's clock (like the jobs' deadlines), the clock the read cache expires by at the next
 * publication time. Drafts and archived articles never.
 */
export const publishedArticles = (now = new Date()): SQL =>
  and(eq(newsArticles.publication, 'published'), lte(newsArticles.published_at, now))!;

/** Newest publication first, everywhere articles are listed. */
export const newestFirst = () => [desc(newsArticles.published_at), desc(newsArticles.id)];

/** Visitors see an article once its publication time has come; staff also see scheduled ones. */
const visibleTo = (includeScheduled: boolean): SQL | undefined =>
  includeScheduled ? undefined : publishedArticles();

export function newsRepository(db: Db) {
  return {
    /** Newest publication first. */
    list: (includeScheduled: boolean) =>
      db
        .select(articleColumns)
        .from(newsArticles)
        .where(visibleTo(includeScheduled))
        .orderBy(...newestFirst()),
    byId: async (id: number, includeScheduled: boolean) =>
      (
        await db
          .select(articleColumns)
          .from(newsArticles)
          .where(and(eq(newsArticles.id, id), visibleTo(includeScheduled)))
      )[0],
    /** Without a publication time the article is published now. */
    create: async ({ published_at, translations, ...input }: NewsInput, createdBy: number) =>
      (
        await db
          .insert(newsArticles)
          .values({
            ...input,
            image: input.image ?? null,
            translations: newTranslations(translations),
            ...(published_at ? { published_at: new Date(published_at) } : {}),
            created_by: createdBy,
          })
          .returning(articleColumns)
      )[0]!,
    /**
     * A change of publication (the explicit actions): published at `at` (now when not given;
     * a future time schedules it), back to draft, or archived.
     */
    setPublication: async (id: number, publication: PublicationState, at?: Date) =>
      (
        await db
          .update(newsArticles)
          .set({
            publication,
            ...(publication === 'published' ? { published_at: at ?? new Date() } : {}),
            updated_at: new Date(),
          })
          .where(eq(newsArticles.id, id))
          .returning(articleColumns)
      )[0],
    update: async (id: number, { published_at, translations, ...patch }: NewsPatch) =>
      (
        await db
          .update(newsArticles)
          .set({
            ...patch,
            translations: changedTranslations(newsArticles.translations, translations),
            ...(published_at ? { published_at: new Date(published_at) } : {}),
            updated_at: new Date(),
          })
          .where(eq(newsArticles.id, id))
          .returning(articleColumns)
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
