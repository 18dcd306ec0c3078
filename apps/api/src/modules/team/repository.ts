import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { TeamMember } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { teamMembers } from '../../db/schema.js';
import { iso } from '../../lib/route-types.js';

type TeamMemberRow = typeof teamMembers.$inferSelect;
type TeamMemberValues = Omit<typeof teamMembers.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

export const toTeamMember = (row: TeamMemberRow): TeamMember => ({
  id: row.id,
  name: row.name,
  position: row.position,
  department: row.department,
  bio: row.bio,
  email: row.email,
  phone: row.phone,
  linkedin_url: row.linkedin_url,
  twitter_url: row.twitter_url,
  github_url: row.github_url,
  profile_image: row.profile_image,
  is_visible: row.is_visible,
  display_order: row.display_order,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** The members visitors see. */
export const visibleMembers = (): SQL => eq(teamMembers.is_visible, true);

/** Visitors see visible members only; content staff see hidden ones too. */
const visibleTo = (includeHidden: boolean): SQL | undefined =>
  includeHidden ? undefined : visibleMembers();

export function teamRepository(db: Db) {
  return {
    /** By display_order, then id. */
    list: (includeHidden: boolean) =>
      db
        .select()
        .from(teamMembers)
        .where(visibleTo(includeHidden))
        .orderBy(asc(teamMembers.display_order), asc(teamMembers.id)),
    byId: async (id: number, includeHidden: boolean) =>
      (
        await db
          .select()
          .from(teamMembers)
          .where(and(eq(teamMembers.id, id), visibleTo(includeHidden)))
      )[0],
    create: async (values: TeamMemberValues) =>
      (await db.insert(teamMembers).values(values).returning())[0]!,
    update: async (id: number, values: Partial<TeamMemberValues>) =>
      (
        await db
          .update(teamMembers)
          .set({ ...values, updated_at: new Date() })
          .where(eq(teamMembers.id, id))
          .returning()
      )[0],
    remove: async (id: number) =>
      (await db.delete(teamMembers).where(eq(teamMembers.id, id)).returning({ id: teamMembers.id }))
        .length > 0,
  };
}
