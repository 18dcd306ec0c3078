import type { Application, ApplicationStatus } from '@app/contracts';

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

/** The applications' utm_source values, each once, sorted: the source filter's options. */
export function utmSources(applications: readonly Application[]) {
  const sources = new Set<string>();
  for (const { source } of applications) if (source?.utm_source) sources.add(source.utm_source);
  return [...sources].sort((a, b) => a.localeCompare(b));
}

function matchesSource(application: Application, filter: SourceFilter) {
  const utmSource = application.source?.utm_source;
  if (filter === 'all') return true;
  if (filter === 'none') return !utmSource;
  return utmSource !== undefined && filter === sourceFilterOf(utmSource);
}

/** The most whole days since the applied date each date filter lets through (SPEC §5). */
const MAX_DAYS: Record<Exclude<DateFilter, 'all' | 'custom'>, number> = {
  today: 0,
  week: 7,
  month: 30,
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

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the application was sent in the date filter's days (a custom range reads UTC days). */
function matchesDate(application: Application, filters: ApplicantFilters, now: number) {
  if (filters.date === 'all') return true;
  if (filters.date !== 'custom') {
    return daysSince(application.applied_at, now) <= MAX_DAYS[filters.date];
  }
  const applied = Date.parse(application.applied_at);
  if (DAY_PATTERN.test(filters.from) && applied < Date.parse(`${filters.from}T00:00:00Z`)) {
    return false;
  }
  if (DAY_PATTERN.test(filters.to) && applied >= Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS) {
    return false;
  }
  return true;
}

/** Not reviewed yet: no notes and no rating. */
export const isNotReviewed = (application: Application) =>
  !application.notes?.trim() && application.rating === null;

/** Applied to another job too (other applications to this same job do not count). */
export const appliedToOtherJobs = (application: Application) =>
  application.other_applications.some((other) => other.job_id !== application.job_id);

/** SPEC §5: case-insensitive, on first name plus last name, or on the email. */
function matchesSearch(application: Application, search: string) {
  const query = search.trim().toLocaleLowerCase();
  if (!query) return true;
  const name = `${application.first_name} ${application.last_name}`.toLocaleLowerCase();
  return name.includes(query) || application.email.toLocaleLowerCase().includes(query);
}

/** The applications the filters let through, in their order. */
export function filterApplications(
  applications: readonly Application[],
  filters: ApplicantFilters,
  now: number = Date.now(),
): Application[] {
  return applications.filter(
    (application) =>
      matchesSearch(application, filters.search) &&
      (filters.status === 'all' || application.status === filters.status) &&
      matchesDate(application, filters, now) &&
      matchesSource(application, filters.source) &&
      (application.rating ?? 0) >= filters.rating &&
      (!filters.otherJobs || appliedToOtherJobs(application)) &&
      (!filters.notReviewed || isNotReviewed(application)),
  );
}

export type StatusCounts = Record<ApplicationStatus, number> & { total: number };

/** The numbers on the five count cards. */
export function countByStatus(applications: readonly Application[]): StatusCounts {
  const counts: StatusCounts = { total: 0, pending: 0, reviewing: 0, accepted: 0, rejected: 0 };
  for (const application of applications) {
    counts.total += 1;
    counts[application.status] += 1;
  }
  return counts;
}

export const SORT_KEYS = ['applied', 'name', 'status', 'rating'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export type ApplicantSort = { key: SortKey; direction: SortDirection };

/** Newest first, as the list has always been. */
export const DEFAULT_SORT: ApplicantSort = { key: 'applied', direction: 'desc' };

/** The statuses in the order an application moves through them. */
const STATUS_ORDER: Record<ApplicationStatus, number> = {
  pending: 0,
  reviewing: 1,
  accepted: 2,
  rejected: 3,
};

/** Each application's applied time, parsed once (a sort of thousands compares each often). */
const appliedTimes = new WeakMap<Application, number>();
const appliedTime = (application: Application) => {
  let time = appliedTimes.get(application);
  if (time === undefined) {
    time = Date.parse(application.applied_at);
    appliedTimes.set(application, time);
  }
  return time;
};

const byApplied = (a: Application, b: Application) =>
  appliedTime(a) - appliedTime(b) || a.id - b.id;

/** One collator for every comparison (localeCompare with options builds one per call). */
const names = new Intl.Collator(undefined, { sensitivity: 'base' });

const COMPARE: Record<SortKey, (a: Application, b: Application) => number> = {
  applied: byApplied,
  name: (a, b) => names.compare(`${a.first_name} ${a.last_name}`, `${b.first_name} ${b.last_name}`),
  status: (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status],
  // Not rated counts as below one star.
  rating: (a, b) => (a.rating ?? 0) - (b.rating ?? 0),
};

/** A sorted copy; equal ones keep newest first. */
export function sortApplications(
  applications: readonly Application[],
  { key, direction }: ApplicantSort,
): Application[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...applications].sort(
    (a, b) => sign * COMPARE[key](a, b) || (key === 'applied' ? 0 : byApplied(b, a)),
  );
}
