import { describe, expect, it } from 'vitest';
import { buildApplicationFormData } from '../api/submit-application';
import {
  ApplicationFormSchema,
  emptyApplicationForm,
  fieldErrorMessage,
} from '../lib/application-form';

describe('the application request', () => {
  it('sends the text fields first, the three link fields empty, then one documents part per file', () => {
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    const form = buildApplicationFormData({
      jobId: 7,
      details: {
        first_name: 'Aysel',
        last_name: 'Mammadova',
        email: 'aysel@example.com',
        phone: null,
        cover_letter: 'Hello',
      },
      files: [cv, photo],
    });
    expect([...form.keys()]).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'cover_letter',
      'resume_url',
      'linkedin_url',
      'portfolio_url',
      'job_id',
      'documents',
      'documents',
    ]);
    expect(form.get('phone')).toBe('');
    expect(form.get('resume_url')).toBe('');
    expect(form.get('job_id')).toBe('7');
    expect(form.getAll('documents').map((file) => (file as File).name)).toEqual([
      'cv.pdf',
      'photo.png',
    ]);
  });
});

describe('the application form', () => {
  const t = ((key: string, options?: { max?: number }) =>
    options?.max === undefined ? key : `${key}:${options.max}`) as unknown as Parameters<
    typeof fieldErrorMessage
  >[0];

  it('requires first name, last name and email, and leaves phone and cover letter optional', () => {
    const result = ApplicationFormSchema.safeParse(emptyApplicationForm);
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(['first_name', 'last_name', 'email']);

    const valid = ApplicationFormSchema.parse({
      ...emptyApplicationForm,
      first_name: ' Murad ',
      last_name: 'Aliyev',
      email: 'murad@example.com',
    });
    expect(valid).toMatchObject({ first_name: 'Murad', phone: null, cover_letter: null });
  });

  it('explains each error in the visitor’s language', () => {
    expect(fieldErrorMessage(t, undefined)).toBeUndefined();
    expect(fieldErrorMessage(t, { type: 'too_small', message: 'Required' })).toBe(
      'careers.apply.errors.required',
    );
    expect(
      fieldErrorMessage(t, { type: 'invalid_format', message: 'Must be a valid email address' }),
    ).toBe('careers.apply.errors.email');
    expect(
      fieldErrorMessage(t, { type: 'too_big', message: 'Must be at most 100 characters' }),
    ).toBe('careers.apply.errors.tooLong:100');
  });
});
