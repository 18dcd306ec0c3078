import { describe, expect, it } from 'vitest';
import { sourceSummary } from '../lib/application-source';
import { application } from './fixtures';

const linkedIn = application(1, { source: { utm_source: 'linkedin', utm_medium: 'social' } });
const referred = application(3, { source: { referrer: 'https://www.google.com/search' } });

describe('the source of applications', () => {
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
