import {
  MANAGED_NEWS_PER_PAGE,
  MANAGED_NEWS_SORTS,
  type ManagedNewsQuery,
  type ManagedNewsSort,
  PUBLICATION_PHASES,
  type PublicationPhase,
  TRANSLATION_LANGUAGES,
  type TranslationLanguage,
} from '@app/contracts';
import { oneOf, pageParam } from '@/lib/url-params';

/** What News Management shows, as its address keeps it (defaults left out). */
export type ManagedNewsView = {
  search: string;
  phase: PublicationPhase | 'all';
  missing: TranslationLanguage | 'all';
  sort: ManagedNewsSort;
  page: number;
};

const DEFAULT_SORT: ManagedNewsSort = '-published_at';

/** The view an address says; anything unknown reads as its default. */
export function managedNewsView(params: URLSearchParams): ManagedNewsView {
  return {
    search: params.get('search') ?? '',
    phase: oneOf(['all', ...PUBLICATION_PHASES], params.get('state'), 'all'),
    missing: oneOf(['all', ...TRANSLATION_LANGUAGES], params.get('missing'), 'all'),
    sort: oneOf(MANAGED_NEWS_SORTS, params.get('sort'), DEFAULT_SORT),
    page: pageParam(params),
  };
}

/** The address of a view: only what differs from the defaults. */
export function managedNewsParams(view: ManagedNewsView): URLSearchParams {
  const params = new URLSearchParams();
  const search = view.search.trim();
  if (search) params.set('search', search);
  if (view.phase !== 'all') params.set('state', view.phase);
  if (view.missing !== 'all') params.set('missing', view.missing);
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The call for a view. */
export const managedNewsQuery = (view: ManagedNewsView): ManagedNewsQuery => ({
  page: view.page,
  per_page: MANAGED_NEWS_PER_PAGE,
  ...(view.search.trim() && { search: view.search.trim() }),
  ...(view.phase !== 'all' && { phase: view.phase }),
  ...(view.missing !== 'all' && { missing: view.missing }),
  ...(view.sort !== DEFAULT_SORT && { sort: view.sort }),
});
