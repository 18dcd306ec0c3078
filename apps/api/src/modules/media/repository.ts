import { count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  MediaAlt,
  MediaImage,
  MediaItem,
  MediaUsage,
  MediaVariant,
  MediaListQuery,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { media, newsArticles, projects, teamMembers } from '../../db/schema.js';
import { iso } from '../../lib/dates.js';
import { badRequest } from '../../lib/http-error.js';
import { containsPattern } from '../../lib/like-pattern.js';

/** Rich text (or its translations) showing the image: an address under /images/<id>/ in it. */
const inText = (id: number, ...columns: AnyPgColumn[]) =>
  or(...columns.map((column) => sql`${column}::text like ${`%/images/${id}/%`}`));

export type MediaRow = typeof media.$inferSelect;
export type NewMedia = Omit<typeof media.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/** What a content item's read carries of its picture (`imageOf`). */
export type StoredImage = Pick<
  MediaRow,
  'id' | 'width' | 'height' | 'alt' | 'placeholder' | 'variants'
>;

/** The public address of one of a media item's files: `original` or `<width>.<format>`. */
export const mediaFileUrl = (id: number, file: string) => `/images/${id}/${file}`;
export const variantFile = (variant: Pick<MediaVariant, 'width' | 'format'>) =>
  `${variant.width}.${variant.format}`;

/** An image as content items carry it and the public pages render it. */
export const toMediaImage = (image: StoredImage): MediaImage => ({
  id: image.id,
  url: mediaFileUrl(image.id, 'original'),
  width: image.width,
  height: image.height,
  alt: image.alt,
  placeholder: image.placeholder,
  variants: image.variants.map((variant) => ({
    width: variant.width,
    height: variant.height,
    format: variant.format,
    url: mediaFileUrl(image.id, variantFile(variant)),
  })),
});

/** A content item's picture on the wire, and the URL field that the spec's clients read. */
export const pictureFields = (image: StoredImage | null, url: string | null) => ({
  media: image ? toMediaImage(image) : null,
  url: image ? mediaFileUrl(image.id, 'original') : url,
});

export const toMediaItem = (row: MediaRow, usages?: MediaUsage[]): MediaItem => ({
  ...toMediaImage(row),
  file_name: row.file_name,
  content_type: row.content_type,
  bytes: row.bytes,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  ...(usages ? { usages } : {}),
});

/**
 * A content item's picture, read in the same statement as the item (a select or a write's
 * `returning`): the media row its `column` names, as `StoredImage`, or null. One index lookup
 * per row by the primary key, so a list costs one query.
 */
export const imageOf = (column: AnyPgColumn) =>
  sql<StoredImage | null>`(select json_build_object('id', m.id, 'width', m.width, 'height', m.height, 'alt', m.alt, 'placeholder', m.placeholder, 'variants', m.variants) from ${media} m where m.id = ${column})`;

/** Every key a media item keeps in the file storage: the original's and its variants'. */
export const storageKeys = (row: Pick<MediaRow, 'storage_key' | 'variants'>) => [
  row.storage_key,
  ...row.variants.map((variant) => variant.key),
];

/** Refuses (400) a content item's media id that names no library image. */
export async function checkMediaRef(db: Db, field: string, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, id));
  if (!row)
    throw badRequest(`Invalid request: ${field} ${id} is not an image of the media library`);
}

function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(media.file_name, pattern),
    ...(['en', 'de', 'az'] as const).map((lang) => ilike(sql`${media.alt} ->> ${lang}`, pattern)),
  );
}

export function mediaRepository(db: Db) {
  return {
    /** A page of the library, newest first, and how many match. */
    page: async ({ search, page, per_page }: MediaListQuery) => {
      const where = matching(search);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(media)
          .where(where)
          .orderBy(desc(media.created_at), desc(media.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ total: count() }).from(media).where(where),
      ]);
      return { rows, total: total!.total };
    },
    byId: async (id: number) => (await db.select().from(media).where(eq(media.id, id)))[0],
    create: async (values: NewMedia) => (await db.insert(media).values(values).returning())[0]!,
    /** The alternative texts given replace those of their languages; an empty one removes it. */
    updateAlt: async (id: number, alt: MediaAlt) => {
      const row = (await db.select().from(media).where(eq(media.id, id)))[0];
      if (!row) return undefined;
      const merged: MediaAlt = { ...row.alt };
      for (const lang of ['en', 'de', 'az'] as const) {
        const text = alt[lang];
        if (text === undefined) continue;
        if (text.trim()) merged[lang] = text.trim();
        else delete merged[lang];
      }
      return (
        await db
          .update(media)
          .set({ alt: merged, updated_at: new Date() })
          .where(eq(media.id, id))
          .returning()
      )[0];
    },
    /**
     * Where the image is used: the articles, team members and projects that show it as their
     * picture or in their rich text (body, bio, or a translation of them).
     */
    usages: async (id: number): Promise<MediaUsage[]> => {
      const [news, team, work] = await Promise.all([
        db
          .select({ id: newsArticles.id, title: newsArticles.title })
          .from(newsArticles)
          .where(
            or(
              eq(newsArticles.image_media_id, id),
              inText(id, newsArticles.content, newsArticles.translations),
            ),
          ),
        db
          .select({ id: teamMembers.id, title: teamMembers.name })
          .from(teamMembers)
          .where(
            or(
              eq(teamMembers.profile_media_id, id),
              inText(id, teamMembers.bio, teamMembers.translations),
            ),
          ),
        db
          .select({ id: projects.id, title: projects.name })
          .from(projects)
          .where(eq(projects.photo_media_id, id)),
      ]);
      return [
        ...news.map((row) => ({ kind: 'news' as const, ...row })),
        ...team.map((row) => ({ kind: 'team' as const, ...row })),
        ...work.map((row) => ({ kind: 'project' as const, ...row })),
      ];
    },
    /**
     * Removes the row (the content items using it as their picture lose it, and their rich
     * text loses its pictures of it), in one transaction; answers it.
     */
    remove: (id: number) =>
      db.transaction(async (tx) => {
        const picture = `<img[^>]*/images/${id}/[^>]*>`;
        const without = (column: AnyPgColumn) =>
          sql`regexp_replace(${column}, ${picture}, '', 'g')`;
        const withoutIn = (column: AnyPgColumn) =>
          sql`regexp_replace(${column}::text, ${picture}, '', 'g')::jsonb`;
        await tx
          .update(newsArticles)
          .set({
            content: without(newsArticles.content),
            translations: withoutIn(newsArticles.translations),
          })
          .where(inText(id, newsArticles.content, newsArticles.translations));
        await tx
          .update(teamMembers)
          .set({ bio: without(teamMembers.bio), translations: withoutIn(teamMembers.translations) })
          .where(inText(id, teamMembers.bio, teamMembers.translations));
        return (await tx.delete(media).where(eq(media.id, id)).returning())[0];
      }),
    /** Of `keys`, those that a media item keeps (its original or a variant), for the sweep. */
    referencedKeys: async (keys: string[]) => {
      if (keys.length === 0) return new Set<string>();
      const rows = await db
        .select({ key: media.storage_key, variants: media.variants })
        .from(media)
        .where(
          or(
            inArray(media.storage_key, keys),
            sql`exists (select 1 from jsonb_array_elements(${media.variants}) v where v ->> 'key' in (${sql.join(
              keys.map((key) => sql`${key}`),
              sql`, `,
            )}))`,
          ),
        );
      return new Set(rows.flatMap((row) => storageKeys({ storage_key: row.key, ...row })));
    },
  };
}
