import { Languages } from 'lucide-react';
import type * as React from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n';
import {
  filterByTranslation,
  missingLanguages,
  type Translatable,
  TRANSLATION_FILTERS,
  type TranslationFilter,
} from '@/lib/content-translations';
import { cn } from '@/lib/utils';
import { Badge } from './badge';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { LabelledSelect } from './option-select';

/** A back-office card's badges, one per language the item has no translation into. */
export function MissingTranslations({
  item,
  compact = false,
  className,
}: {
  item: Translatable;
  /** The language's code on the badge (a table's row), its full text read out and on hover. */
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const missing = missingLanguages(item);
  if (missing.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
      {missing.map((language) => {
        const text = t(`contentTranslations.missingBadge.${language}`);
        return (
          <Badge
            key={language}
            variant="outline"
            className="font-normal text-muted-foreground"
            data-testid="missing-translation"
            data-language={language}
            title={compact ? text : undefined}
          >
            <Languages aria-hidden className="size-3.5" />
            {compact ? (
              <>
                <span aria-hidden>{language.toUpperCase()}</span>
                <span className="sr-only">{text}</span>
              </>
            ) : (
              text
            )}
          </Badge>
        );
      })}
    </div>
  );
}

/**
 * A back-office list's translation filter: the records it shows, its select (none while the
 * list has no record), and what the list shows when that leaves nothing.
 */
export function useTranslationFilter<T extends Translatable>(records: readonly T[]) {
  const [filter, setFilter] = useState<TranslationFilter>('all');
  const shown = useMemo(() => filterByTranslation(records, filter), [records, filter]);
  const filtering = filter !== 'all' && records.length > 0;
  return {
    shown,
    select: records.length > 0 && <TranslationFilterSelect value={filter} onChange={setFilter} />,
    /** `noRecords` when the list has none, else that none misses the language asked for. */
    empty: (noRecords: React.ReactNode) =>
      filtering ? <NothingMissing filter={filter} onShowAll={() => setFilter('all')} /> : noRecords,
  };
}

/** "Translations: All / Missing German / Missing Azerbaijani", beside a list's other filters. */
export function TranslationFilterSelect({
  value,
  onChange,
}: {
  value: TranslationFilter;
  onChange: (filter: TranslationFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <LabelledSelect
      label={t('contentTranslations.filter.label')}
      value={value}
      onValueChange={onChange}
      options={TRANSLATION_FILTERS.map((filter) => ({
        value: filter,
        label: t(`contentTranslations.filter.${filter}`),
      }))}
      data-testid="translation-filter"
      className="w-52"
    />
  );
}

/** What a list shows when its translation filter leaves nothing: every record has it. */
export function NothingMissing({
  filter,
  onShowAll,
}: {
  filter: Exclude<TranslationFilter, 'all'>;
  onShowAll: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<Languages />}
      title={t('contentTranslations.noMatch.title')}
      description={t(`contentTranslations.noMatch.${filter}`)}
      action={
        <Button variant="outline" onClick={onShowAll}>
          {t('contentTranslations.noMatch.showAll')}
        </Button>
      }
    />
  );
}
