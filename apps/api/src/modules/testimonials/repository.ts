import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { TestimonialTranslation } from '@app/contracts';
import { type Testimonial, TestimonialSchema } from '@app/contracts';
import type { Db } from '../../db/client.js';
import { testimonials } from '../../db/schema.js';
import type { StoredTranslations } from '../../lib/translations.js';
import { toWire } from '../../lib/wire.js';

type TestimonialRow = typeof testimonials.$inferSelect;
type TestimonialValues = Omit<
  typeof testimonials.$inferInsert,
  'id' | 'created_at' | 'updated_at' | 'translations'
>;

export const toTestimonial = (row: TestimonialRow): Testimonial => toWire(TestimonialSchema, row);

/** The testimonials visitors see. */
export const visibleTestimonials = (): SQL => eq(testimonials.is_visible, true);

/** By display_order, then id, everywhere testimonials are listed. */
export const testimonialOrder = () => [asc(testimonials.display_order), asc(testimonials.id)];

/** Visitors see visible testimonials only; content staff see hidden ones too. */
const visibleTo = (includeHidden: boolean): SQL | undefined =>
  includeHidden ? undefined : visibleTestimonials();

export function testimonialsRepository(db: Db) {
  return {
    /** By display_order, then id. */
    list: (includeHidden: boolean) =>
      db
        .select()
        .from(testimonials)
        .where(visibleTo(includeHidden))
        .orderBy(...testimonialOrder()),
    byId: async (id: number, includeHidden: boolean) =>
      (
        await db
          .select()
          .from(testimonials)
          .where(and(eq(testimonials.id, id), visibleTo(includeHidden)))
      )[0],
    create: async (
      values: TestimonialValues,
      translations: StoredTranslations<TestimonialTranslation>,
    ) =>
      (
        await db
          .insert(testimonials)
          .values({ ...values, translations })
          .returning()
      )[0]!,
    /** `translations`: what `changedTranslations` makes of the write's, if it gave any. */
    update: async (id: number, values: Partial<TestimonialValues>, translations?: SQL) =>
      (
        await db
          .update(testimonials)
          .set({ ...values, ...(translations && { translations }), updated_at: new Date() })
          .where(eq(testimonials.id, id))
          .returning()
      )[0],
    remove: async (id: number) =>
      (
        await db
          .delete(testimonials)
          .where(eq(testimonials.id, id))
          .returning({ id: testimonials.id })
      ).length > 0,
  };
}
