import type { ApplicationStatus } from '@app/contracts';

/** SPEC §9: an application's age counts days of 86400000 ms. */
export const DAY_MS = 86_400_000;

export const STATUS_FILTERS = ['all', 'pending', 'reviewing', 'accepted', 'rejected'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** `custom`: the days from `from` to `to` (either may be open). */
export const DATE_FILTERS = ['all', 'today', 'week', 'month', 'custom'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** The source filter: all, those without a utm_source, or one utm_source (`source:<value>`). */
export type SourceFilter = 'all' | 'none' | `source:${string}`;
export const sourceFilterOf = (utmSource: string): SourceFilter => `source:${utmSource}`;

/** The lowest rating a filter can ask for (0: any, rated or not). */
export const RATING_FILTERS = [0, 1, 2, 3, 4, 5] as const;

/**
 * The filters of the applicants screens, as the address keeps them; the server applies them
 * (lib/applications-query.ts says how each is asked for).
 */
export type ApplicantFilters = {
  search: string;
  status: StatusFilter;
  date: DateFilter;
  /** The custom range's first and last day (`YYYY-MM-DD`, UTC), or '' when open. */
  from: string;
  to: string;
  source: SourceFilter;
  /** At least this many stars (0: any). */
  rating: number;
  /** Only those who also applied to another job. */
  otherJobs: boolean;
  /** Only those without notes and without a rating. */
  notReviewed: boolean;
};

export const NO_FILTERS: ApplicantFilters = {
  search: '',
  status: 'all',
  date: 'all',
  from: '',
  to: '',
  source: 'all',
  rating: 0,
  otherJobs: false,
  notReviewed: false,
};

/** Whole days since the application was sent: 0 on the day itself (never negative). */
export function daysSince(appliedAt: string, now: number = Date.now()) {
  const applied = Date.parse(appliedAt);
  if (Number.isNaN(applied)) return 0;
  return Math.max(0, Math.floor((now - applied) / DAY_MS));
}

export const hasActiveFilters = (filters: ApplicantFilters) =>
  filters.search.trim() !== '' ||
  filters.status !== 'all' ||
  filters.date !== 'all' ||
  filters.source !== 'all' ||
  filters.rating > 0 ||
  filters.otherJobs ||
  filters.notReviewed;

/** The numbers on the five count cards. */
export type StatusCounts = Record<ApplicationStatus, number> & { total: number };

export const SORT_KEYS = ['applied', 'name', 'status', 'rating'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export type ApplicantSort = { key: SortKey; direction: SortDirection };

/** Newest first, as the list has always been. */
export const DEFAULT_SORT: ApplicantSort = { key: 'applied', direction: 'desc' };
