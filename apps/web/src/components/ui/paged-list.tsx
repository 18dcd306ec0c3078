import { SearchX } from 'lucide-react';
import type * as React from 'react';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n';
import { Button } from './button';
import { EmptyState } from './empty-state';
import type { Layout } from './layout-toggle';
import { LabelledSelect } from './option-select';
import { Pagination } from './pagination';
import { QueryState } from './query-state';
import { RecordGrid } from './record-grid';

/**
 * A paged list's tools above it: the search box on the left, then its filters, its order and
 * the cards/table toggle; one column on a phone.
 */
export function ListToolbar({
  search,
  children,
}: {
  search: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center">
      {search}
      <div className="flex flex-wrap items-center gap-3 lg:ml-auto">{children}</div>
    </div>
  );
}

/**
 * "Sort: …" of a list whose orders are `sorts` (`-` before a field: descending). `texts` is the
 * list's translation keys: `${texts}.label`, and one a sort (`title`, `titleDesc`).
 */
export function SortSelect<Sort extends string>({
  sorts,
  value,
  onChange,
  texts,
  testId,
  className = 'w-44',
}: {
  sorts: readonly Sort[];
  value: Sort;
  onChange: (sort: Sort) => void;
  texts: string;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <LabelledSelect
      label={t(`${texts}.label`)}
      value={value}
      onValueChange={onChange}
      options={sorts.map((sort) => ({
        value: sort,
        label: t(`${texts}.${sort.startsWith('-') ? `${sort.slice(1)}Desc` : sort}`),
      }))}
      data-testid={testId}
      className={className}
    />
  );
}

/** A filtered list with nothing to show: what it says, and a way back to everything. */
export function NoMatch({
  title,
  description,
  showAll,
  onShowAll,
}: {
  title: string;
  description: string;
  showAll: string;
  onShowAll: () => void;
}) {
  return (
    <EmptyState
      icon={<SearchX />}
      title={title}
      description={description}
      action={
        <Button variant="outline" onClick={onShowAll}>
          {showAll}
        </Button>
      }
    />
  );
}

type PagedListProps<Item extends { id: number }> = {
  /** The page's query (TanStack Query's result, the previous page kept while the next loads). */
  query: React.ComponentProps<typeof QueryState>['query'] & { isPlaceholderData: boolean };
  /** The page's items, how many match in all, and how many a page holds. */
  items: readonly Item[];
  total: number;
  perPage: number;
  page: number;
  onPage: (page: number) => void;
  layout: Layout;
  texts: {
    /** The line above the list ("24 articles"). */
    count: string;
    /** The pagination's name. */
    pages: string;
    errorTitle: string;
    errorHint: string;
  };
  /** What shows while the first page is awaited, as cards and as a table. */
  loading: { cards: React.ReactNode; table: React.ReactNode };
  /** What shows when the page is empty. */
  empty: React.ReactNode;
  /** The compact view of the page's items. */
  table: React.ReactNode;
  /** One item's card. */
  card: (item: Item) => React.ReactNode;
  gridClassName: string;
  gridTestId?: string;
};

/**
 * A back-office list a page at a time from the server: as cards or a table, in its loading,
 * failed, empty and loaded states, with its pages below. A page emptied by deletes gives way to
 * the new last page.
 */
export function PagedList<Item extends { id: number }>({
  query,
  items,
  total,
  perPage,
  page,
  onPage,
  layout,
  texts,
  loading,
  empty,
  table,
  card,
  gridClassName,
  gridTestId,
}: PagedListProps<Item>) {
  const loaded = !query.isPending && !query.isError;
  const pages = Math.max(1, Math.ceil(total / perPage));
  useEffect(() => {
    if (loaded && !query.isPlaceholderData && items.length === 0 && page > pages) onPage(pages);
  }, [loaded, query.isPlaceholderData, items.length, page, pages]);

  return (
    <>
      {layout === 'table' ? (
        <QueryState
          query={query}
          loading={loading.table}
          errorTitle={texts.errorTitle}
          errorHint={texts.errorHint}
          empty={items.length === 0 && empty}
        >
          <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
            {texts.count}
          </p>
          {table}
        </QueryState>
      ) : (
        <RecordGrid
          query={query}
          loading={loading.cards}
          errorTitle={texts.errorTitle}
          errorHint={texts.errorHint}
          records={items}
          empty={empty}
          count={texts.count}
          className={gridClassName}
          data-testid={gridTestId}
        >
          {card}
        </RecordGrid>
      )}
      <Pagination
        label={texts.pages}
        page={Math.min(page, pages)}
        pages={pages}
        busy={query.isPlaceholderData}
        onPage={(next) => {
          onPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
