import { describe, expect, it } from 'vitest';
import { allTexts } from '@/i18n/resources';
import { checkForm, issueTexts } from '@/lib/form-errors';
import { buildApplicationFormData } from '../api/submit-application';
import { ApplicationFormSchema, emptyApplicationForm } from '../lib/application-form';

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
        consent: true,
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
      'consent',
      'documents',
      'documents',
    ]);
    expect(form.get('consent')).toBe('true');
    expect(form.get('phone')).toBe('');
    expect(form.get('resume_url')).toBe('');
    expect(form.get('job_id')).toBe('7');
    expect(form.getAll('documents').map((file) => (file as File).name)).toEqual([
      'cv.pdf',
      'photo.png',
    ]);
  });

  it('sends the source of the visit as JSON, when known', () => {
    const details = {
      first_name: 'Aysel',
      last_name: 'Mammadova',
      email: 'aysel@example.com',
      phone: null,
      cover_letter: null,
      consent: true,
    };
    const source = { utm_source: 'linkedin', referrer: 'https://www.linkedin.com/' };
    const form = buildApplicationFormData({ jobId: 7, details, files: [], source });
    expect(JSON.parse(String(form.get('source')))).toEqual(source);
    expect(buildApplicationFormData({ jobId: 7, details, files: [] }).has('source')).toBe(false);
  });
});

describe('the application form', () => {
  it('requires first name, last name and email, and leaves phone and cover letter optional', () => {
    const { issues = {} } = checkForm(ApplicationFormSchema, emptyApplicationForm);
    expect(Object.keys(issues)).toEqual(['first_name', 'last_name', 'email', 'consent']);

    const valid = checkForm(ApplicationFormSchema, {
      ...emptyApplicationForm,
      first_name: ' Murad ',
      last_name: 'Aliyev',
      email: 'murad@example.com',
      consent: true,
    });
    expect(valid.data).toMatchObject({ first_name: 'Murad', phone: null, cover_letter: null });
  });

  it('explains each error in the visitor’s language', () => {
    const { issues } = checkForm(ApplicationFormSchema, {
      ...emptyApplicationForm,
      first_name: 'x'.repeat(101),
      email: 'murad@example',
    });
    expect(issueTexts(allTexts('en').get().t, issues)).toEqual({
      first_name: 'Please use at most 100 characters.',
      last_name: 'This field is required.',
      email: 'Please enter a valid email address.',
      consent: 'Please agree to the processing of your data to continue.',
    });
    expect(issueTexts(allTexts('de').get().t, issues)).toEqual({
      first_name: 'Bitte verwenden Sie höchstens 100 Zeichen.',
      last_name: 'Dieses Feld ist erforderlich.',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      consent: 'Bitte stimmen Sie der Verarbeitung Ihrer Daten zu, um fortzufahren.',
    });
  });
});
