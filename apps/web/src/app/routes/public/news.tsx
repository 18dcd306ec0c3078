import { Newspaper, TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { newsQueryOptions, useNews } from '@/features/news/api/get-news';
import { NewsCard, NewsCardSkeleton } from '@/features/news/components/news-card';
import { sortNewestFirst } from '@/features/news/lib/articles';
import type { PageContext, PageMeta } from '@/lib/page-meta';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export const prefetch = ({ queryClient }: PageContext) =>
  queryClient.prefetchQuery(newsQueryOptions());

export const meta = ({ t }: PageContext): PageMeta => ({
  title: t('news.title'),
  description: t('news.subtitle'),
});

/** /news: the published articles, newest first (SPEC §2). */
export function Component() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useNews();

  return (
    <>
      <PageHeader
        eyebrow={t('news.eyebrow')}
        title={t('news.title')}
        description={t('news.subtitle')}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {isPending ? (
          <div role="status" aria-live="polite">
            <span className="sr-only">{t('common.loading')}</span>
            <div className={GRID}>
              {Array.from({ length: 6 }, (_, index) => (
                <NewsCardSkeleton key={index} />
              ))}
            </div>
          </div>
        ) : isError ? (
          <EmptyState
            role="alert"
            tone="destructive"
            icon={<TriangleAlert />}
            title={t('news.loadError')}
            description={t('news.loadErrorHint')}
            action={
              <Button onClick={() => void refetch()} disabled={isFetching}>
                {t('common.tryAgain')}
              </Button>
            }
          />
        ) : data.articles.length === 0 ? (
          <EmptyState
            icon={<Newspaper />}
            title={t('news.empty')}
            description={t('news.emptyHint')}
          />
        ) : (
          <ul className={GRID} data-testid="news-grid">
            {sortNewestFirst(data.articles).map((article) => (
              <li key={article.id}>
                <NewsCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
