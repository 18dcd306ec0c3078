import { describe, expect, it } from 'vitest';
import { managedJobsParams, managedJobsQuery, managedJobsView } from '../lib/managed-jobs-view';

const view = (address: string) => managedJobsView(new URLSearchParams(address));

describe('Job Management’s view in the address', () => {
  it('reads the defaults from an empty address, and writes none of them', () => {
    expect(view('')).toEqual({
      search: '',
      phase: 'all',
      active: 'all',
      missing: 'all',
      sort: '-created_at',
      page: 1,
    });
    expect(managedJobsParams(view('')).toString()).toBe('');
    expect(managedJobsQuery(view(''))).toEqual({ page: 1, per_page: 24 });
  });

  it('keeps search, state, active switch, missing language, order and page, and asks the server for them', () => {
    const address =
      'search=engineer&state=scheduled&active=inactive&missing=de&sort=application_deadline&page=2';
    expect(managedJobsParams(view(address)).toString()).toBe(address);
    expect(managedJobsQuery(view(address))).toEqual({
      page: 2,
      per_page: 24,
      search: 'engineer',
      phase: 'scheduled',
      active: 'inactive',
      missing: 'de',
      sort: 'application_deadline',
    });
    expect(managedJobsQuery(view('sort=-title&active=active'))).toEqual({
      page: 1,
      per_page: 24,
      active: 'active',
      sort: '-title',
    });
  });

  it('reads anything unknown as its default', () => {
    expect(view('state=live&active=expired&missing=en&sort=name&page=-2')).toEqual(view(''));
    expect(view('sort=-created_at').sort).toBe('-created_at');
    expect(managedJobsParams(view('sort=-created_at')).toString()).toBe('');
    expect(view('page=3.9').page).toBe(3);
    expect(managedJobsParams({ ...view(''), search: '   ' }).toString()).toBe('');
  });
});
