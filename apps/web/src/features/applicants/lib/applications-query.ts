import {
  type ApplicationFilterQuery,
  type ApplicationListQuery,
  APPLICATIONS_PER_PAGE,
} from '@app/contracts';
import type { ApplicantsView } from './applicants-url';
import type { SortKey } from './filter-applications';

/** The server's name of each column's order. */
const SORT_FIELDS: Record<SortKey, string> = {
  applied: 'applied_at',
  name: 'name',
  status: 'status',
  rating: 'rating',
};

/** SPEC §5: the most whole days since the applied date each date choice lets through. */
const MAX_DAYS = { today: 0, week: 7, month: 30 } as const;

/**
 * The filters and order of `GET /job-applications/ids` for a state of a screen: the job (the
 * job's own screen, or the job filter across jobs), the search, status, days, source, lowest
 * rating, other jobs and not reviewed, and the order. A custom range given the wrong way round
 * is read the right way round.
 */
export function applicationsFilterQuery({
  filters,
  sort,
  job,
}: Omit<ApplicantsView, 'page'>): ApplicationFilterQuery {
  let from: string | undefined;
  let to: string | undefined;
  if (filters.date === 'custom') {
    [from, to] = [filters.from || undefined, filters.to || undefined];
    if (from && to && from > to) [from, to] = [to, from];
  }
  const search = filters.search.trim();
  const field = SORT_FIELDS[sort.key];
  return {
    ...(job && { job_id: String(job) }),
    ...(filters.status !== 'all' && { status: filters.status }),
    ...(search && { search }),
    ...(from && { from }),
    ...(to && { to }),
    ...(filters.date !== 'all' &&
      filters.date !== 'custom' && { max_days: MAX_DAYS[filters.date] }),
    ...(filters.source === 'none' && { no_utm_source: 'true' }),
    ...(filters.source.startsWith('source:') && { utm_source: filters.source.slice(7) }),
    ...(filters.rating > 0 && { min_rating: filters.rating }),
    ...(filters.otherJobs && { other_jobs: 'true' }),
    ...(filters.notReviewed && { not_reviewed: 'true' }),
    sort: (sort.direction === 'desc' ? `-${field}` : field) as ApplicationListQuery['sort'],
  };
}

/** The query of `GET /job-applications` for a state of a screen: its filters and its page. */
export const applicationsQuery = (
  view: ApplicantsView,
  perPage: number = APPLICATIONS_PER_PAGE,
): ApplicationListQuery => ({
  page: view.page,
  per_page: perPage,
  ...applicationsFilterQuery(view),
});
