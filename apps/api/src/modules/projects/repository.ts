import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  isSafeGradient,
  type ManagedProjectsSort,
  type PublicationPhase,
  type PublicationState,
  publicationPhase,
  type Project,
  ProjectSchema,
  type ProjectInput,
  type ProjectStatus,
  type TranslationLanguage,
} from '@app/contracts';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/schema.js';
import { toWire } from '../../lib/wire.js';
import { imageOf, pictureFields, type StoredImage } from '../media/repository.js';
import { containsPattern } from '../../lib/like-pattern.js';
import {
  changedTranslations,
  missingTranslation,
  newTranslations,
  translationsMatch,
} from '../../lib/translations.js';
import {
  countPhases,
  inPhase,
  inPhaseCount,
  type PublicationColumns,
} from '../publication/phases.js';

/** A project as read: its columns and its photo from the media library. */
type ProjectRow = typeof projects.$inferSelect & { photo_media: StoredImage | null };
const projectColumns = {
  ...getTableColumns(projects),
  photo_media: imageOf(projects.photo_media_id),
};
type ProjectValues = Omit<
  typeof projects.$inferInsert,
  'id' | 'created_at' | 'updated_at' | 'translations'
>;

export type ProjectFilters = { search?: string; status?: ProjectStatus; technology?: string };

export const toProject = (row: ProjectRow): Project => {
  const picture = pictureFields(row.photo_media, row.photo_url);
  return {
    ...toWire(ProjectSchema, {
      ...row,
      photo_url: picture.url,
      photo_media: picture.media,
      phase: publicationPhase(row.publication, row.publish_at),
    }),
    // A value stored before gradients were checked, and unsafe, is not served.
    gradient: row.gradient !== null && isSafeGradient(row.gradient) ? row.gradient : null,
  };
};

/**
 * The projects visitors see: published, and their publish time (if any) come, by this process's
 * clock (the one the read cache expires by). Drafts, archived and scheduled ones never.
 */
export const publicProjects = (now = new Date()): SQL =>
  and(
    eq(projects.publication, 'published'),
    or(isNull(projects.publish_at), lte(projects.publish_at, now)),
  )!;

/** What a write says of the publication: the state and publish time it gives, else unchanged. */
const publicationValues = ({ publication, publish_at }: ProjectInput) => ({
  ...(publication ? { publication } : {}),
  ...(publish_at === undefined
    ? {}
    : { publish_at: publish_at === null ? null : new Date(publish_at) }),
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
  photo_media_id: input.photo_media_id ?? null,
  category: input.category ?? null,
  features: input.features ?? null,
  challenge: input.challenge ?? null,
  solution: input.solution ?? null,
  results: input.results ?? null,
  gradient: input.gradient ?? null,
});

/** The projects whose name, description, category or a translation contains `pattern`. */
const textMatches = (pattern: string): SQL =>
  or(
    ilike(projects.name, pattern),
    ilike(projects.description, pattern),
    ilike(projects.category, pattern),
    translationsMatch(projects.translations, pattern),
  )!;

function matching(
  { search, status, technology }: ProjectFilters,
  visitor: boolean,
): SQL | undefined {
  const conditions: SQL[] = visitor ? [publicProjects()] : [];
  if (search) conditions.push(textMatches(containsPattern(search)));
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

/** The filters of the Projects admin's list. */
export type ManagedProjectsFilter = {
  search?: string;
  phase?: PublicationPhase;
  status?: ProjectStatus;
  missing?: TranslationLanguage;
};

/** The publication columns of projects. */
const PROJECT_PUBLICATION: PublicationColumns = {
  state: projects.publication,
  at: projects.publish_at,
};

/** Every filter but the phase (the counts by phase are taken under these). */
function otherManagedFilters({ search, status, missing }: ManagedProjectsFilter): SQL | undefined {
  const text = search?.trim();
  const pattern = text ? containsPattern(text) : undefined;
  return and(
    pattern
      ? or(
          textMatches(pattern),
          sql`array_to_string(${projects.technologies}, ' ') ilike ${pattern}`,
        )
      : undefined,
    status ? eq(projects.status, status) : undefined,
    missing ? missingTranslation(projects.translations, missing) : undefined,
  );
}

const MANAGED_ORDER: Record<ManagedProjectsSort, () => SQL[]> = {
  order: portfolioOrder,
  name: () => [asc(sql`lower(${projects.name})`), asc(projects.id)],
  '-name': () => [desc(sql`lower(${projects.name})`), desc(projects.id)],
  '-start_date': () => [sql`${projects.start_date} desc nulls last`, desc(projects.id)],
};

export function projectsRepository(db: Db) {
  return {
    /**
     * One page of the matching projects, by `order` (unset last) then id, and their count;
     * `visitor`: the public ones only.
     */
    page: async (filters: ProjectFilters, page: number, perPage: number, visitor: boolean) => {
      const where = matching(filters, visitor);
      const [rows, [count]] = await Promise.all([
        db
          .select(projectColumns)
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
    /**
     * A page of every project that matches, in the order asked; how many match; and per phase
     * how many match the other filters.
     */
    managed: async (
      filter: ManagedProjectsFilter,
      sort: ManagedProjectsSort,
      page: { limit: number; offset: number },
      now = new Date(),
    ) => {
      const others = otherManagedFilters(filter);
      const [rows, phases] = await Promise.all([
        db
          .select(projectColumns)
          .from(projects)
          .where(
            and(others, filter.phase ? inPhase(PROJECT_PUBLICATION, filter.phase, now) : undefined),
          )
          .orderBy(...MANAGED_ORDER[sort]())
          .limit(page.limit)
          .offset(page.offset),
        countPhases(db, projects, PROJECT_PUBLICATION, others, now),
      ]);
      return { rows, total: inPhaseCount(phases, filter.phase), phases };
    },
    /** The project; `visitor`: only when it is public. */
    byId: async (id: number, visitor = false) =>
      (
        await db
          .select(projectColumns)
          .from(projects)
          .where(and(eq(projects.id, id), visitor ? publicProjects() : undefined))
      )[0],
    /** Published at `at` (null: at once; a future time schedules it), back to draft, or archived. */
    setPublication: async (id: number, publication: PublicationState, at?: Date | null) =>
      (
        await db
          .update(projects)
          .set({
            publication,
            ...(publication === 'published' ? { publish_at: at ?? null } : {}),
            updated_at: new Date(),
          })
          .where(eq(projects.id, id))
          .returning(projectColumns)
      )[0],
    create: async (input: ProjectInput) =>
      (
        await db
          .insert(projects)
          .values({
            ...toValues(input),
            ...publicationValues(input),
            translations: newTranslations(input.translations),
          })
          .returning(projectColumns)
      )[0]!,
    replace: async (id: number, input: ProjectInput) =>
      (
        await db
          .update(projects)
          .set({
            ...toValues(input),
            ...publicationValues(input),
            translations: changedTranslations(projects.translations, input.translations),
            updated_at: new Date(),
          })
          .where(eq(projects.id, id))
          .returning(projectColumns)
      )[0],
    remove: async (id: number) =>
      (await db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id })).length >
      0,
  };
}
