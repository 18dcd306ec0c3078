import {
  TestimonialInputSchema,
  TestimonialListSchema,
  TestimonialPatchSchema,
  TestimonialSchema,
  TRANSLATED_FIELDS,
} from '@app/contracts';
import type { Api } from '../../lib/route-types.js';
import { testimonials } from '../../db/schema.js';
import { changedTranslations, newTranslations } from '../../lib/translations.js';
import { contentRoutes } from '../../http/content-routes.js';
import { testimonialsRepository, toTestimonial } from './repository.js';

/**
 * Client testimonials (the landing page's social proof): visitors read the visible ones, the
 * staff who manage content see and manage all, as with team members. Every field is plain text
 * (shown escaped), so nothing is sanitised.
 */
export async function testimonialsRoutes(app: Api) {
  const repo = testimonialsRepository(app.ctx.db);
  contentRoutes(app, {
    tag: 'testimonials',
    area: 'content',
    item: TestimonialSchema,
    toWire: toTestimonial,
    fields: TRANSLATED_FIELDS.testimonials,
    texts: { notFound: 'Testimonial not found', deleted: 'Testimonial deleted' },
    list: {
      path: '/',
      schema: TestimonialListSchema,
      answer: async (staff, wire) => ({ testimonials: (await repo.list(staff)).map(wire) }),
    },
    byId: repo.byId,
    create: {
      body: TestimonialInputSchema,
      run: ({ translations, ...input }) => repo.create(input, newTranslations(translations)),
    },
    update: {
      method: 'patch',
      body: TestimonialPatchSchema,
      run: (id, { translations, ...change }) =>
        repo.update(id, change, changedTranslations(testimonials.translations, translations)),
    },
    remove: repo.remove,
  });
}
