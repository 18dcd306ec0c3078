import { describe, expect, it } from 'vitest';
import {
  countByStatus,
  DAY_MS,
  daysSince,
  filterApplications,
  hasActiveFilters,
  NO_FILTERS,
} from '../lib/filter-applications';
import { application } from './fixtures';

const NOW = Date.parse('2026-03-31T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const ada = application(1, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@math.org' });
const grace = application(2, {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'g.hopper@navy.mil',
  status: 'reviewing',
});
const alan = application(3, {
  first_name: 'Alan',
  last_name: 'Turing',
  email: 'alan@bletchley.uk',
  status: 'accepted',
});
const all = [ada, grace, alan];
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('the applicant search', () => {
  it('matches first name plus last name, ignoring case', () => {
    expect(ids(filterApplications(all, { ...NO_FILTERS, search: 'GRACE' }, NOW))).toEqual([2]);
    expect(ids(filterApplications(all, { ...NO_FILTERS, search: 'ada love' }, NOW))).toEqual([1]);
    expect(ids(filterApplications(all, { ...NO_FILTERS, search: 'turing' }, NOW))).toEqual([3]);
  });

  it('matches the email', () => {
    expect(ids(filterApplications(all, { ...NO_FILTERS, search: 'NAVY.mil' }, NOW))).toEqual([2]);
    expect(ids(filterApplications(all, { ...NO_FILTERS, search: '@' }, NOW))).toEqual([1, 2, 3]);
  });

  it('does not match last name plus first name, nor the phone', () => {
    const withPhone = application(4, { phone: '+971 4 123' });
    expect(filterApplications(all, { ...NO_FILTERS, search: 'hopper grace' }, NOW)).toEqual([]);
    expect(filterApplications([withPhone], { ...NO_FILTERS, search: '971' }, NOW)).toEqual([]);
  });

  it('ignores blanks around the text, and an empty search lets everyone through', () => {
    expect(ids(filterApplications(all, { ...NO_FILTERS, search: '  alan ' }, NOW))).toEqual([3]);
    expect(ids(filterApplications(all, { ...NO_FILTERS, search: '   ' }, NOW))).toEqual([1, 2, 3]);
  });
});

describe('the status filter', () => {
  it('keeps only the chosen status, or everyone for all', () => {
    expect(ids(filterApplications(all, { ...NO_FILTERS, status: 'reviewing' }, NOW))).toEqual([2]);
    expect(filterApplications(all, { ...NO_FILTERS, status: 'rejected' }, NOW)).toEqual([]);
    expect(ids(filterApplications(all, NO_FILTERS, NOW))).toEqual([1, 2, 3]);
  });

  it('combines with the search', () => {
    const filters = { ...NO_FILTERS, search: 'a', status: 'accepted' as const };
    expect(ids(filterApplications(all, filters, NOW))).toEqual([3]);
  });
});

describe('the date filter', () => {
  const at = (id: number, ms: number) => application(id, { applied_at: ago(ms) });
  const list = [
    at(1, 0),
    at(2, DAY_MS - 1),
    at(3, DAY_MS),
    at(4, 7 * DAY_MS),
    at(5, 8 * DAY_MS - 1),
    at(6, 8 * DAY_MS),
    at(7, 30 * DAY_MS + 5),
    at(8, 31 * DAY_MS),
    at(9, 400 * DAY_MS),
  ];

  it('counts whole days of 86400000 ms since the applied date', () => {
    expect(daysSince(ago(0), NOW)).toBe(0);
    expect(daysSince(ago(DAY_MS - 1), NOW)).toBe(0);
    expect(daysSince(ago(DAY_MS), NOW)).toBe(1);
    expect(daysSince(ago(8 * DAY_MS - 1), NOW)).toBe(7);
    expect(daysSince(new Date(NOW + 60_000).toISOString(), NOW)).toBe(0);
  });

  it('today keeps 0 days, last week at most 7, last month at most 30', () => {
    expect(ids(filterApplications(list, { ...NO_FILTERS, date: 'today' }, NOW))).toEqual([1, 2]);
    expect(ids(filterApplications(list, { ...NO_FILTERS, date: 'week' }, NOW))).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(ids(filterApplications(list, { ...NO_FILTERS, date: 'month' }, NOW))).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(ids(filterApplications(list, NO_FILTERS, NOW))).toHaveLength(9);
  });
});

describe('the counts and the active filters', () => {
  it('counts every application by status', () => {
    expect(countByStatus(all)).toEqual({
      total: 3,
      pending: 1,
      reviewing: 1,
      accepted: 1,
      rejected: 0,
    });
    expect(countByStatus([])).toEqual({
      total: 0,
      pending: 0,
      reviewing: 0,
      accepted: 0,
      rejected: 0,
    });
  });

  it('says whether any filter is set', () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: 'a' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, status: 'pending' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, date: 'month' })).toBe(true);
  });
});
