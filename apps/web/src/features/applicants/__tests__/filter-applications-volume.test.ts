import { describe, expect, it } from 'vitest';
import { viewFromParams, viewToParams } from '../lib/applicants-url';
import {
  DEFAULT_SORT,
  filterApplications,
  hasActiveFilters,
  NO_FILTERS,
  sortApplications,
} from '../lib/filter-applications';
import { application } from './fixtures';

const NOW = Date.parse('2026-03-31T12:00:00.000Z');
const ids = (list: { id: number }[]) => list.map((item) => item.id);
const other = (jobId: number) => ({
  id: 99,
  job_id: jobId,
  job_title: 'Other',
  applied_at: '2026-01-01T00:00:00.000Z',
  status: 'pending' as const,
});

const list = [
  application(1, {
    first_name: 'Zoe',
    last_name: 'Adams',
    applied_at: '2026-03-01T00:00:00.000Z',
    rating: 5,
    status: 'rejected',
  }),
  application(2, {
    first_name: 'bob',
    last_name: 'Brown',
    applied_at: '2026-03-10T23:59:59.999Z',
    notes: 'Good call',
    other_applications: [other(3)],
  }),
  application(3, {
    first_name: 'Ann',
    last_name: 'Clark',
    applied_at: '2026-03-11T00:00:00.000Z',
    rating: 3,
    status: 'reviewing',
    other_applications: [other(7)],
  }),
  application(4, { first_name: 'Carl', last_name: 'Dunn', applied_at: '2026-03-20T10:00:00.000Z' }),
];

describe('the custom date range', () => {
  const range = (from: string, to: string) =>
    ids(filterApplications(list, { ...NO_FILTERS, date: 'custom', from, to }, NOW));

  it('keeps the days from the first to the last, both included (UTC days)', () => {
    expect(range('2026-03-10', '2026-03-10')).toEqual([2]);
    expect(range('2026-03-10', '2026-03-11')).toEqual([2, 3]);
    expect(range('2026-03-01', '2026-03-20')).toEqual([1, 2, 3, 4]);
  });

  it('leaves an empty end open, and lets everyone through without a range', () => {
    expect(range('2026-03-11', '')).toEqual([3, 4]);
    expect(range('', '2026-03-10')).toEqual([1, 2]);
    expect(range('', '')).toEqual([1, 2, 3, 4]);
  });

  it('applies the range only while the custom date is chosen', () => {
    const filters = { ...NO_FILTERS, from: '2026-03-11', to: '2026-03-11' };
    expect(ids(filterApplications(list, filters, NOW))).toEqual([1, 2, 3, 4]);
  });
});

describe('the rating, other jobs and not reviewed filters', () => {
  it('keeps a rating at least the one asked for; unrated counts as none', () => {
    expect(ids(filterApplications(list, { ...NO_FILTERS, rating: 3 }, NOW))).toEqual([1, 3]);
    expect(ids(filterApplications(list, { ...NO_FILTERS, rating: 5 }, NOW))).toEqual([1]);
    expect(ids(filterApplications(list, { ...NO_FILTERS, rating: 0 }, NOW))).toHaveLength(4);
  });

  it('keeps those who applied to another job (not again to this one)', () => {
    expect(ids(filterApplications(list, { ...NO_FILTERS, otherJobs: true }, NOW))).toEqual([2]);
  });

  it('keeps those without notes and without a rating', () => {
    expect(ids(filterApplications(list, { ...NO_FILTERS, notReviewed: true }, NOW))).toEqual([4]);
    const blankNotes = application(5, { notes: '   ' });
    expect(
      filterApplications([blankNotes], { ...NO_FILTERS, notReviewed: true }, NOW),
    ).toHaveLength(1);
  });

  it('counts each as an active filter', () => {
    expect(hasActiveFilters({ ...NO_FILTERS, rating: 2 })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, otherJobs: true })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, notReviewed: true })).toBe(true);
  });
});

describe('the sort', () => {
  it('puts the newest first by default, and the oldest first ascending', () => {
    expect(ids(sortApplications(list, DEFAULT_SORT))).toEqual([4, 3, 2, 1]);
    expect(ids(sortApplications(list, { key: 'applied', direction: 'asc' }))).toEqual([1, 2, 3, 4]);
  });

  it('sorts by name ignoring case, by rating (unrated last when best first) and by status', () => {
    expect(ids(sortApplications(list, { key: 'name', direction: 'asc' }))).toEqual([3, 2, 4, 1]);
    expect(ids(sortApplications(list, { key: 'name', direction: 'desc' }))).toEqual([1, 4, 2, 3]);
    // Equal ratings (none) keep the newest first.
    expect(ids(sortApplications(list, { key: 'rating', direction: 'desc' }))).toEqual([1, 3, 4, 2]);
    expect(ids(sortApplications(list, { key: 'status', direction: 'asc' }))).toEqual([4, 2, 3, 1]);
  });

  it('does not change the list it is given', () => {
    const copy = [...list];
    sortApplications(list, { key: 'name', direction: 'asc' });
    expect(list).toEqual(copy);
  });
});

describe('the state in the address', () => {
  it('writes nothing for no filters, newest first, page 1', () => {
    expect(viewToParams({ filters: NO_FILTERS, sort: DEFAULT_SORT, page: 1 }).toString()).toBe('');
    expect(viewFromParams(new URLSearchParams())).toEqual({
      filters: NO_FILTERS,
      sort: DEFAULT_SORT,
      page: 1,
    });
  });

  it('reads back what it wrote', () => {
    const view = {
      filters: {
        ...NO_FILTERS,
        search: 'ann c',
        status: 'reviewing' as const,
        date: 'custom' as const,
        from: '2026-03-01',
        to: '2026-03-15',
        source: 'source:linkedin' as const,
        rating: 3,
        otherJobs: true,
        notReviewed: true,
      },
      sort: { key: 'rating' as const, direction: 'asc' as const },
      page: 2,
    };
    const params = viewToParams(view);
    expect(params.get('status')).toBe('reviewing');
    expect(params.get('from')).toBe('2026-03-01');
    expect(viewFromParams(new URLSearchParams(params.toString()))).toEqual(view);
  });

  it('ignores what it does not know', () => {
    const view = viewFromParams(
      new URLSearchParams(
        'status=hired&date=year&from=1.2.2026&rating=9&other=yes&sort=email&dir=up&page=-3',
      ),
    );
    expect(view).toEqual({ filters: NO_FILTERS, sort: DEFAULT_SORT, page: 1 });
  });
});
