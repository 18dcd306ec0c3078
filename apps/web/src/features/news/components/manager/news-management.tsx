import type { NewsArticle } from '@app/contracts';
import { Newspaper, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { ManagerPage } from '@/components/layouts/manager/manager-page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/components/ui/use-toast';
import { errorDetail } from '@/lib/api-client';
import { useDeleteArticle } from '../../api/delete-article';
import { useNews } from '../../api/get-news';
import { NewsAdminCard, NewsAdminCardSkeleton } from './news-admin-card';
import { NewsFormDialog } from './news-form-dialog';

const SKELETONS = 6;

/**
 * News Management (SPEC §2): every article, scheduled ones included (staff get them from the
 * same list), as a card grid with View, Edit and Delete, and the 'Add Article' dialog.
 */
export function NewsManagement() {
  const { t } = useTranslation();
  const news = useNews();
  const remove = useDeleteArticle();
  const [creating, setCreating] = useState(false);
  /** The article in the edit dialog; `session` gives each opening a fresh form. */
  const [editing, setEditing] = useState<{ article: NewsArticle; session: number } | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<NewsArticle | null>(null);

  const openEdit = (article: NewsArticle) => {
    setEditing((previous) => ({ article, session: (previous?.session ?? 0) + 1 }));
    setEditOpen(true);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t('newsAdmin.toast.deleted') });
        setDeleting(null);
      },
      onError: (error) =>
        toast({
          title: t('newsAdmin.toast.errorTitle'),
          description: errorDetail(error, t('newsAdmin.toast.deleteFailed')),
          variant: 'destructive',
        }),
    });
  };

  const addButton = (
    <Button variant="gradient" onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {t('newsAdmin.add')}
    </Button>
  );

  const articles = news.data?.articles ?? [];

  return (
    <ManagerPage
      title={t('newsAdmin.title')}
      subtitle={t('newsAdmin.subtitle')}
      actions={addButton}
    >
      {news.isPending ? (
        <div role="status" aria-busy>
          <span className="sr-only">{t('newsAdmin.loading')}</span>
          <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: SKELETONS }, (_, index) => (
              <NewsAdminCardSkeleton key={index} />
            ))}
          </div>
        </div>
      ) : news.isError ? (
        <LoadError
          title={t('newsAdmin.loadError')}
          description={errorDetail(news.error, t('newsAdmin.loadErrorHint'))}
          onRetry={() => void news.refetch()}
          retrying={news.isFetching}
        />
      ) : articles.length === 0 ? (
        <EmptyState
          icon={<Newspaper />}
          title={t('newsAdmin.empty.title')}
          description={t('newsAdmin.empty.description')}
          action={addButton}
        />
      ) : (
        <>
          <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
            {t('newsAdmin.count', { count: articles.length })}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {articles.map((article) => (
              <li key={article.id}>
                <NewsAdminCard
                  article={article}
                  onEdit={() => openEdit(article)}
                  onDelete={() => setDeleting(article)}
                />
              </li>
            ))}
          </ul>
        </>
      )}

      <NewsFormDialog article={null} open={creating} onOpenChange={setCreating} />
      {editing && (
        <NewsFormDialog
          key={`${editing.article.id}-${editing.session}`}
          article={editing.article}
          open={editOpen}
          onOpenChange={setEditOpen}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
        title={t('newsAdmin.confirmDelete.title')}
        description={
          deleting ? t('newsAdmin.confirmDelete.description', { title: deleting.title }) : undefined
        }
        confirmLabel={t('newsAdmin.confirmDelete.confirm')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </ManagerPage>
  );
}
