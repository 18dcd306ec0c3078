import { describe, expect, it } from 'vitest';
import { isExpired, keyRequirements } from '../components/manager/job-admin';

describe('the job management helpers', () => {
  it('shows the first three non-empty requirement lines as key requirements', () => {
    expect(keyRequirements('Kubernetes\n\n  Terraform  \nPostgreSQL\nGo')).toEqual([
      'Kubernetes',
      'Terraform',
      'PostgreSQL',
    ]);
    expect(keyRequirements('  \n')).toEqual([]);
  });

  it('marks a job expired only once its deadline day has passed', () => {
    expect(isExpired('2026-01-31', '2026-01-31')).toBe(false);
    expect(isExpired('2026-01-31', '2026-02-01')).toBe(true);
    expect(isExpired(null, '2026-02-01')).toBe(false);
  });
});
