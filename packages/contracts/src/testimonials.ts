import { z } from 'zod';
import {
  optionalLink,
  optionalText,
  requiredText,
  TimestampSchema,
  wholeNumber,
} from './common.js';
import {
  LocalizedSchema,
  StoredTestimonialTranslationsSchema,
  TestimonialTranslationsSchema,
} from './translations.js';

/**
 * A client's quote on the landing page (social proof): who said it, for which company, and the
 * company's logo. The quote and the person's role are translated (ADR 0011).
 */
export const TestimonialSchema = z.object({
  id: z.number().int(),
  quote: z.string(),
  person_name: z.string(),
  person_role: z.string().nullable(),
  company: z.string(),
  /** An image address (a site path such as `/media/testimonials/…` or an http(s) URL). */
  logo_url: z.string().nullable(),
  is_visible: z.boolean(),
  display_order: z.number().int(),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
  ...LocalizedSchema.shape,
  /** Staff's reads with `include=translations`, and answers to their writes. */
  translations: StoredTestimonialTranslationsSchema.optional(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

export const TestimonialListSchema = z.object({ testimonials: z.array(TestimonialSchema) });
export type TestimonialList = z.infer<typeof TestimonialListSchema>;

/** A whole number from 1, as team members' (forms may send it as text). */
const DisplayOrderSchema = wholeNumber(1, 100_000);

const TestimonialFieldsSchema = z.object({
  quote: requiredText(1_000),
  person_name: requiredText(200),
  person_role: optionalText(200),
  company: requiredText(200),
  logo_url: optionalLink(),
  is_visible: z.boolean(),
  display_order: DisplayOrderSchema,
  translations: TestimonialTranslationsSchema,
});

export const TestimonialInputSchema = TestimonialFieldsSchema.extend({
  translations: TestimonialTranslationsSchema.optional(),
  is_visible: z.boolean().default(true),
  display_order: DisplayOrderSchema.default(1),
});
export type TestimonialInput = z.infer<typeof TestimonialInputSchema>;
export const TestimonialPatchSchema = TestimonialFieldsSchema.partial();
export type TestimonialPatch = z.infer<typeof TestimonialPatchSchema>;
