import { and, asc, eq, exists, isNull, sql } from 'drizzle-orm';
import { type User, UserSchema } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema.js';
import { toWire } from '../../lib/wire.js';

type UserRow = typeof users.$inferSelect;

/** The wire shape: never the password hash. */
export const toUser = (row: UserRow): User => toWire(UserSchema, row);

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
    /**
     * The user an access token names, with what a request needs of them, if its session (the
     * refresh-token family it was issued with) is still open: not signed out nor revoked.
     */
    inOpenSession: async (userId: number, sessionId: string) => {
      const openSession = db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.family_id, sessionId),
            eq(refreshTokens.user_id, userId),
            isNull(refreshTokens.revoked_at),
          ),
        );
      const [user] = await db
        .select({
          id: users.id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
          role_id: users.role_id,
          is_enabled: users.is_enabled,
        })
        .from(users)
        .where(and(eq(users.id, userId), exists(openSession)));
      return user;
    },
    create: async (values: typeof users.$inferInsert) =>
      (await db.insert(users).values(values).returning())[0]!,
    /** Inserts unless a user with the same id or email exists; answers whether it did. */
    createIfAbsent: async (values: typeof users.$inferInsert) =>
      (await db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id }))
        .length > 0,
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
