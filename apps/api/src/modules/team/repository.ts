import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { MemberTranslation } from '@app/contracts';
import { type TeamMember, TeamMemberSchema } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { teamMembers } from '../../db/schema.js';
import type { StoredTranslations } from '../../lib/translations.js';
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

export function teamRepository(db: Db) {
  return {
    /** By display_order, then id. */
    list: (includeHidden: boolean) =>
      db
        .select(memberColumns)
        .from(teamMembers)
        .where(visibleTo(includeHidden))
        .orderBy(...teamOrder()),
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
