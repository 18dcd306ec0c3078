import type { NewsArticle } from '@app/contracts';
import { Newspaper, Plus } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RecordGrid } from '@/components/ui/record-grid';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { useTranslationFilter } from '@/components/ui/translation-status';
import { usePhaseFilter } from '@/components/publication/phase-filter';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { errorDetail } from '@/lib/api-client';
import { useRecordDialogs } from '@/lib/use-record-dialogs';
import { useDeleteArticle } from '../../api/delete-article';
import { useManagerNews } from '../../api/get-manager-news';
import { NewsAdminCard, NewsAdminCardSkeleton } from './news-admin-card';
import { NewsFormDialog } from './news-form-dialog';

const GRID = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

/**
 * News Management (SPEC §2): every article, scheduled ones included (staff get them from the
 * same list), as a card grid with View, Edit and Delete, the 'Add Article' dialog, and a filter
 * of the articles missing a translation.
 */
export function NewsManagement() {
  const { t } = useTranslation();
  const news = useManagerNews();
  const dialogs = useRecordDialogs<NewsArticle>();
  const deletion = useDeleteConfirmation<NewsArticle>(useDeleteArticle(), {
    deleted: { title: t('newsAdmin.toast.deleted') },
    failed: (error) => ({
      title: t('newsAdmin.toast.errorTitle'),
      description: errorDetail(error, t('newsAdmin.toast.deleteFailed')),
      variant: 'destructive',
    }),
  });

  const addButton = (
    <Button variant="gradient" onClick={dialogs.openCreate}>
      <Plus aria-hidden />
      {t('newsAdmin.add')}
    </Button>
  );
  const articles = news.data?.articles ?? [];
  const phases = usePhaseFilter(articles);
  const translation = useTranslationFilter(phases.shown);

  return (
    <ManagerPage
      title={t('newsAdmin.title')}
      subtitle={t('newsAdmin.subtitle')}
      actions={
        <>
          {phases.select}
          {translation.select}
          {addButton}
        </>
      }
    >
      <RecordGrid
        query={news}
        loading={
          <SkeletonGrid label={t('newsAdmin.loading')} count={6} gridClassName={GRID} aria-busy>
            <NewsAdminCardSkeleton />
          </SkeletonGrid>
        }
        errorTitle={t('newsAdmin.loadError')}
        errorHint={t('newsAdmin.loadErrorHint')}
        records={translation.shown}
        empty={translation.empty(
          <EmptyState
            icon={<Newspaper />}
            title={t('newsAdmin.empty.title')}
            description={t('newsAdmin.empty.description')}
            action={addButton}
          />,
        )}
        count={t('newsAdmin.count', { count: translation.shown.length })}
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
