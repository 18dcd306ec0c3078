import { Search, X } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { OptionSelect } from '@/components/ui/option-select';
import {
  type ApplicantFilters as Filters,
  DATE_FILTERS,
  type DateFilter,
  hasActiveFilters,
  NO_FILTERS,
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
};

/** The filter bar (SPEC §2): text search, status and date; and the source (utm_source). */
export function ApplicantFilters({
  filters,
  onChange,
  shown,
  total,
  sources,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
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
  return (
    <div
      role="search"
      aria-label={t('applicants.filters.label')}
      className="rounded-2xl border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div className="relative flex-1">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
            placeholder={t('applicants.filters.search')}
            aria-label={t('applicants.filters.searchLabel')}
            className="pl-9"
          />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:flex">
          <OptionSelect
            value={filters.status}
            onValueChange={(status) => onChange({ ...filters, status })}
            options={options(STATUS_FILTERS, STATUS_LABELS)}
            aria-label={t('applicants.filters.statusLabel')}
            className="md:w-44"
          />
          <OptionSelect
            value={filters.date}
            onValueChange={(date) => onChange({ ...filters, date })}
            options={options(DATE_FILTERS, DATE_LABELS)}
            aria-label={t('applicants.filters.dateLabel')}
            className="md:w-44"
          />
          <OptionSelect
            value={filters.source}
            onValueChange={(source) => onChange({ ...filters, source })}
            options={sourceOptions}
            aria-label={t('applicants.filters.sourceLabel')}
            className="md:w-44"
          />
        </div>
      </div>
      {total > 0 && (
        <div className="mt-3 flex min-h-8 flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
          <p aria-live="polite" data-testid="filter-summary">
            {t('applicants.filters.showing', { shown, total })}
          </p>
          {active && (
            <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
              <X aria-hidden />
              {t('applicants.filters.reset')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
