import { asc, eq, sql } from 'drizzle-orm';
import type { User } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { iso } from '../../lib/route-types.js';

type UserRow = typeof users.$inferSelect;

/** The wire shape: never the password hash. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  role_id: row.role_id,
  is_enabled: row.is_enabled,
  created_at: iso(row.created_at),
});

export function usersRepository(db: Db) {
  return {
    list: () => db.select().from(users).orderBy(asc(users.id)),
    byId: async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0],
    byEmail: async (email: string) =>
      (
        await db
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email})`)
      )[0],
    create: async (values: typeof users.$inferInsert) =>
      (await db.insert(users).values(values).returning())[0]!,
    update: async (id: number, values: Partial<typeof users.$inferInsert>) =>
      (
        await db
          .update(users)
          .set({ ...values, updated_at: new Date() })
          .where(eq(users.id, id))
          .returning()
      )[0],
    remove: async (id: number) =>
      (await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })).length > 0,
    count: async () => (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n,
  };
}
