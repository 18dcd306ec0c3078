import { describe, expect, it } from 'vitest';
import { managedTeamParams, managedTeamQuery, managedTeamView } from '../lib/managed-team-view';

const view = (address: string) => managedTeamView(new URLSearchParams(address));

describe('Team Members’ view in the address', () => {
  it('reads the defaults from an empty address, and writes none of them', () => {
    expect(view('')).toEqual({
      search: '',
      visibility: 'all',
      missing: 'all',
      sort: 'display_order',
      page: 1,
    });
    expect(managedTeamParams(view('')).toString()).toBe('');
    expect(managedTeamQuery(view(''))).toEqual({ page: 1, per_page: 24 });
  });

  it('keeps search, visibility, missing language, order and page, and asks the server for them', () => {
    const address = 'search=amina&visibility=hidden&missing=de&sort=-name&page=2';
    expect(managedTeamParams(view(address)).toString()).toBe(address);
    expect(managedTeamQuery(view(address))).toEqual({
      page: 2,
      per_page: 24,
      search: 'amina',
      visibility: 'hidden',
      missing: 'de',
      sort: '-name',
    });
  });

  it('reads anything unknown as its default', () => {
    expect(view('visibility=secret&missing=en&sort=email&page=0')).toEqual(view(''));
    expect(view('page=3.9').page).toBe(3);
    expect(managedTeamParams({ ...view(''), search: '  ' }).toString()).toBe('');
    expect(managedTeamQuery({ ...view(''), search: ' Amina ' }).search).toBe('Amina');
  });
});
