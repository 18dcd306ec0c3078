import type { NewsArticle } from '@app/contracts';
import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format-date';
import { ArticleImage } from './article-image';
import { ArticleTags } from './article-tags';

/** SPEC §9: news cards show at most 3 tags. */
export const CARD_TAG_LIMIT = 3;

/** An article in the news grid; the whole card links to the article. */
export function NewsCard({ article }: { article: NewsArticle }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <Link
      to={`/news/${article.id}`}
      aria-labelledby={titleId}
      data-testid="news-card"
      className="group flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition duration-200 hover:-translate-y-1 hover:shadow-lg focus-visible:-translate-y-1 dark:hover:shadow-black/40"
    >
      <div className="relative">
        <ArticleImage
          src={article.image}
          alt=""
          imageClassName="transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <Badge
          variant="brand"
          className="absolute top-4 left-4 bg-white/95 text-brand-700 shadow-sm dark:bg-background/90 dark:text-brand-100"
        >
          {article.category}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h2
          id={titleId}
          className="text-lg leading-snug font-semibold tracking-tight transition-colors group-hover:text-brand-600 dark:group-hover:text-brand-100"
        >
          {article.title}
        </h2>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">
          {article.excerpt}
        </p>
        <ArticleTags tags={article.tags} limit={CARD_TAG_LIMIT} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t pt-4 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">
            {t('news.byAuthor', { author: article.author })}
          </span>
          <time dateTime={article.published_at} className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            {formatDate(article.published_at, i18n.language, 'short')}
          </time>
        </div>
      </div>
    </Link>
  );
}

export function NewsCardSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="news-card-skeleton"
      className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm"
    >
      <Skeleton className="aspect-video rounded-none" />
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
    </div>
  );
}
