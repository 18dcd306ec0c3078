import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  type ManagedTeamSort,
  type MemberTranslation,
  type TeamMember,
  TeamMemberSchema,
  type TeamVisibility,
  type TranslationLanguage,
  type VisibilityCounts,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { teamMembers } from '../../db/schema.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { missingTranslation, type StoredTranslations } from '../../lib/translations.js';
import { toWire } from '../../lib/wire.js';
import { imageOf, pictureFields, type StoredImage } from '../media/repository.js';

/** A member as read: the columns and the portrait from the media library. */
type TeamMemberRow = typeof teamMembers.$inferSelect & { profile_media: StoredImage | null };
const memberColumns = {
  ...getTableColumns(teamMembers),
  profile_media: imageOf(teamMembers.profile_media_id),
};
type TeamMemberValues = Omit<
  typeof teamMembers.$inferInsert,
  'id' | 'created_at' | 'updated_at' | 'translations'
>;

export const toTeamMember = (row: TeamMemberRow): TeamMember => {
  const picture = pictureFields(row.profile_media, row.profile_image);
  return toWire(TeamMemberSchema, {
    ...row,
    profile_image: picture.url,
    profile_media: picture.media,
  });
};

/** The members visitors see. */
export const visibleMembers = (): SQL => eq(teamMembers.is_visible, true);

/** By display_order, then id, everywhere the team is listed. */
export const teamOrder = () => [asc(teamMembers.display_order), asc(teamMembers.id)];

/** Visitors see visible members only; content staff see hidden ones too. */
const visibleTo = (includeHidden: boolean): SQL | undefined =>
  includeHidden ? undefined : visibleMembers();

/** The filters of Team Members' list. */
export type ManagedTeamFilter = {
  search?: string;
  visibility?: TeamVisibility;
  missing?: TranslationLanguage;
};

/** Every filter but the visibility (the counts of visible and hidden are taken under these). */
function otherManagedFilters({ search, missing }: ManagedTeamFilter): SQL | undefined {
  const text = search?.trim();
  const pattern = text ? containsPattern(text) : undefined;
  return and(
    pattern
      ? or(
          ilike(teamMembers.name, pattern),
          ilike(teamMembers.position, pattern),
          ilike(teamMembers.email, pattern),
          ilike(teamMembers.bio, pattern),
        )
      : undefined,
    missing ? missingTranslation(teamMembers.translations, missing) : undefined,
  );
}

const MANAGED_ORDER: Record<ManagedTeamSort, () => SQL[]> = {
  display_order: teamOrder,
  name: () => [asc(sql`lower(${teamMembers.name})`), asc(teamMembers.id)],
  '-name': () => [desc(sql`lower(${teamMembers.name})`), desc(teamMembers.id)],
};

export function teamRepository(db: Db) {
  return {
    /** By display_order, then id. */
    list: (includeHidden: boolean) =>
      db
        .select(memberColumns)
        .from(teamMembers)
        .where(visibleTo(includeHidden))
        .orderBy(...teamOrder()),
    /**
     * A page of every member that matches, in the order asked; how many match; and how many
     * visible and hidden members match the other filters.
     */
    managed: async (
      filter: ManagedTeamFilter,
      sort: ManagedTeamSort,
      page: { limit: number; offset: number },
    ) => {
      const others = otherManagedFilters(filter);
      const [rows, byVisibility] = await Promise.all([
        db
          .select(memberColumns)
          .from(teamMembers)
          .where(
            and(
              others,
              filter.visibility
                ? eq(teamMembers.is_visible, filter.visibility === 'visible')
                : undefined,
            ),
          )
          .orderBy(...MANAGED_ORDER[sort]())
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ is_visible: teamMembers.is_visible, n: count() })
          .from(teamMembers)
          .where(others)
          .groupBy(teamMembers.is_visible),
      ]);
      const visibility: VisibilityCounts = { visible: 0, hidden: 0 };
      for (const row of byVisibility)
        visibility[row.is_visible ? 'visible' : 'hidden'] = Number(row.n);
      const total = filter.visibility
        ? visibility[filter.visibility]
        : visibility.visible + visibility.hidden;
      return { rows, total, visibility };
    },
    byId: async (id: number, includeHidden: boolean) =>
      (
        await db
          .select(memberColumns)
          .from(teamMembers)
          .where(and(eq(teamMembers.id, id), visibleTo(includeHidden)))
      )[0],
    create: async (values: TeamMemberValues, translations: StoredTranslations<MemberTranslation>) =>
      (
        await db
          .insert(teamMembers)
          .values({ ...values, translations })
          .returning(memberColumns)
      )[0]!,
    /** `translations`: what `changedTranslations` makes of the write's, if it gave any. */
    update: async (id: number, values: Partial<TeamMemberValues>, translations?: SQL) =>
      (
        await db
          .update(teamMembers)
          .set({ ...values, ...(translations && { translations }), updated_at: new Date() })
          .where(eq(teamMembers.id, id))
          .returning(memberColumns)
      )[0],
    remove: async (id: number) =>
      (await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning({ id: teamMembers.id }))
        .length > 0,
  };
}
