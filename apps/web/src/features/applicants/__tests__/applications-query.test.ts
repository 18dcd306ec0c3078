import { describe, expect, it } from 'vitest';
import { applicationsFilterQuery, applicationsQuery } from '../lib/applications-query';
import { viewFromParams, viewToParams } from '../lib/applicants-url';
import { DEFAULT_SORT, NO_FILTERS, sourceFilterOf } from '../lib/filter-applications';

describe('the query of the applicants lists', () => {
  it('asks for newest first, 50 a page, with no filter when none is set', () => {
    expect(applicationsQuery({ filters: NO_FILTERS, sort: DEFAULT_SORT, page: 1 })).toEqual({
      page: 1,
      per_page: 50,
      sort: '-applied_at',
    });
  });

  it('sends the job, status, trimmed search, source, lowest rating, switches, order and page', () => {
    const query = applicationsQuery({
      filters: {
        ...NO_FILTERS,
        search: '  ada ',
        status: 'reviewing',
        rating: 3,
        source: sourceFilterOf('linkedin'),
        otherJobs: true,
        notReviewed: true,
      },
      sort: { key: 'name', direction: 'asc' },
      page: 3,
      job: 12,
    });
    expect(query).toEqual({
      page: 3,
      per_page: 50,
      job_id: '12',
      status: 'reviewing',
      search: 'ada',
      utm_source: 'linkedin',
      min_rating: 3,
      other_jobs: 'true',
      not_reviewed: 'true',
      sort: 'name',
    });
    const none = applicationsFilterQuery({
      filters: { ...NO_FILTERS, source: 'none' },
      sort: DEFAULT_SORT,
    });
    expect(none).toEqual({ no_utm_source: 'true', sort: '-applied_at' });
  });

  it('asks for the whole days of the date choices (SPEC §5), or the custom range', () => {
    const maxDays = (date: 'today' | 'week' | 'month') =>
      applicationsFilterQuery({ filters: { ...NO_FILTERS, date }, sort: DEFAULT_SORT }).max_days;
    expect(maxDays('today')).toBe(0);
    expect(maxDays('week')).toBe(7);
    expect(maxDays('month')).toBe(30);
    const custom = applicationsFilterQuery({
      filters: { ...NO_FILTERS, date: 'custom', from: '2026-03-20', to: '2026-03-02' },
      sort: { key: 'rating', direction: 'desc' },
    });
    expect(custom).toEqual({ from: '2026-03-02', to: '2026-03-20', sort: '-rating' });
  });

  it('keeps the job in the address, and ignores one that is not an id', () => {
    const params = viewToParams({ filters: NO_FILTERS, sort: DEFAULT_SORT, page: 2, job: 7 });
    expect(params.toString()).toBe('job=7&page=2');
    expect(viewFromParams(params)).toMatchObject({ job: 7, page: 2 });
    expect(viewFromParams(new URLSearchParams('job=abc')).job).toBeUndefined();
    expect(viewFromParams(new URLSearchParams('job=0')).job).toBeUndefined();
  });
});
