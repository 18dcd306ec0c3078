import { type Job, JobInputSchema } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { allTexts } from '@/i18n/resources';
import { checkForm, issueText } from '@/lib/form-errors';
import { emptyJobForm, jobToForm, toJobInput } from '../lib/job-form';

const job: Job = {
  id: 7,
  title: 'Platform Engineer',
  department: 'Engineering',
  location: 'Dubai',
  type: 'Contract',
  level: 'Senior',
  description: 'Run the platform.',
  requirements: 'Kubernetes\nTerraform',
  responsibilities: 'Keep it running',
  benefits: null,
  salary_range: null,
  is_active: false,
  application_deadline: '2026-01-31',
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

describe('the job form', () => {
  it('opens a new job active, full-time and mid-level, with every text empty', () => {
    expect(emptyJobForm).toMatchObject({ type: 'Full-time', level: 'Mid', is_active: true });
    expect(emptyJobForm.title).toBe('');
  });

  it('fills the edit form from a job, with empty texts for what is not set', () => {
    expect(jobToForm(job)).toMatchObject({
      benefits: '',
      salary_range: '',
      application_deadline: '2026-01-31',
      is_active: false,
      type: 'Contract',
    });
  });

  it('checks like the server: the six texts required, empty optional ones sent as null', () => {
    const { issues = {} } = checkForm(JobInputSchema, toJobInput(emptyJobForm));
    expect(Object.keys(issues).sort()).toEqual(
      ['department', 'description', 'location', 'requirements', 'responsibilities', 'title'].sort(),
    );

    const valid = checkForm(
      JobInputSchema,
      toJobInput({ ...jobToForm(job), title: '  Platform Engineer ' }),
    );
    expect(valid).toMatchObject({
      success: true,
      data: { title: 'Platform Engineer', benefits: null, salary_range: null },
    });
  });

  it('names each problem in the manager language', () => {
    const { t } = allTexts('en').get();
    const { issues = {} } = checkForm(
      JobInputSchema,
      toJobInput({
        ...jobToForm(job),
        title: '',
        location: 'x'.repeat(201),
        application_deadline: '31.01.2026',
      }),
    );
    expect(issueText(t, issues.title!)).toBe('This field is required.');
    expect(issueText(t, issues.location!)).toBe('Please use at most 200 characters.');
    expect(issueText(t, issues.application_deadline!)).toBe('Please enter a valid date.');
  });

  it('fills the translation tabs from the job, and sends an empty language as null', () => {
    const form = jobToForm({ ...job, translations: { az: { title: 'Platforma mühəndisi' } } });
    expect(form.translations.az).toEqual({
      title: 'Platforma mühəndisi',
      location: '',
      description: '',
      requirements: '',
      responsibilities: '',
      benefits: '',
    });
    expect(checkForm(JobInputSchema, toJobInput(form)).data?.translations).toEqual({
      de: null,
      az: {
        title: 'Platforma mühəndisi',
        location: null,
        description: null,
        requirements: null,
        responsibilities: null,
        benefits: null,
      },
    });
  });

  it('checks each translated field as its English one', () => {
    const { t } = allTexts('en').get();
    const form = jobToForm(job);
    const { issues = {} } = checkForm(
      JobInputSchema,
      toJobInput({
        ...form,
        translations: {
          ...form.translations,
          de: { ...form.translations.de, location: 'x'.repeat(201) },
        },
      }),
    );
    expect(Object.keys(issues)).toEqual(['translations.de.location']);
    expect(issueText(t, issues['translations.de.location']!)).toBe(
      'Please use at most 200 characters.',
    );
  });
});
