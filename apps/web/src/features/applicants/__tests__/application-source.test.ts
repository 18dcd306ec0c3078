import { describe, expect, it } from 'vitest';
import { sourceSummary } from '../lib/application-source';
import {
  filterApplications,
  hasActiveFilters,
  NO_FILTERS,
  sourceFilterOf,
  utmSources,
} from '../lib/filter-applications';
import { application } from './fixtures';

const linkedIn = application(1, { source: { utm_source: 'linkedin', utm_medium: 'social' } });
const newsletter = application(2, { source: { utm_source: 'newsletter' } });
const referred = application(3, { source: { referrer: 'https://www.google.com/search' } });
const direct = application(4);
const all = [linkedIn, newsletter, referred, direct, application(5, { source: linkedIn.source })];
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('the source of applications', () => {
  it('lists each utm_source once, sorted, for the filter', () => {
    expect(utmSources(all)).toEqual(['linkedin', 'newsletter']);
    expect(utmSources([direct, referred])).toEqual([]);
  });

  it('filters by one utm_source, or those without one', () => {
    const by = (source: typeof NO_FILTERS.source) =>
      ids(filterApplications(all, { ...NO_FILTERS, source }));
    expect(by('all')).toEqual([1, 2, 3, 4, 5]);
    expect(by(sourceFilterOf('linkedin'))).toEqual([1, 5]);
    expect(by(sourceFilterOf('newsletter'))).toEqual([2]);
    expect(by(sourceFilterOf('other'))).toEqual([]);
    expect(by('none')).toEqual([3, 4]);
    expect(hasActiveFilters({ ...NO_FILTERS, source: 'none' })).toBe(true);
  });

  it('sums a source up in a few words: the utm values, else the referrer host', () => {
    expect(sourceSummary(linkedIn.source)).toBe('linkedin / social');
    expect(sourceSummary({ utm_campaign: 'spring', referrer: 'https://a.example/' })).toBe(
      'spring',
    );
    expect(sourceSummary(referred.source)).toBe('www.google.com');
    expect(sourceSummary({ referrer: 'not a url' })).toBe('not a url');
    expect(sourceSummary(null)).toBeNull();
    expect(sourceSummary({})).toBeNull();
  });
});
