import {
  MANAGED_TEAM_PER_PAGE,
  MANAGED_TEAM_SORTS,
  type ManagedTeamQuery,
  type ManagedTeamSort,
  TEAM_VISIBILITIES,
  type TeamVisibility,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
} from '@app/contracts';
import { oneOf, pageParam } from '@/lib/url-params';

/** What Team Members shows, as its address keeps it (defaults left out). */
export type ManagedTeamView = {
  search: string;
  visibility: TeamVisibility | 'all';
  missing: TranslationLanguage | 'all';
  sort: ManagedTeamSort;
  page: number;
};

const DEFAULT_SORT: ManagedTeamSort = 'display_order';

/** The view an address says; anything unknown reads as its default. */
export function managedTeamView(params: URLSearchParams): ManagedTeamView {
  return {
    search: params.get('search') ?? '',
    visibility: oneOf(['all', ...TEAM_VISIBILITIES], params.get('visibility'), 'all'),
    missing: oneOf(['all', ...TRANSLATION_LANGUAGES], params.get('missing'), 'all'),
    sort: oneOf(MANAGED_TEAM_SORTS, params.get('sort'), DEFAULT_SORT),
    page: pageParam(params),
  };
}

/** The address of a view: only what differs from the defaults. */
export function managedTeamParams(view: ManagedTeamView): URLSearchParams {
  const params = new URLSearchParams();
  const search = view.search.trim();
  if (search) params.set('search', search);
  if (view.visibility !== 'all') params.set('visibility', view.visibility);
  if (view.missing !== 'all') params.set('missing', view.missing);
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The call for a view. */
export const managedTeamQuery = (view: ManagedTeamView): ManagedTeamQuery => ({
  page: view.page,
  per_page: MANAGED_TEAM_PER_PAGE,
  ...(view.search.trim() && { search: view.search.trim() }),
  ...(view.visibility !== 'all' && { visibility: view.visibility }),
  ...(view.missing !== 'all' && { missing: view.missing }),
  ...(view.sort !== DEFAULT_SORT && { sort: view.sort }),
});
