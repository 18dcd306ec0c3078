import { Search, X } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import {
  type ApplicantFilters as Filters,
  DATE_FILTERS,
  type DateFilter,
  hasActiveFilters,
  NO_FILTERS,
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

/**
 * The filter bar (SPEC §2): text search, status and date (or a custom range); and the source
 * (utm_source), the lowest rating, other jobs and not reviewed yet. `onChange`'s `typing` is
 * set while the search is being typed (one history entry for the whole word).
 */
export function ApplicantFilters({
  filters,
  onChange,
  shown,
  total,
  sources,
}: {
  filters: Filters;
  onChange: (filters: Filters, typing?: boolean) => void;
  shown: number;
  total: number;
  /** The utm_source values of the job's applications. */
  sources: readonly string[];
}) {
  const { t } = useTranslation();
  const active = hasActiveFilters(filters);
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
  const setDay = (key: 'from' | 'to', value: string) => {
    if (value === '' || DAY.test(value)) onChange({ ...filters, [key]: value });
  };
  return (
    <div
      role="search"
      aria-label={t('applicants.filters.label')}
      className="rounded-2xl border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-col gap-3 xl:flex-row xl:items-center">
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value }, true)}
            placeholder={t('applicants.filters.search')}
            aria-label={t('applicants.filters.searchLabel')}
            className="pl-9"
          />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:flex">
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
            <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
              <X aria-hidden />
              {t('applicants.empty.clearFilters')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
