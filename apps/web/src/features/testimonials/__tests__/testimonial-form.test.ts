import { type Testimonial, TestimonialInputSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { allTexts } from '@/i18n/resources';
import { checkForm, issueTexts } from '@/lib/form-errors';
import {
  byDisplayOrder,
  emptyTestimonialForm,
  type TestimonialFormInput,
  testimonialToForm,
  toTestimonialInput,
} from '../lib/testimonial-form';

const { t } = allTexts('en').get();
/** What the form sends after the API's own schema has read it. */
const check = (values: TestimonialFormInput) =>
  checkForm(TestimonialInputSchema, toTestimonialInput(values));
/** Each failing field's message in the manager language. */
const errorsOf = (values: TestimonialFormInput) => issueTexts(t, check(values).issues);

const testimonial: Testimonial = {
  id: 7,
  quote: 'On time and on budget.',
  person_name: 'Nigar Rzayeva',
  person_role: null,
  company: 'Caspian Bank',
  logo_url: '/media/testimonials/caspian-bank.svg',
  is_visible: false,
  display_order: 3,
  created_at: '',
  updated_at: '',
};
const filled = { ...emptyTestimonialForm, quote: 'Q', person_name: 'N', company: 'C' };

describe('testimonial form', () => {
  it('starts visible with display order 1, and sends empty optional fields as null', () => {
    expect(emptyTestimonialForm.is_visible).toBe(true);
    expect(check(filled).data).toEqual({
      quote: 'Q',
      person_name: 'N',
      person_role: null,
      company: 'C',
      logo_url: null,
      is_visible: true,
      display_order: 1,
      translations: { de: null, az: null },
    });
  });

  it('requires the quote, the name and the company, and checks the lengths, logo and order', () => {
    expect(errorsOf({ ...emptyTestimonialForm, display_order: '0' })).toEqual({
      quote: 'This field is required.',
      person_name: 'This field is required.',
      company: 'This field is required.',
      display_order: 'Please enter a number of at least 1.',
    });
    expect(
      errorsOf({
        ...filled,
        quote: 'x'.repeat(1001),
        company: 'x'.repeat(201),
        logo_url: 'logo.svg',
        display_order: 'two',
      }),
    ).toEqual({
      quote: 'Please use at most 1000 characters.',
      company: 'Please use at most 200 characters.',
      logo_url: 'Please enter a valid URL (http:// or https://) or a site path starting with /.',
      display_order: 'Please enter a number.',
    });
    expect(errorsOf({ ...filled, logo_url: 'https://cdn.example/logo.png' })).toEqual({});
  });

  it('fills the form from a testimonial being edited, with its translations as text', () => {
    const form = testimonialToForm({
      ...testimonial,
      translations: {
        de: { quote: 'Pünktlich.', person_role: 'Leiterin' },
        az: { quote: 'Vaxtında.' },
      },
    });
    expect(form).toMatchObject({
      person_role: '',
      logo_url: '/media/testimonials/caspian-bank.svg',
      is_visible: false,
      display_order: '3',
    });
    expect(form.translations).toEqual({
      de: { quote: 'Pünktlich.', person_role: 'Leiterin' },
      az: { quote: 'Vaxtında.', person_role: '' },
    });
    expect(testimonialToForm(null)).toBe(emptyTestimonialForm);
  });

  it('sends each language it has, a language left empty as null (which removes it)', () => {
    const form = testimonialToForm({
      ...testimonial,
      translations: { de: { quote: 'Pünktlich.' } },
    });
    const cleared = {
      ...form,
      translations: { ...form.translations, de: { quote: ' ', person_role: '' } },
    };
    expect(check(cleared).data?.translations).toEqual({ de: null, az: null });
    const written = {
      ...form,
      translations: { de: form.translations.de, az: { quote: 'Vaxtında.', person_role: '' } },
    };
    expect(check(written).data?.translations).toEqual({
      de: { quote: 'Pünktlich.', person_role: null },
      az: { quote: 'Vaxtında.', person_role: null },
    });
    expect(
      errorsOf({
        ...filled,
        translations: { ...filled.translations, az: { quote: 'x'.repeat(1001), person_role: '' } },
      }),
    ).toEqual({ 'translations.az.quote': 'Please use at most 1000 characters.' });
  });

  it('lists testimonials by display order, hidden ones included', () => {
    const sorted = byDisplayOrder([
      { id: 1, display_order: 2 },
      { id: 2, display_order: 1 },
      { id: 3, display_order: 2 },
    ]);
    expect(sorted.map((item) => item.id)).toEqual([2, 1, 3]);
  });
});
