import {
  type ApplicantFilters,
  type ApplicantSort,
  DATE_FILTERS,
  DEFAULT_SORT,
  NO_FILTERS,
  type SourceFilter,
  SORT_KEYS,
  STATUS_FILTERS,
} from './filter-applications';
import { oneOf } from '@/lib/url-params';

/**
 * The screen's state in the address, so a recruiter can reload or share it. `job` is the job
 * filter of the screen across jobs (`?job=12`), absent on a job's own screen.
 */
export type ApplicantsView = {
  filters: ApplicantFilters;
  sort: ApplicantSort;
  page: number;
  job?: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : '');

/** Reads the address's query (`?status=pending&rating=4&page=2`); anything unknown is ignored. */
export function viewFromParams(params: URLSearchParams): ApplicantsView {
  const rating = Number(params.get('rating'));
  const source = params.get('source');
  const page = Number(params.get('page'));
  const job = Number(params.get('job'));
  return {
    filters: {
      search: params.get('q') ?? '',
      status: oneOf(STATUS_FILTERS, params.get('status'), 'all'),
      date: oneOf(DATE_FILTERS, params.get('date'), 'all'),
      from: day(params.get('from')),
      to: day(params.get('to')),
      source: source === 'none' || source?.startsWith('source:') ? (source as SourceFilter) : 'all',
      rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : 0,
      otherJobs: params.get('other') === '1',
      notReviewed: params.get('unreviewed') === '1',
    },
    sort: {
      key: oneOf(SORT_KEYS, params.get('sort'), DEFAULT_SORT.key),
      direction: oneOf(['asc', 'desc'], params.get('dir'), DEFAULT_SORT.direction),
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
    ...(Number.isInteger(job) && job >= 1 && job <= 2_147_483_647 && { job }),
  };
}

/** The query for a state: only what differs from no filters, newest first and page 1. */
export function viewToParams({ filters, sort, page, job }: ApplicantsView): URLSearchParams {
  const params = new URLSearchParams();
  if (job) params.set('job', String(job));
  const set = (key: string, value: string, unset: string) => {
    if (value !== unset) params.set(key, value);
  };
  set('q', filters.search, NO_FILTERS.search);
  set('status', filters.status, NO_FILTERS.status);
  set('date', filters.date, NO_FILTERS.date);
  if (filters.date === 'custom') {
    set('from', filters.from, '');
    set('to', filters.to, '');
  }
  set('source', filters.source, NO_FILTERS.source);
  set('rating', String(filters.rating), '0');
  if (filters.otherJobs) params.set('other', '1');
  if (filters.notReviewed) params.set('unreviewed', '1');
  if (sort.key !== DEFAULT_SORT.key || sort.direction !== DEFAULT_SORT.direction) {
    params.set('sort', sort.key);
    params.set('dir', sort.direction);
  }
  set('page', String(page), '1');
  return params;
}
