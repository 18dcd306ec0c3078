import { type ApplicationListQuery, APPLICATIONS_PER_PAGE } from '@app/contracts';
import type { ApplicantsView } from './applicants-url';
import { DAY_MS, type SortKey } from './filter-applications';

/** The server's name of each column's order. */
const SORT_FIELDS: Record<SortKey, string> = {
  applied: 'applied_at',
  name: 'name',
  status: 'status',
  rating: 'rating',
};

/** How many days before today each date filter starts (whole UTC days). */
const DAYS_BACK = { today: 0, week: 7, month: 30 } as const;

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The query of `GET /job-applications` for a state of the screen across jobs: the job, the
 * search, status, days and lowest rating (the filters the server knows), the order and the page.
 * A custom range given the wrong way round is read the right way round.
 */
export function allApplicationsQuery(
  { filters, sort, page, job }: ApplicantsView,
  now: number = Date.now(),
): ApplicationListQuery {
  let from: string | undefined;
  let to: string | undefined;
  if (filters.date === 'custom') {
    [from, to] = [filters.from || undefined, filters.to || undefined];
    if (from && to && from > to) [from, to] = [to, from];
  } else if (filters.date !== 'all') {
    from = utcDay(now - DAYS_BACK[filters.date] * DAY_MS);
  }
  const search = filters.search.trim();
  const field = SORT_FIELDS[sort.key];
  return {
    page,
    per_page: APPLICATIONS_PER_PAGE,
    ...(job && { job_id: String(job) }),
    ...(filters.status !== 'all' && { status: filters.status }),
    ...(search && { search }),
    ...(from && { from }),
    ...(to && { to }),
    ...(filters.rating > 0 && { min_rating: filters.rating }),
    sort: (sort.direction === 'desc' ? `-${field}` : field) as ApplicationListQuery['sort'],
  };
}
