import { type Project, ProjectInputSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { allTexts } from '@/i18n/resources';
import { checkForm, issueTexts } from '@/lib/form-errors';
import {
  emptyProjectForm,
  parseTechnologies,
  type ProjectFormValues,
  projectToFormValues,
  toProjectInput,
} from '../lib/project-form';

const form = (values: Partial<ProjectFormValues>): ProjectFormValues => ({
  ...emptyProjectForm,
  name: 'Harbour Portal',
  ...values,
});

const { t } = allTexts('en').get();
/** What the dialog checks: the typed text as the API's input. */
const check = (values: ProjectFormValues) => checkForm(ProjectInputSchema, toProjectInput(values));
/** Each failing field's message in the manager language. */
const errorsOf = (values: ProjectFormValues) => issueTexts(t, check(values).issues);
const emptyProject: Project = {
  id: 1,
  name: 'Harbour Portal',
  description: null,
  technologies: [],
  status: 'planning',
  start_date: null,
  end_date: null,
  order: null,
  photo_url: null,
  photo_media: null,
  category: null,
  gradient: null,
  features: null,
  challenge: null,
  solution: null,
  results: null,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
};
/** A translation tab with nothing written. */
const NO_TRANSLATION = {
  name: '',
  description: '',
  category: '',
  features: '',
  challenge: '',
  solution: '',
  results: '',
};
const LINK = 'Please enter a valid URL (http:// or https://) or a site path starting with /.';

describe('the project form', () => {
  it('reads technologies as a comma-separated list, trimmed, with blanks dropped', () => {
    expect(parseTechnologies('Go, , Rust ')).toEqual(['Go', 'Rust']);
    expect(parseTechnologies('  ')).toEqual([]);
    expect(parseTechnologies('React, Node.js, PostgreSQL')).toEqual([
      'React',
      'Node.js',
      'PostgreSQL',
    ]);
  });

  it('sends the whole record: empty texts unset, the order a number, status planning by default', () => {
    const { data } = check(
      form({ technologies: 'Go, , Rust ', order: '7', start_date: '2026-01-05' }),
    );
    expect(data).toEqual({
      name: 'Harbour Portal',
      description: null,
      technologies: ['Go', 'Rust'],
      status: 'planning',
      start_date: '2026-01-05',
      end_date: null,
      order: 7,
      photo_url: null,
      photo_media_id: null,
      category: null,
      gradient: null,
      features: null,
      challenge: null,
      solution: null,
      results: null,
      translations: { de: null, az: null },
    });
  });

  it('sends each translation as typed, and a language left empty as null to remove it', () => {
    const translations = {
      de: { ...NO_TRANSLATION, name: 'Hafenportal', category: ' Logistik ', results: 'Schneller' },
      az: { ...NO_TRANSLATION, name: ' ' },
    };
    expect(check(form({ translations })).data?.translations).toEqual({
      de: {
        name: 'Hafenportal',
        description: null,
        category: 'Logistik',
        features: null,
        challenge: null,
        solution: null,
        results: 'Schneller',
      },
      az: null,
    });
    expect(
      errorsOf(
        form({
          translations: { ...translations, az: { ...translations.az, name: 'x'.repeat(201) } },
        }),
      ),
    ).toEqual({
      'translations.az.name': 'Please use at most 200 characters.',
    });
  });

  it('leaves an empty order unset and refuses one that is not a whole number', () => {
    expect(check(form({ order: ' ' })).data?.order).toBeNull();
    expect(errorsOf(form({ order: '1.5' }))).toEqual({ order: 'Please enter a whole number.' });
    expect(errorsOf(form({ order: 'abc' }))).toEqual({ order: 'Please enter a number.' });
    expect(errorsOf(form({ order: '2000000' }))).toEqual({
      order: 'Please enter a number of at most 1000000.',
    });
  });

  it('requires the name and refuses an end date before the start date', () => {
    expect(errorsOf(form({ name: '   ' }))).toEqual({ name: 'This field is required.' });
    expect(errorsOf(form({ start_date: '2026-05-01', end_date: '2026-04-30' }))).toEqual({
      end_date: 'The end date cannot be before the start date.',
    });
    expect(errorsOf(form({ start_date: '2026-05-01', end_date: '2026-05-01' }))).toEqual({});
    expect(errorsOf(form({ start_date: '01.05.2026' }))).toEqual({
      start_date: 'Please enter a valid date.',
    });
  });

  it('accepts an http(s) photo address or a site path, nothing else', () => {
    expect(errorsOf(form({ photo_url: '/media/projects/x.svg' }))).toEqual({});
    expect(errorsOf(form({ photo_url: 'https://example.com/x.png' }))).toEqual({});
    expect(errorsOf(form({ photo_url: 'javascript:alert(1)' }))).toEqual({ photo_url: LINK });
    expect(errorsOf(form({ photo_url: '//evil.example/x.png' }))).toEqual({ photo_url: LINK });
  });

  it('limits the name and each technology', () => {
    expect(errorsOf(form({ name: 'x'.repeat(201) }))).toEqual({
      name: 'Please use at most 200 characters.',
    });
    expect(errorsOf(form({ technologies: `Go, ${'x'.repeat(61)}` }))).toEqual({
      'technologies.1': 'Each entry may have at most 60 characters.',
    });
  });

  it('shows a saved project as typed text, keeping the gradient it does not edit', () => {
    const project: Project = {
      id: 3,
      name: 'PeopleClock',
      description: 'Time tracking',
      technologies: ['React', 'Go'],
      status: 'completed',
      start_date: '2023-06-01',
      end_date: '2024-09-30',
      order: 3,
      photo_url: '/media/projects/peopleclock.svg',
      photo_media: null,
      category: 'HR',
      gradient: 'linear-gradient(red, blue)',
      features: 'Mobile clock-in\nLeave requests',
      challenge: 'Paper timesheets',
      solution: null,
      results: 'Payroll in one day',
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-01-01T00:00:00.000Z',
    };
    const values = projectToFormValues(project);
    expect(values).toMatchObject({
      technologies: 'React, Go',
      order: '3',
      description: 'Time tracking',
      features: 'Mobile clock-in\nLeave requests',
      challenge: 'Paper timesheets',
      solution: '',
      results: 'Payroll in one day',
    });
    expect(check(values).data).toMatchObject({
      technologies: ['React', 'Go'],
      order: 3,
      gradient: 'linear-gradient(red, blue)',
      features: 'Mobile clock-in\nLeave requests',
      challenge: 'Paper timesheets',
      solution: null,
      results: 'Payroll in one day',
    });
    expect(projectToFormValues({ ...project, order: null, description: null }).order).toBe('');
    expect(values.translations).toEqual({ de: NO_TRANSLATION, az: NO_TRANSLATION });
  });

  it('sends the story as typed, trimmed, features one per line, and an empty field as unset', () => {
    const { data } = check(
      form({
        features: 'Online booking\nCalendar sync\n',
        challenge: '  Phone bookings  ',
        solution: '',
        results: 'A third fewer no-shows',
      }),
    );
    expect(data).toMatchObject({
      features: 'Online booking\nCalendar sync',
      challenge: 'Phone bookings',
      solution: null,
      results: 'A third fewer no-shows',
    });
  });

  it('limits each story field to 5000 characters, in English and in a translation', () => {
    const long = 'x'.repeat(5001);
    expect(errorsOf(form({ features: long, results: long }))).toEqual({
      features: 'Please use at most 5000 characters.',
      results: 'Please use at most 5000 characters.',
    });
    expect(errorsOf(form({ challenge: 'x'.repeat(5000) }))).toEqual({});
    const translations = {
      de: { ...NO_TRANSLATION, solution: long },
      az: NO_TRANSLATION,
    };
    expect(errorsOf(form({ translations }))).toEqual({
      'translations.de.solution': 'Please use at most 5000 characters.',
    });
  });

  it('fills each translation tab from the saved translations, empty where none is written', () => {
    const values = projectToFormValues({
      ...emptyProject,
      translations: { az: { name: 'Liman portalı', category: 'Logistika' } },
    });
    expect(values.translations).toEqual({
      de: NO_TRANSLATION,
      az: { ...NO_TRANSLATION, name: 'Liman portalı', category: 'Logistika' },
    });
  });
});
