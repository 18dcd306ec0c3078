import { MANAGED_NEWS_SORTS, type ManagedNewsSort, type NewsArticle } from '@app/contracts';
import { Newspaper, Plus, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n';
import { useSearchParams } from '@/lib/router';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LabelledSelect } from '@/components/ui/option-select';
import { LayoutToggle, useStoredLayout } from '@/components/ui/layout-toggle';
import { Pagination } from '@/components/ui/pagination';
import { LoadingMessage, QueryState } from '@/components/ui/query-state';
import { RecordGrid } from '@/components/ui/record-grid';
import { SearchInput } from '@/components/ui/search-input';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { NothingMissing, TranslationFilterSelect } from '@/components/ui/translation-status';
import { PhaseFilterSelect } from '@/components/publication/phase-filter';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorDetail } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { useRecordDialogs } from '@/lib/use-record-dialogs';
import { useDeleteArticle } from '../../api/delete-article';
import { useManagedNews } from '../../api/get-managed-news';
import {
  type ManagedNewsView,
  managedNewsParams,
  managedNewsQuery,
  managedNewsView,
} from '../../lib/managed-news-view';
import { NewsAdminCard, NewsAdminCardSkeleton } from './news-admin-card';
import { NewsAdminTable } from './news-admin-table';
import { NewsFormDialog } from './news-form-dialog';

const GRID = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

/** "Sort: Newest first / Oldest first / Title A–Z / Title Z–A". */
function SortSelect({
  value,
  onChange,
}: {
  value: ManagedNewsSort;
  onChange: (sort: ManagedNewsSort) => void;
}) {
  const { t } = useTranslation();
  return (
    <LabelledSelect
      label={t('newsAdmin.sort.label')}
      value={value}
      onValueChange={onChange}
      options={MANAGED_NEWS_SORTS.map((sort) => ({
        value: sort,
        label: t(`newsAdmin.sort.${sort.startsWith('-') ? `${sort.slice(1)}Desc` : sort}`),
      }))}
      data-testid="news-sort"
      className="w-44"
    />
  );
}

/**
 * News Management (SPEC §2): every article, drafts and scheduled ones included, a page at a
 * time from the server, searched, filtered by state and missing translation and sorted (all
 * kept in the address), as a card grid with View, Edit and Delete, and the 'Add Article' dialog.
 */
export function NewsManagement() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => managedNewsView(searchParams), [searchParams]);
  /** A new state in the address, back on the first page unless a page is asked for. */
  const setView = (next: Partial<ManagedNewsView>) =>
    setSearchParams(managedNewsParams({ ...view, page: 1, ...next }));
  // The search is asked of the server once the typing has paused.
  const [typed, setTyped] = useState(view.search);
  const settled = useDebouncedValue(typed, 250);
  useEffect(() => {
    if (settled.trim() !== view.search.trim()) setView({ search: settled });
    // Only a settled change of the typed words moves the address.
  }, [settled]);

  const news = useManagedNews(managedNewsQuery(view));
  const [layout, setLayout] = useStoredLayout(STORAGE_KEYS.newsView);
  const dialogs = useRecordDialogs<NewsArticle>();
  const deletion = useDeleteConfirmation<NewsArticle>(useDeleteArticle(), {
    deleted: { title: t('newsAdmin.toast.deleted') },
    failed: (error) => ({
      title: t('newsAdmin.toast.errorTitle'),
      description: errorDetail(error, t('newsAdmin.toast.deleteFailed')),
      variant: 'destructive',
    }),
  });

  const data = news.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  // A page emptied by deletes gives way to the new last page.
  useEffect(() => {
    if (data && !news.isPlaceholderData && data.articles.length === 0 && view.page > pages) {
      setView({ page: pages });
    }
  }, [data, news.isPlaceholderData, pages, view.page]);

  const articles = data?.articles ?? [];
  const count = t('newsAdmin.count', { count: data?.total ?? 0 });
  const phases = data?.phases;
  const all = phases ? phases.draft + phases.scheduled + phases.published + phases.archived : 0;
  const filtering = view.search.trim() !== '' || view.phase !== 'all' || view.missing !== 'all';
  const addButton = (
    <Button variant="gradient" onClick={dialogs.openCreate}>
      <Plus aria-hidden />
      {t('newsAdmin.add')}
    </Button>
  );
  const showAll = () => {
    setTyped('');
    setView({ search: '', phase: 'all', missing: 'all' });
  };

  const empty = !filtering ? (
    <EmptyState
      icon={<Newspaper />}
      title={t('newsAdmin.empty.title')}
      description={t('newsAdmin.empty.description')}
      action={addButton}
    />
  ) : view.missing !== 'all' && view.search.trim() === '' && view.phase === 'all' ? (
    <NothingMissing filter={view.missing} onShowAll={showAll} />
  ) : (
    <EmptyState
      icon={<SearchX />}
      title={t('newsAdmin.noMatch.title')}
      description={t('newsAdmin.noMatch.description')}
      action={
        <Button variant="outline" onClick={showAll}>
          {t('newsAdmin.noMatch.showAll')}
        </Button>
      }
    />
  );

  return (
    <ManagerPage
      title={t('newsAdmin.title')}
      subtitle={t('newsAdmin.subtitle')}
      actions={addButton}
    >
      <div className="grid min-w-0 gap-6" aria-busy={news.isFetching || undefined}>
        <div className="flex min-w-0 flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center">
          <SearchInput
            id="news-search"
            label={t('newsAdmin.search.label')}
            placeholder={t('newsAdmin.search.placeholder')}
            value={typed}
            onChange={setTyped}
          />
          <div className="flex flex-wrap items-center gap-3 lg:ml-auto">
            <PhaseFilterSelect
              value={view.phase}
              onChange={(phase) => setView({ phase })}
              count={(phase) => (phase === 'all' ? all : (phases?.[phase] ?? 0))}
            />
            <TranslationFilterSelect
              value={view.missing}
              onChange={(missing) => setView({ missing })}
            />
            <SortSelect value={view.sort} onChange={(sort) => setView({ sort })} />
            <LayoutToggle
              layout={layout}
              onChange={setLayout}
              labels={{
                group: t('newsAdmin.layout.label'),
                cards: t('newsAdmin.layout.cards'),
                table: t('newsAdmin.layout.table'),
              }}
            />
          </div>
        </div>

        {layout === 'table' ? (
          <QueryState
            query={news}
            loading={<LoadingMessage>{t('newsAdmin.loading')}</LoadingMessage>}
            errorTitle={t('newsAdmin.loadError')}
            errorHint={t('newsAdmin.loadErrorHint')}
            empty={articles.length === 0 && empty}
          >
            <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
              {count}
            </p>
            <NewsAdminTable articles={articles} onEdit={dialogs.openEdit} onDelete={deletion.ask} />
          </QueryState>
        ) : (
          <RecordGrid
            query={news}
            loading={
              <SkeletonGrid label={t('newsAdmin.loading')} count={6} gridClassName={GRID} aria-busy>
                <NewsAdminCardSkeleton />
              </SkeletonGrid>
            }
            errorTitle={t('newsAdmin.loadError')}
            errorHint={t('newsAdmin.loadErrorHint')}
            records={articles}
            empty={empty}
            count={count}
            className={GRID}
          >
            {(article) => (
              <NewsAdminCard
                article={article}
                onEdit={() => dialogs.openEdit(article)}
                onDelete={() => deletion.ask(article)}
              />
            )}
          </RecordGrid>
        )}

        <Pagination
          label={t('newsAdmin.pages')}
          page={Math.min(view.page, pages)}
          pages={pages}
          busy={news.isPlaceholderData}
          onPage={(page) => {
            setView({ page });
            window.scrollTo({ top: 0 });
          }}
        />
      </div>

      <NewsFormDialog article={null} {...dialogs.create} />
      {dialogs.edit && (
        <NewsFormDialog
          key={dialogs.edit.key}
          article={dialogs.edit.record}
          open={dialogs.edit.open}
          onOpenChange={dialogs.edit.onOpenChange}
        />
      )}
      <ConfirmDialog
        {...deletion.dialog}
        title={t('newsAdmin.confirmDelete.title')}
        description={
          deletion.target
            ? t('newsAdmin.confirmDelete.description', { title: deletion.target.title })
            : undefined
        }
        confirmLabel={t('newsAdmin.confirmDelete.confirm')}
      />
    </ManagerPage>
  );
}
