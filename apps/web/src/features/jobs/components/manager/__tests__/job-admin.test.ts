import type { Job } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { emptyJobForm, isExpired, JobFormSchema, jobToForm, keyRequirements } from '../job-admin';

const job: Job = {
  id: 7,
  title: 'Platform Engineer',
  department: 'Engineering',
  location: 'Dubai',
  type: 'Contract',
  level: 'Senior',
  description: 'Run the platform.',
  requirements: 'Kubernetes\n\n  Terraform  \nPostgreSQL\nGo',
  responsibilities: 'Keep it running',
  benefits: null,
  salary_range: null,
  is_active: false,
  application_deadline: '2026-01-31',
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

describe('the job management helpers', () => {
  it('shows the first three non-empty requirement lines as key requirements', () => {
    expect(keyRequirements(job.requirements)).toEqual(['Kubernetes', 'Terraform', 'PostgreSQL']);
    expect(keyRequirements('  \n')).toEqual([]);
  });

  it('marks a job expired only once its deadline day has passed', () => {
    expect(isExpired('2026-01-31', '2026-01-31')).toBe(false);
    expect(isExpired('2026-01-31', '2026-02-01')).toBe(true);
    expect(isExpired(null, '2026-02-01')).toBe(false);
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

  it('validates like the server: the required fields, empty optional ones sent as null', () => {
    const empty = JobFormSchema.safeParse(emptyJobForm);
    expect(empty.success).toBe(false);
    const paths = empty.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths.sort()).toEqual(
      ['department', 'description', 'location', 'requirements', 'responsibilities', 'title'].sort(),
    );

    const valid = JobFormSchema.parse({ ...jobToForm(job), title: '  Platform Engineer ' });
    expect(valid.title).toBe('Platform Engineer');
    expect(valid.benefits).toBeNull();
    expect(valid.salary_range).toBeNull();
  });
});
