import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  isSafeGradient,
  type Project,
  ProjectSchema,
  type ProjectInput,
  type ProjectStatus,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema.js';
import { toWire } from '../../lib/wire.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { changedTranslations, newTranslations, translationsMatch } from '../../lib/translations.js';

type ProjectRow = typeof projects.$inferSelect;
type ProjectValues = Omit<
  typeof projects.$inferInsert,
  'id' | 'created_at' | 'updated_at' | 'translations'
>;

export type ProjectFilters = { search?: string; status?: ProjectStatus; technology?: string };

export const toProject = (row: ProjectRow): Project => ({
  ...toWire(ProjectSchema, row),
  // A value stored before gradients were checked, and unsafe, is not served.
  gradient: row.gradient !== null && isSafeGradient(row.gradient) ? row.gradient : null,
});

/**
 * Every column of the record: a field left out of the input is cleared (PUT replaces), but for
 * the translations, which a write changes only in the languages it gives (ADR 0011).
 */
const toValues = (input: ProjectInput): ProjectValues => ({
  name: input.name,
  description: input.description ?? null,
  technologies: input.technologies,
  status: input.status,
  start_date: input.start_date ?? null,
  end_date: input.end_date ?? null,
  order: input.order ?? null,
  photo_url: input.photo_url ?? null,
  category: input.category ?? null,
  features: input.features ?? null,
  challenge: input.challenge ?? null,
  solution: input.solution ?? null,
  results: input.results ?? null,
  gradient: input.gradient ?? null,
});

function matching({ search, status, technology }: ProjectFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ilike(projects.name, pattern),
        ilike(projects.description, pattern),
        ilike(projects.category, pattern),
        translationsMatch(projects.translations, pattern),
      )!,
    );
  }
  if (status) conditions.push(eq(projects.status, status));
  if (technology) {
    conditions.push(
      sql`exists (select 1 from unnest(${projects.technologies}) as tech(name) where lower(tech.name) = lower(${technology}))`,
    );
  }
  return and(...conditions);
}

/** The portfolio's order, everywhere it is listed: by `order` (unset last), then id. */
export const portfolioOrder = () => [sql`${projects.order} asc nulls last`, asc(projects.id)];

export function projectsRepository(db: Db) {
  return {
    /** One page of the matching projects, by `order` (unset last) then id, and their count. */
    page: async (filters: ProjectFilters, page: number, perPage: number) => {
      const where = matching(filters);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(projects)
          .where(where)
          .orderBy(...portfolioOrder())
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(projects)
          .where(where),
      ]);
      return { rows, total: count!.total };
    },
    byId: async (id: number) => (await db.select().from(projects).where(eq(projects.id, id)))[0],
    create: async (input: ProjectInput) =>
      (
        await db
          .insert(projects)
          .values({ ...toValues(input), translations: newTranslations(input.translations) })
          .returning()
      )[0]!,
    replace: async (id: number, input: ProjectInput) =>
      (
        await db
          .update(projects)
          .set({
            ...toValues(input),
            translations: changedTranslations(projects.translations, input.translations),
            updated_at: new Date(),
          })
          .where(eq(projects.id, id))
          .returning()
      )[0],
    remove: async (id: number) =>
      (await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id })).length >
      0,
  };
}
