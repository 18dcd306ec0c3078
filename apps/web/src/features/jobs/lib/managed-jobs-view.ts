import {
  MANAGED_JOB_ACTIVITIES,
  MANAGED_JOBS_PER_PAGE,
  MANAGED_JOBS_SORTS,
  type ManagedJobActivity,
  type ManagedJobsQuery,
  type ManagedJobsSort,
  PUBLICATION_PHASES,
  type PublicationPhase,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
} from '@app/contracts';
import { oneOf, pageParam } from '@/lib/url-params';

/** What Job Management shows, as its address keeps it (defaults left out). */
export type ManagedJobsView = {
  search: string;
  phase: PublicationPhase | 'all';
  active: ManagedJobActivity | 'all';
  missing: TranslationLanguage | 'all';
  sort: ManagedJobsSort;
  page: number;
};

/** Newest first, as the spec's list and the careers page order the jobs. */
const DEFAULT_SORT: ManagedJobsSort = '-created_at';

/** The view an address says; anything unknown reads as its default. */
export function managedJobsView(params: URLSearchParams): ManagedJobsView {
  return {
    search: params.get('search') ?? '',
    phase: oneOf(['all', ...PUBLICATION_PHASES], params.get('state'), 'all'),
    active: oneOf(['all', ...MANAGED_JOB_ACTIVITIES], params.get('active'), 'all'),
    missing: oneOf(['all', ...TRANSLATION_LANGUAGES], params.get('missing'), 'all'),
    sort: oneOf(MANAGED_JOBS_SORTS, params.get('sort'), DEFAULT_SORT),
    page: pageParam(params),
  };
}

/** The address of a view: only what differs from the defaults. */
export function managedJobsParams(view: ManagedJobsView): URLSearchParams {
  const params = new URLSearchParams();
  const search = view.search.trim();
  if (search) params.set('search', search);
  if (view.phase !== 'all') params.set('state', view.phase);
  if (view.active !== 'all') params.set('active', view.active);
  if (view.missing !== 'all') params.set('missing', view.missing);
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The call for a view. */
export const managedJobsQuery = (view: ManagedJobsView): ManagedJobsQuery => ({
  page: view.page,
  per_page: MANAGED_JOBS_PER_PAGE,
  ...(view.search.trim() && { search: view.search.trim() }),
  ...(view.phase !== 'all' && { phase: view.phase }),
  ...(view.active !== 'all' && { active: view.active }),
  ...(view.missing !== 'all' && { missing: view.missing }),
  ...(view.sort !== DEFAULT_SORT && { sort: view.sort }),
});
