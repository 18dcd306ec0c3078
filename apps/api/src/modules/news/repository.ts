import { and, asc, desc, eq, getTableColumns, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  type NewsArticle,
  NewsArticleSchema,
  type NewsInput,
  type ManagedNewsSort,
  type NewsPatch,
  type PublicationPhase,
  type PublicationState,
  publicationPhase,
  type TranslationLanguage,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { newsArticles } from '../../db/schema.js';
import {
  changedTranslations,
  missingTranslation,
  newTranslations,
} from '../../lib/translations.js';
import { toWire } from '../../lib/wire.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { imageOf, pictureFields, type StoredImage } from '../media/repository.js';
import {
  countPhases,
  inPhase,
  inPhaseCount,
  type PublicationColumns,
} from '../publication/phases.js';

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

/** The filters of News Management's list. */
export type ManagedNewsFilter = {
  search?: string;
  phase?: PublicationPhase;
  missing?: TranslationLanguage;
};

/** The publication columns of newsArticles. */
const ARTICLE_PUBLICATION: PublicationColumns = {
  state: newsArticles.publication,
  at: newsArticles.published_at,
};

/** Every filter but the phase (the counts by phase are taken under these). */
function otherManagedFilters({ search, missing }: ManagedNewsFilter): SQL | undefined {
  const text = search?.trim();
  const pattern = text ? containsPattern(text) : undefined;
  return and(
    pattern
      ? or(
          ilike(newsArticles.title, pattern),
          ilike(newsArticles.excerpt, pattern),
          ilike(newsArticles.author, pattern),
          ilike(newsArticles.category, pattern),
          sql`array_to_string(${newsArticles.tags}, ' ') ilike ${pattern}`,
        )
      : undefined,
    missing ? missingTranslation(newsArticles.translations, missing) : undefined,
  );
}

const MANAGED_ORDER: Record<ManagedNewsSort, () => SQL[]> = {
  '-published_at': newestFirst,
  published_at: () => [asc(newsArticles.published_at), asc(newsArticles.id)],
  title: () => [asc(sql`lower(${newsArticles.title})`), desc(newsArticles.id)],
  '-title': () => [desc(sql`lower(${newsArticles.title})`), desc(newsArticles.id)],
};

export function newsRepository(db: Db) {
  return {
    /** Newest publication first. */
    list: (includeScheduled: boolean) =>
      db
        .select(articleColumns)
        .from(newsArticles)
        .where(visibleTo(includeScheduled))
        .orderBy(...newestFirst()),
    /**
     * A page of every article that matches, in the order asked; how many match; and per phase
     * how many match the other filters.
     */
    managed: async (
      filter: ManagedNewsFilter,
      sort: ManagedNewsSort,
      page: { limit: number; offset: number },
      now = new Date(),
    ) => {
      const others = otherManagedFilters(filter);
      const [rows, phases] = await Promise.all([
        db
          .select(articleColumns)
          .from(newsArticles)
          .where(
            and(others, filter.phase ? inPhase(ARTICLE_PUBLICATION, filter.phase, now) : undefined),
          )
          .orderBy(...MANAGED_ORDER[sort]())
          .limit(page.limit)
          .offset(page.offset),
        countPhases(db, newsArticles, ARTICLE_PUBLICATION, others, now),
      ]);
      return { rows, total: inPhaseCount(phases, filter.phase), phases };
    },
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
