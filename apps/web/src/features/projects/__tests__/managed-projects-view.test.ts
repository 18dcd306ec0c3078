import { describe, expect, it } from 'vitest';
import {
  managedProjectsParams,
  managedProjectsQuery,
  managedProjectsView,
} from '../lib/managed-projects-view';

const view = (address: string) => managedProjectsView(new URLSearchParams(address));

describe('the Projects admin’s view in the address', () => {
  it('reads the defaults from an empty address, and writes none of them', () => {
    expect(view('')).toEqual({
      search: '',
      phase: 'all',
      status: 'all',
      missing: 'all',
      sort: 'order',
      page: 1,
    });
    expect(managedProjectsParams(view('')).toString()).toBe('');
    expect(managedProjectsQuery(view(''))).toEqual({ page: 1, per_page: 24 });
  });

  it('keeps search, state, status, missing language, order and page, and asks the server for them', () => {
    const address = 'search=cloud&state=draft&status=on-hold&missing=az&sort=-start_date&page=3';
    expect(managedProjectsParams(view(address)).toString()).toBe(address);
    expect(managedProjectsQuery(view(address))).toEqual({
      page: 3,
      per_page: 24,
      search: 'cloud',
      phase: 'draft',
      status: 'on-hold',
      missing: 'az',
      sort: '-start_date',
    });
  });

  it('reads anything unknown as its default', () => {
    expect(view('state=live&status=done&missing=en&sort=title&page=-2')).toEqual(view(''));
    expect(view('sort=order').sort).toBe('order');
    expect(managedProjectsParams(view('sort=order')).toString()).toBe('');
    expect(view('page=2.7').page).toBe(2);
    expect(managedProjectsParams({ ...view(''), search: '   ' }).toString()).toBe('');
  });
});
