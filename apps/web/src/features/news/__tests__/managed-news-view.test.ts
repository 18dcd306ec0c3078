import { describe, expect, it } from 'vitest';
import { managedNewsParams, managedNewsQuery, managedNewsView } from '../lib/managed-news-view';

const view = (address: string) => managedNewsView(new URLSearchParams(address));

describe('News Management’s view in the address', () => {
  it('reads the defaults from an empty address, and writes none of them', () => {
    expect(view('')).toEqual({
      search: '',
      phase: 'all',
      missing: 'all',
      sort: '-published_at',
      page: 1,
    });
    expect(managedNewsParams(view('')).toString()).toBe('');
    expect(managedNewsQuery(view(''))).toEqual({ page: 1, per_page: 24 });
  });

  it('keeps search, state, missing language, order and page, and asks the server for them', () => {
    const address = 'search=cloud&state=draft&missing=az&sort=title&page=3';
    expect(managedNewsParams(view(address)).toString()).toBe(address);
    expect(managedNewsQuery(view(address))).toEqual({
      page: 3,
      per_page: 24,
      search: 'cloud',
      phase: 'draft',
      missing: 'az',
      sort: 'title',
    });
  });

  it('reads anything unknown as its default', () => {
    expect(view('state=live&missing=en&sort=author&page=-2')).toEqual(view(''));
    expect(view('page=2.7').page).toBe(2);
    expect(managedNewsParams({ ...view(''), search: '   ' }).toString()).toBe('');
  });
});
