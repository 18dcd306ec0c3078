import type { Application, ApplicationStatus } from '@app/contracts';

/** SPEC §9: an application's age counts days of 86400000 ms. */
export const DAY_MS = 86_400_000;

export const STATUS_FILTERS = ['all', 'pending', 'reviewing', 'accepted', 'rejected'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const DATE_FILTERS = ['all', 'today', 'week', 'month'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** The source filter: all, those without a utm_source, or one utm_source (`source:<value>`). */
export type SourceFilter = 'all' | 'none' | `source:${string}`;
export const sourceFilterOf = (utmSource: string): SourceFilter => `source:${utmSource}`;

export type ApplicantFilters = {
  search: string;
  status: StatusFilter;
  date: DateFilter;
  source: SourceFilter;
};

export const NO_FILTERS: ApplicantFilters = {
  search: '',
  status: 'all',
  date: 'all',
  source: 'all',
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
const MAX_DAYS: Record<Exclude<DateFilter, 'all'>, number> = { today: 0, week: 7, month: 30 };

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
  filters.source !== 'all';

/** SPEC §5: case-insensitive, on first name plus last name, or on the email. */
function matchesSearch(application: Application, search: string) {
  const query = search.trim().toLocaleLowerCase();
  if (!query) return true;
  const name = `${application.first_name} ${application.last_name}`.toLocaleLowerCase();
  return name.includes(query) || application.email.toLocaleLowerCase().includes(query);
}

/** The applications the search, status, date and source filters let through, in their order. */
export function filterApplications(
  applications: readonly Application[],
  filters: ApplicantFilters,
  now: number = Date.now(),
): Application[] {
  return applications.filter(
    (application) =>
      matchesSearch(application, filters.search) &&
      (filters.status === 'all' || application.status === filters.status) &&
      (filters.date === 'all' ||
        daysSince(application.applied_at, now) <= MAX_DAYS[filters.date]) &&
      matchesSource(application, filters.source),
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
