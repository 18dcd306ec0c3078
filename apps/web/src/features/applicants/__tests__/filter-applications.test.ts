import { describe, expect, it } from 'vitest';
import { DAY_MS, daysSince, hasActiveFilters, NO_FILTERS } from '../lib/filter-applications';

const NOW = Date.parse('2026-03-31T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

// The filters themselves run on the server (apps/api/test/all-applications.test.ts).
describe('an application age and the active filters', () => {
  it('counts whole days of 86400000 ms since the applied date', () => {
    expect(daysSince(ago(0), NOW)).toBe(0);
    expect(daysSince(ago(DAY_MS - 1), NOW)).toBe(0);
    expect(daysSince(ago(DAY_MS), NOW)).toBe(1);
    expect(daysSince(ago(8 * DAY_MS - 1), NOW)).toBe(7);
    expect(daysSince(new Date(NOW + 60_000).toISOString(), NOW)).toBe(0);
    expect(daysSince('not a date', NOW)).toBe(0);
  });

  it('says whether any filter is set', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: 'a' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, status: 'pending' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, date: 'month' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, source: 'none' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, rating: 2 })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, otherJobs: true })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, notReviewed: true })).toBe(true);
  });
});
