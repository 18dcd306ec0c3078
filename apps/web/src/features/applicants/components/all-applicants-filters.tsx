import { Search, X } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import {
  type ApplicantFilters as Filters,
  DATE_FILTERS,
  type DateFilter,
  NO_FILTERS,
  RATING_FILTERS,
  STATUS_FILTERS,
  type StatusFilter,
} from '../lib/filter-applications';

const STATUS_LABELS: Record<StatusFilter, string> = {
  all: 'applicants.filters.allStatus',
  pending: 'applicants.status.pending',
  reviewing: 'applicants.status.reviewing',
  accepted: 'applicants.status.accepted',
  rejected: 'applicants.status.rejected',
};

const DATE_LABELS: Record<DateFilter, string> = {
  all: 'applicants.filters.allDates',
  today: 'applicants.filters.today',
  week: 'applicants.filters.week',
  month: 'applicants.filters.month',
  custom: 'applicants.filters.custom',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ALL_JOBS = 'all';

/** Whether any filter of the screen across jobs is set (those the server knows). */
export const hasListFilters = (filters: Filters, job: number | undefined) =>
  job !== undefined ||
  filters.search.trim() !== '' ||
  filters.status !== 'all' ||
  filters.date !== 'all' ||
  filters.rating > 0;

/**
 * The filter bar of the screen across jobs: the job, the text search (name, e-mail, phone),
 * status, date (or a custom range) and lowest rating. `typing` is set while the search is typed.
 */
export function AllApplicantsFilters({
  filters,
  job,
  jobs,
  onChange,
  summary,
}: {
  filters: Filters;
  job: number | undefined;
  /** The jobs to choose from, newest first. */
  jobs: readonly { id: number; title: string }[];
  onChange: (next: { filters: Filters; job: number | undefined }, typing?: boolean) => void;
  /** "Showing 1-50 of 120", once the list is known. */
  summary: string | null;
}) {
  const { t } = useTranslation();
  const set = (next: Partial<Filters>, typing = false) =>
    onChange({ filters: { ...filters, ...next }, job }, typing);
  const options = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
    values.map((value) => ({ value, label: t(labels[value]) }));
  const jobOptions = [
    { value: ALL_JOBS, label: t('applicants.all.allJobs') },
    ...jobs.map(({ id, title }) => ({ value: String(id), label: title })),
  ];
  // A job from the address that is not (or not yet) in the list still shows as chosen.
  if (job !== undefined && !jobs.some(({ id }) => id === job)) {
    jobOptions.push({ value: String(job), label: t('applicants.all.jobNumber', { id: job }) });
  }
  const ratingOptions = RATING_FILTERS.map((rating) => ({
    value: String(rating),
    label:
      rating === 0
        ? t('applicants.filters.anyRating')
        : t('applicants.filters.minRating', { count: rating }),
  }));
  const setDay = (key: 'from' | 'to', value: string) => {
    if (value === '' || DAY.test(value)) set({ [key]: value });
  };
  const active = hasListFilters(filters, job);
  return (
    <div
      role="search"
      aria-label={t('applicants.filters.label')}
      className="rounded-2xl border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-col gap-3 2xl:flex-row 2xl:items-center">
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={filters.search}
            onChange={(event) => set({ search: event.target.value }, true)}
            placeholder={t('applicants.all.search')}
            aria-label={t('applicants.all.searchLabel')}
            className="pl-9"
          />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:flex">
          <OptionSelect
            value={job === undefined ? ALL_JOBS : String(job)}
            onValueChange={(value) =>
              onChange({ filters, job: value === ALL_JOBS ? undefined : Number(value) })
            }
            options={jobOptions}
            aria-label={t('applicants.all.jobLabel')}
            className="col-span-2 min-w-0 sm:col-span-3 xl:w-64"
            data-testid="job-filter"
          />
          <OptionSelect
            value={filters.status}
            onValueChange={(status) => set({ status })}
            options={options(STATUS_FILTERS, STATUS_LABELS)}
            aria-label={t('applicants.filters.statusLabel')}
            className="min-w-0 xl:w-44"
          />
          <OptionSelect
            value={filters.date}
            onValueChange={(date) => set({ date })}
            options={options(DATE_FILTERS, DATE_LABELS)}
            aria-label={t('applicants.filters.dateLabel')}
            className="min-w-0 xl:w-44"
          />
          <OptionSelect
            value={String(filters.rating)}
            onValueChange={(rating) => set({ rating: Number(rating) })}
            options={ratingOptions}
            aria-label={t('applicants.filters.ratingLabel')}
            className="col-span-2 min-w-0 sm:col-span-1 xl:w-44"
          />
        </div>
      </div>
      {filters.date === 'custom' && (
        <div className="mt-3 grid grid-cols-2 gap-3 sm:w-96">
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor="all-applicants-from">{t('applicants.filters.from')}</Label>
            <DateInput
              id="all-applicants-from"
              value={filters.from}
              onChange={(value) => setDay('from', value)}
            />
          </div>
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor="all-applicants-to">{t('applicants.filters.to')}</Label>
            <DateInput
              id="all-applicants-to"
              value={filters.to}
              onChange={(value) => setDay('to', value)}
            />
          </div>
        </div>
      )}
      {(summary || active) && (
        <div className="mt-3 flex min-h-8 flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <p aria-live="polite" data-testid="filter-summary">
            {summary}
          </p>
          {active && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange({ filters: NO_FILTERS, job: undefined })}
            >
              <X aria-hidden />
              {t('applicants.empty.clearFilters')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
