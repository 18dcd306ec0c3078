import { PAGE_PATHS } from '@app/contracts/site';
import { FileX } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { itemMeta, type PageContext, type PageMeta, pageUrl, prefetchItem } from '@/lib/page-meta';
import { ItemPage } from '@/components/layouts/item-page';
import { Spinner } from '@/components/ui/spinner';
import { articleQueryOptions, useArticle } from '@/features/news/api/get-article';
import { ArticleDetail } from '@/features/news/components/article-detail';
import { newsArticleData } from '@/features/news/lib/news-article-data';

export const prefetch = prefetchItem('newsId', articleQueryOptions);

export const meta = (context: PageContext): PageMeta => {
  const { t } = context;
  return itemMeta(context, 'newsId', articleQueryOptions, {
    loading: { title: t('news.detail.loading'), description: t('news.subtitle') },
    missing: { title: t('news.detail.notFound'), description: t('news.detail.notFoundText') },
    list: { name: t('nav.news'), path: PAGE_PATHS.news },
    found: (article) => {
      const path = PAGE_PATHS.article(article.id);
      return {
        title: article.title,
        description: article.excerpt,
        image: article.image,
        type: 'article',
        jsonLd: [
          newsArticleData(article, {
            origin: context.origin,
            url: pageUrl(context, path),
            language: context.language,
          }),
        ],
        crumb: { name: article.title, path },
      };
    },
  });
};

/** /news/{newsId} (SPEC §2): the article, or 'Article not found' with a way back to the news. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ItemPage
      param="newsId"
      useItem={useArticle}
      loading={<Spinner className="py-32" label={t('news.detail.loading')} />}
      notFound={{
        icon: <FileX />,
        title: t('news.detail.notFound'),
        description: t('news.detail.notFoundText'),
        backTo: '/news',
        backLabel: t('news.detail.backToNews'),
      }}
    >
      {(article) => <ArticleDetail article={article} />}
    </ItemPage>
  );
}
