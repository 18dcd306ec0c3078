import { Search, X } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { cn } from '@/lib/utils';
import {
  type ApplicantFilters as Filters,
  DATE_FILTERS,
  type DateFilter,
  RATING_FILTERS,
  type SourceFilter,
  sourceFilterOf,
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

/** Across jobs: the job filter, the jobs to choose from (newest first) and its change. */
export type JobFilter = {
  job: number | undefined;
  jobs: readonly { id: number; title: string }[];
  onJob: (job: number | undefined) => void;
};

/**
 * The filter bar (SPEC §2): text search, status and date (or a custom range); and the source
 * (utm_source), the lowest rating, other jobs and not reviewed yet; across jobs, the job first.
 * `onChange`'s `typing` is set while the search is being typed (one history entry for the whole
 * word). One action clears every filter, the job's too (`active`: some filter is set).
 */
export function ApplicantFilters({
  filters,
  onChange,
  onClear,
  active,
  shown,
  total,
  sources,
  jobFilter,
}: {
  filters: Filters;
  onChange: (filters: Filters, typing?: boolean) => void;
  onClear: () => void;
  active: boolean;
  shown: number;
  total: number;
  /** The utm_source values of the applications listed (the job's, or every job's). */
  sources: readonly string[];
  jobFilter?: JobFilter;
}) {
  const { t } = useTranslation();
  const options = <Value extends string>(values: readonly Value[], labels: Record<Value, string>) =>
    values.map((value) => ({ value, label: t(labels[value]) }));
  const sourceOptions: { value: SourceFilter; label: string }[] = [
    { value: 'all', label: t('applicants.filters.allSources') },
    ...sources.map((source) => ({ value: sourceFilterOf(source), label: source })),
    { value: 'none', label: t('applicants.filters.noSource') },
  ];
  const ratingOptions = RATING_FILTERS.map((rating) => ({
    value: String(rating),
    label:
      rating === 0
        ? t('applicants.filters.anyRating')
        : t('applicants.filters.minRating', { count: rating }),
  }));
  const jobOptions = jobFilter && [
    { value: ALL_JOBS, label: t('applicants.all.allJobs') },
    ...jobFilter.jobs.map(({ id, title }) => ({ value: String(id), label: title })),
  ];
  // A job from the address that is not (or not yet) in the list still shows as chosen.
  if (jobFilter?.job !== undefined && !jobFilter.jobs.some(({ id }) => id === jobFilter.job)) {
    jobOptions!.push({
      value: String(jobFilter.job),
      label: t('applicants.all.jobNumber', { id: jobFilter.job }),
    });
  }
  const setDay = (key: 'from' | 'to', value: string) => {
    if (value === '' || DAY.test(value)) onChange({ ...filters, [key]: value });
  };
  return (
    <div
      role="search"
      aria-label={t('applicants.filters.label')}
      className="rounded-2xl border bg-card p-4 shadow-sm"
    >
      <div
        className={cn(
          'flex flex-col gap-3',
          jobFilter ? '2xl:flex-row 2xl:items-center' : 'xl:flex-row xl:items-center',
        )}
      >
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value }, true)}
            placeholder={t(jobFilter ? 'applicants.all.search' : 'applicants.filters.search')}
            aria-label={t(
              jobFilter ? 'applicants.all.searchLabel' : 'applicants.filters.searchLabel',
            )}
            className="pl-9"
          />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:flex">
          {jobFilter && (
            <OptionSelect
              value={jobFilter.job === undefined ? ALL_JOBS : String(jobFilter.job)}
              onValueChange={(value) =>
                jobFilter.onJob(value === ALL_JOBS ? undefined : Number(value))
              }
              options={jobOptions!}
              aria-label={t('applicants.all.jobLabel')}
              className="col-span-2 min-w-0 sm:col-span-4 xl:w-64"
              data-testid="job-filter"
            />
          )}
          <OptionSelect
            value={filters.status}
            onValueChange={(status) => onChange({ ...filters, status })}
            options={options(STATUS_FILTERS, STATUS_LABELS)}
            aria-label={t('applicants.filters.statusLabel')}
            className="xl:w-44"
          />
          <OptionSelect
            value={filters.date}
            onValueChange={(date) => onChange({ ...filters, date })}
            options={options(DATE_FILTERS, DATE_LABELS)}
            aria-label={t('applicants.filters.dateLabel')}
            className="xl:w-44"
          />
          <OptionSelect
            value={filters.source}
            onValueChange={(source) => onChange({ ...filters, source })}
            options={sourceOptions}
            aria-label={t('applicants.filters.sourceLabel')}
            className="xl:w-44"
          />
          <OptionSelect
            value={String(filters.rating)}
            onValueChange={(rating) => onChange({ ...filters, rating: Number(rating) })}
            options={ratingOptions}
            aria-label={t('applicants.filters.ratingLabel')}
            className="xl:w-44"
          />
        </div>
      </div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        {filters.date === 'custom' && (
          <div className="grid grid-cols-2 gap-3 sm:w-96">
            <div className="grid min-w-0 gap-1.5">
              <Label htmlFor="applicants-from">{t('applicants.filters.from')}</Label>
              <DateInput
                id="applicants-from"
                value={filters.from}
                onChange={(value) => setDay('from', value)}
              />
            </div>
            <div className="grid min-w-0 gap-1.5">
              <Label htmlFor="applicants-to">{t('applicants.filters.to')}</Label>
              <DateInput
                id="applicants-to"
                value={filters.to}
                onChange={(value) => setDay('to', value)}
              />
            </div>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm sm:min-h-9">
          <Label className="flex items-center gap-2 font-normal">
            <Checkbox
              checked={filters.otherJobs}
              onCheckedChange={(checked) => onChange({ ...filters, otherJobs: checked === true })}
            />
            {t('applicants.filters.otherJobs')}
          </Label>
          <Label className="flex items-center gap-2 font-normal">
            <Checkbox
              checked={filters.notReviewed}
              onCheckedChange={(checked) => onChange({ ...filters, notReviewed: checked === true })}
            />
            {t('applicants.filters.notReviewed')}
          </Label>
        </div>
      </div>
      {total > 0 && (
        <div className="mt-3 flex min-h-8 flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <p aria-live="polite" data-testid="filter-summary">
            {t('applicants.filters.showing', { shown, total })}
          </p>
          {/* With nothing shown, the empty state below offers the same action. */}
          {active && shown > 0 && (
            <Button variant="ghost" size="sm" onClick={onClear}>
              <X aria-hidden />
              {t('applicants.empty.clearFilters')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
