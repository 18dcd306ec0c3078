import { describe, expect, it } from 'vitest';
import { allApplicationsQuery } from '../lib/all-applications-query';
import { viewFromParams, viewToParams } from '../lib/applicants-url';
import { DEFAULT_SORT, NO_FILTERS } from '../lib/filter-applications';

const NOW = Date.parse('2026-03-31T15:00:00Z');

describe('the query of the list across jobs', () => {
  it('asks for newest first, 50 a page, with no filter when none is set', () => {
    expect(allApplicationsQuery({ filters: NO_FILTERS, sort: DEFAULT_SORT, page: 1 }, NOW)).toEqual(
      { page: 1, per_page: 50, sort: '-applied_at' },
    );
  });

  it('sends the job, status, trimmed search, lowest rating, order and page', () => {
    const query = allApplicationsQuery(
      {
        filters: { ...NO_FILTERS, search: '  ada ', status: 'reviewing', rating: 3 },
        sort: { key: 'name', direction: 'asc' },
        page: 3,
        job: 12,
      },
      NOW,
    );
    expect(query).toEqual({
      page: 3,
      per_page: 50,
      job_id: '12',
      status: 'reviewing',
      search: 'ada',
      min_rating: 3,
      sort: 'name',
    });
  });

  it('turns the date choices into applied days (UTC)', () => {
    const from = (date: 'today' | 'week' | 'month') =>
      allApplicationsQuery({ filters: { ...NO_FILTERS, date }, sort: DEFAULT_SORT, page: 1 }, NOW)
        .from;
    expect(from('today')).toBe('2026-03-31');
    expect(from('week')).toBe('2026-03-24');
    expect(from('month')).toBe('2026-03-01');
    const custom = allApplicationsQuery(
      {
        filters: { ...NO_FILTERS, date: 'custom', from: '2026-03-20', to: '2026-03-02' },
        sort: { key: 'rating', direction: 'desc' },
        page: 1,
      },
      NOW,
    );
    expect(custom).toMatchObject({ from: '2026-03-02', to: '2026-03-20', sort: '-rating' });
  });

  it('keeps the job in the address, and ignores one that is not an id', () => {
    const params = viewToParams({ filters: NO_FILTERS, sort: DEFAULT_SORT, page: 2, job: 7 });
    expect(params.toString()).toBe('job=7&page=2');
    expect(viewFromParams(params)).toMatchObject({ job: 7, page: 2 });
    expect(viewFromParams(new URLSearchParams('job=abc')).job).toBeUndefined();
    expect(viewFromParams(new URLSearchParams('job=0')).job).toBeUndefined();
  });
});
