import {
  type Testimonial,
  TestimonialInputSchema,
  type TestimonialTranslation,
  TRANSLATED_FIELDS,
} from '@app/contracts';
import type { z } from 'zod';
import {
  emptyTranslations,
  formToTranslations,
  translationsToForm,
  type TranslationsForm,
} from '@/lib/content-translations';
import { schemaResolver } from '@/lib/form-resolver';

/** The fields a testimonial has in each language (ADR 0011). */
export type TestimonialField = keyof TestimonialTranslation;

type TestimonialInput = z.input<typeof TestimonialInputSchema>;

/** The testimonial form as typed: its fields, and each translation's as text. */
export type TestimonialFormInput = Omit<TestimonialInput, 'translations'> & {
  translations: TranslationsForm<TestimonialField>;
};
export type TestimonialFormValues = z.output<typeof TestimonialInputSchema>;

/** What the form sends: a translation left empty as null, which removes it. */
export const toTestimonialInput = ({
  translations,
  ...testimonial
}: TestimonialFormInput): TestimonialInput => ({
  ...testimonial,
  translations: formToTranslations(translations),
});

/** The API's own input schema validates the form. */
export const testimonialFormResolver = schemaResolver(TestimonialInputSchema, toTestimonialInput);

/** The text fields of the form. */
export type TestimonialTextField = Exclude<
  keyof TestimonialFormValues,
  'is_visible' | 'translations'
>;

/** A new testimonial is visible, with display order 1 (as a new team member). */
export const emptyTestimonialForm = {
  quote: '',
  person_name: '',
  person_role: '',
  company: '',
  logo_url: '',
  is_visible: true,
  display_order: '1',
  translations: emptyTranslations(TRANSLATED_FIELDS.testimonials),
} satisfies TestimonialFormInput;

/** The form's values for a testimonial being edited, or the empty form. */
export const testimonialToForm = (testimonial: Testimonial | null): TestimonialFormInput =>
  testimonial
    ? {
        quote: testimonial.quote,
        person_name: testimonial.person_name,
        person_role: testimonial.person_role ?? '',
        company: testimonial.company,
        logo_url: testimonial.logo_url ?? '',
        is_visible: testimonial.is_visible,
        display_order: String(testimonial.display_order),
        translations: translationsToForm(TRANSLATED_FIELDS.testimonials, testimonial.translations),
      }
    : emptyTestimonialForm;

/** Every testimonial, hidden ones included, by display_order ascending (equal orders keep theirs). */
export const byDisplayOrder = <T extends Pick<Testimonial, 'display_order'>>(
  testimonials: readonly T[],
): T[] => [...testimonials].sort((a, b) => a.display_order - b.display_order);
