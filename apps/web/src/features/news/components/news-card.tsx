import type { NewsArticle } from '@app/contracts';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { CardLink } from '@/components/ui/card-link';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { useContentLanguage } from '@/lib/content-language';
import { ArticleImage } from './article-image';
import { ArticleTags, CARD_TAG_LIMIT } from './article-tags';
import { PublishedDate } from './published-date';

/** An article in the news grid; the whole card links to the article. */
export function NewsCard({ article }: { article: NewsArticle }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { langOf } = useContentLanguage(article);
  return (
    <CardLink to={`/news/${article.id}`} aria-labelledby={titleId} data-testid="news-card">
      <div className="relative">
        <ArticleImage
          article={article}
          imageClassName="transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <Badge
          variant="brand"
          lang={langOf('category')}
          className="absolute top-4 left-4 bg-white/95 text-brand-700 shadow-sm dark:bg-background/90 dark:text-brand-100"
        >
          {article.category}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h2
          id={titleId}
          lang={langOf('title')}
          className="text-lg leading-snug font-semibold tracking-tight transition-colors group-hover:text-brand-600 dark:group-hover:text-brand-100"
        >
          {article.title}
        </h2>
        <p
          lang={langOf('excerpt')}
          className="line-clamp-3 text-sm leading-relaxed text-muted-foreground"
        >
          {article.excerpt}
        </p>
        <ArticleTags tags={article.tags} lang={langOf('tags')} limit={CARD_TAG_LIMIT} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t pt-4 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">
            {t('news.byAuthor', { author: article.author })}
          </span>
          <PublishedDate article={article} />
        </div>
      </div>
    </CardLink>
  );
}

export function NewsCardSkeleton() {
  return (
    <CardSkeleton media="aspect-video" data-testid="news-card-skeleton">
      <div className="flex flex-col gap-3 p-6">
        <Skeleton className="h-5 w-11/12" />
        <Skeleton className="h-5 w-2/3" />
        <div className="space-y-2 pt-1">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
        </div>
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-14 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <div className="flex justify-between border-t pt-4">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 w-24" />
        </div>
      </div>
    </CardSkeleton>
  );
}
