import type { NewsArticle } from '@app/contracts';
import { PAGE_PATHS } from '@app/contracts/site';
import { FileX } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Link, useParams } from '@/lib/router';
import { itemMeta, type PageContext, type PageMeta, pageUrl } from '@/lib/page-meta';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { articleQueryOptions, useArticle } from '@/features/news/api/get-article';
import { ArticleDetail } from '@/features/news/components/article-detail';
import { newsArticleData } from '@/features/news/lib/news-article-data';
import { parseId } from '@/lib/parse-id';
import { breadcrumbs } from '@/lib/structured-data';

export const prefetch = ({ queryClient, params }: PageContext) => {
  const id = parseId(params.newsId);
  return id === null ? Promise.resolve() : queryClient.prefetchQuery(articleQueryOptions(id));
};

export const meta = (context: PageContext): PageMeta => {
  const { t, params } = context;
  const id = parseId(params.newsId);
  return itemMeta<NewsArticle>(context, id === null ? null : articleQueryOptions(id).queryKey, {
    loading: { title: t('news.detail.loading'), description: t('news.subtitle') },
    missing: { title: t('news.detail.notFound'), description: t('news.detail.notFoundText') },
    found: (article) => {
      const url = pageUrl(context, PAGE_PATHS.article(article.id));
      return {
        title: article.title,
        description: article.excerpt,
        image: article.image,
        type: 'article',
        jsonLd: [
          newsArticleData(article, { origin: context.origin, url }),
          breadcrumbs([
            { name: t('nav.home'), url: pageUrl(context, PAGE_PATHS.home) },
            { name: t('nav.news'), url: pageUrl(context, PAGE_PATHS.news) },
            { name: article.title, url },
          ]),
        ],
      };
    },
  });
};

/** /news/{newsId} (SPEC §2): the article, or 'Article not found' with a way back to the news. */
export function Component() {
  const { t } = useTranslation();
  const id = parseId(useParams().newsId);
  const { data: article, isPending, isError } = useArticle(id);
  const loading = id !== null && isPending;
  const missing = id === null || isError || (!isPending && !article);

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
