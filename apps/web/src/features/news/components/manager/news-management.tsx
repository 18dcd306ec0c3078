import { MANAGED_NEWS_PER_PAGE, MANAGED_NEWS_SORTS, type NewsArticle } from '@app/contracts';
import { Newspaper, Plus } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LayoutToggle, useStoredLayout } from '@/components/ui/layout-toggle';
import { ListToolbar, NoMatch, PagedList, SortSelect } from '@/components/ui/paged-list';
import { LoadingMessage } from '@/components/ui/query-state';
import { SearchInput } from '@/components/ui/search-input';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { NothingMissing, TranslationFilterSelect } from '@/components/ui/translation-status';
import { PhaseFilterSelect } from '@/components/publication/phase-filter';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { useListAddress } from '@/hooks/use-list-address';
import { errorDetail } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { useRecordDialogs } from '@/lib/use-record-dialogs';
import { useDeleteArticle } from '../../api/delete-article';
import { useManagedNews } from '../../api/get-managed-news';
import { managedNewsParams, managedNewsQuery, managedNewsView } from '../../lib/managed-news-view';
import { NewsAdminCard, NewsAdminCardSkeleton } from './news-admin-card';
import { NewsAdminTable } from './news-admin-table';
import { NewsFormDialog } from './news-form-dialog';

const GRID = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

/**
 * News Management (SPEC §2): every article, drafts and scheduled ones included, a page at a
 * time from the server, searched, filtered by state and missing translation and sorted (all
 * kept in the address), as a card grid with View, Edit and Delete, and the 'Add Article' dialog.
 */
export function NewsManagement() {
  const { t } = useTranslation();
  const { view, setView, typed, setTyped } = useListAddress(managedNewsView, managedNewsParams);

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
  const articles = data?.articles ?? [];
  const count = t('newsAdmin.count', { count: data?.total ?? 0 });
  const phases = data?.phases;
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
    <NoMatch
      title={t('newsAdmin.noMatch.title')}
      description={t('newsAdmin.noMatch.description')}
      showAll={t('newsAdmin.noMatch.showAll')}
      onShowAll={showAll}
    />
  );

  return (
    <ManagerPage
      title={t('newsAdmin.title')}
      subtitle={t('newsAdmin.subtitle')}
      actions={addButton}
    >
      <div className="grid min-w-0 gap-6" aria-busy={news.isFetching || undefined}>
        <ListToolbar
          search={
            <SearchInput
              id="news-search"
              label={t('newsAdmin.search.label')}
              placeholder={t('newsAdmin.search.placeholder')}
              value={typed}
              onChange={setTyped}
            />
          }
        >
          <PhaseFilterSelect
            value={view.phase}
            onChange={(phase) => setView({ phase })}
            counts={phases}
          />
          <TranslationFilterSelect
            value={view.missing}
            onChange={(missing) => setView({ missing })}
          />
          <SortSelect
            sorts={MANAGED_NEWS_SORTS}
            value={view.sort}
            onChange={(sort) => setView({ sort })}
            texts="newsAdmin.sort"
            testId="news-sort"
          />
          <LayoutToggle layout={layout} onChange={setLayout} texts="newsAdmin.layout" />
        </ListToolbar>

        <PagedList
          query={news}
          items={articles}
          total={data?.total ?? 0}
          perPage={data?.per_page ?? MANAGED_NEWS_PER_PAGE}
          page={view.page}
          onPage={(page) => setView({ page })}
          layout={layout}
          texts={{
            count,
            pages: t('newsAdmin.pages'),
            errorTitle: t('newsAdmin.loadError'),
            errorHint: t('newsAdmin.loadErrorHint'),
          }}
          loading={{
            table: <LoadingMessage>{t('newsAdmin.loading')}</LoadingMessage>,
            cards: (
              <SkeletonGrid label={t('newsAdmin.loading')} count={6} gridClassName={GRID} aria-busy>
                <NewsAdminCardSkeleton />
              </SkeletonGrid>
            ),
          }}
          empty={empty}
          table={
            <NewsAdminTable articles={articles} onEdit={dialogs.openEdit} onDelete={deletion.ask} />
          }
          card={(article) => (
            <NewsAdminCard
              article={article}
              onEdit={() => dialogs.openEdit(article)}
              onDelete={() => deletion.ask(article)}
            />
          )}
          gridClassName={GRID}
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
