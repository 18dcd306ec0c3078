import { FileX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useArticle } from '@/features/news/api/get-article';
import { ArticleDetail } from '@/features/news/components/article-detail';
import { useDocumentTitle } from '@/hooks/use-document-title';

const readId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /news/{newsId} (SPEC §2): the article, or 'Article not found' with a way back to the news. */
export function Component() {
  const { t } = useTranslation();
  const id = readId(useParams().newsId);
  const { data: article, isPending, isError } = useArticle(id);
  const loading = id !== null && isPending;
  const missing = id === null || isError || (!isPending && !article);
  useDocumentTitle(
    loading ? t('news.detail.loading') : missing ? t('news.detail.notFound') : article?.title,
  );

  if (loading) {
    return <Spinner className="py-32" label={t('news.detail.loading')} />;
  }

  if (missing || !article) {
    return (
      <div className="px-4 py-20 sm:py-28">
        <EmptyState
          headingLevel="h1"
          icon={<FileX />}
          title={t('news.detail.notFound')}
          description={t('news.detail.notFoundText')}
          action={
            <Button asChild>
              <Link to="/news">{t('news.detail.backToNews')}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return <ArticleDetail article={article} />;
}
