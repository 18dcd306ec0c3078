import {
  MANAGED_PROJECTS_PER_PAGE,
  MANAGED_PROJECTS_SORTS,
  type ManagedProjectsQuery,
  type ManagedProjectsSort,
  PROJECT_STATUSES,
  type ProjectStatus,
  PUBLICATION_PHASES,
  type PublicationPhase,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
} from '@app/contracts';
import { oneOf, pageParam } from '@/lib/url-params';

/** What the Projects admin shows, as its address keeps it (defaults left out). */
export type ManagedProjectsView = {
  search: string;
  phase: PublicationPhase | 'all';
  status: ProjectStatus | 'all';
  missing: TranslationLanguage | 'all';
  sort: ManagedProjectsSort;
  page: number;
};

/** The portfolio's order, as the public site lists the projects. */
const DEFAULT_SORT: ManagedProjectsSort = 'order';

/** The view an address says; anything unknown reads as its default. */
export function managedProjectsView(params: URLSearchParams): ManagedProjectsView {
  return {
    search: params.get('search') ?? '',
    phase: oneOf(['all', ...PUBLICATION_PHASES], params.get('state'), 'all'),
    status: oneOf(['all', ...PROJECT_STATUSES], params.get('status'), 'all'),
    missing: oneOf(['all', ...TRANSLATION_LANGUAGES], params.get('missing'), 'all'),
    sort: oneOf(MANAGED_PROJECTS_SORTS, params.get('sort'), DEFAULT_SORT),
    page: pageParam(params),
  };
}

/** The address of a view: only what differs from the defaults. */
export function managedProjectsParams(view: ManagedProjectsView): URLSearchParams {
  const params = new URLSearchParams();
  const search = view.search.trim();
  if (search) params.set('search', search);
  if (view.phase !== 'all') params.set('state', view.phase);
  if (view.status !== 'all') params.set('status', view.status);
  if (view.missing !== 'all') params.set('missing', view.missing);
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The call for a view. */
export const managedProjectsQuery = (view: ManagedProjectsView): ManagedProjectsQuery => ({
  page: view.page,
  per_page: MANAGED_PROJECTS_PER_PAGE,
  ...(view.search.trim() && { search: view.search.trim() }),
  ...(view.phase !== 'all' && { phase: view.phase }),
  ...(view.status !== 'all' && { status: view.status }),
  ...(view.missing !== 'all' && { missing: view.missing }),
  ...(view.sort !== DEFAULT_SORT && { sort: view.sort }),
});
