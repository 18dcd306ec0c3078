import { Newspaper } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { ListPage } from '@/components/layouts/list-page';
import { SkeletonGrid } from '@/components/ui/skeleton-grid';
import { newsQueryOptions, useNews } from '@/features/news/api/get-news';
import { NewsCard, NewsCardSkeleton } from '@/features/news/components/news-card';
import { sortNewestFirst } from '@/features/news/lib/articles';
import type { PageContext, PageMeta } from '@/lib/page-meta';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export const prefetch = ({ queryClient, language }: PageContext) =>
  queryClient.prefetchQuery(newsQueryOptions(language));

export const meta = ({ t }: PageContext): PageMeta => ({
  title: t('news.title'),
  description: t('news.subtitle'),
});

/** /news: the published articles, newest first (SPEC §2). */
export function Component() {
  const { t } = useTranslation();
  const news = useNews();
  const articles = news.data ? sortNewestFirst(news.data.articles) : [];

  return (
    <ListPage
      eyebrow={t('news.eyebrow')}
      title={t('news.title')}
      description={t('news.subtitle')}
      query={news}
      skeleton={
        <SkeletonGrid label={t('common.loading')} count={6} gridClassName={GRID} aria-live="polite">
          <NewsCardSkeleton />
        </SkeletonGrid>
      }
      loadError={{ title: t('news.loadError'), description: t('news.loadErrorHint') }}
      isEmpty={articles.length === 0}
      empty={{ icon: <Newspaper />, title: t('news.empty'), description: t('news.emptyHint') }}
    >
      <ul className={GRID} data-testid="news-grid">
        {articles.map((article) => (
          <li key={article.id}>
            <NewsCard article={article} />
          </li>
        ))}
      </ul>
    </ListPage>
  );
}
