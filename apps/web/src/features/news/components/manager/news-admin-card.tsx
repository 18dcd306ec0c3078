import type { NewsArticle } from '@app/contracts';
import { CalendarClock, CalendarDays, ExternalLink, Pencil, Trash2, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format-date';
import { ArticleImage } from '../article-image';

/** SPEC §2, §9: a news card shows at most 3 tags, then a '+n' count. */
const TAG_LIMIT = 3;

/** True while an article's publication time is still to come. */
export const isScheduled = (article: Pick<NewsArticle, 'published_at'>, now = Date.now()) =>
  Date.parse(article.published_at) > now;

/** An article in the manager's grid (SPEC §2 "News Management") with View, Edit and Delete. */
export function NewsAdminCard({
  article,
  onEdit,
  onDelete,
}: {
  article: NewsArticle;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const scheduled = isScheduled(article);
  const shownTags = article.tags.slice(0, TAG_LIMIT);
  const hiddenTags = article.tags.length - shownTags.length;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="news-admin-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition duration-200 hover:-translate-y-0.5 hover:shadow-md dark:hover:shadow-black/40"
    >
      <div className="relative">
        <ArticleImage src={article.image} alt="" />
        <div className="absolute inset-x-3 top-3 flex flex-wrap items-start justify-between gap-2">
          <Badge
            variant="brand"
            className="bg-white/95 text-brand-700 shadow-sm dark:bg-background/90 dark:text-brand-100"
          >
            {article.category}
          </Badge>
          {scheduled && (
            <Badge
              variant="yellow"
              className="shadow-sm dark:bg-amber-950"
              data-testid="scheduled-badge"
            >
              <CalendarClock aria-hidden className="size-3.5" />
              {t('newsAdmin.card.scheduled')}
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 id={titleId} className="line-clamp-2 text-lg leading-snug font-semibold tracking-tight">
          {article.title}
        </h2>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">
          {article.excerpt}
        </p>
        {article.tags.length > 0 && (
          <ul aria-label={t('newsAdmin.card.tags')} className="flex flex-wrap gap-1.5">
            {shownTags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary" data-testid="admin-article-tag">
                  #{tag}
                </Badge>
              </li>
            ))}
            {hiddenTags > 0 && (
              <li>
                <Badge
                  variant="outline"
                  className="text-muted-foreground"
                  title={t('newsAdmin.card.moreTagsLabel', { count: hiddenTags })}
                >
                  <span aria-hidden>+{hiddenTags}</span>
                  <span className="sr-only">
                    {t('newsAdmin.card.moreTagsLabel', { count: hiddenTags })}
                  </span>
                </Badge>
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t pt-3 text-sm text-muted-foreground">
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <UserRound aria-hidden className="size-4 shrink-0" />
            <span className="truncate font-medium text-foreground">{article.author}</span>
          </span>
          <time dateTime={article.published_at} className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            {formatDate(article.published_at, i18n.language, 'short')}
          </time>
        </div>
      </div>
      <div className="flex items-center gap-2 border-t bg-muted/30 px-5 py-3">
        <Button asChild variant="ghost" size="sm">
          <a
            href={`/news/${article.id}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('newsAdmin.card.viewLabel', { title: article.title })}
          >
            <ExternalLink aria-hidden />
            {t('newsAdmin.card.view')}
          </a>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="ml-auto"
          onClick={onEdit}
          aria-label={t('newsAdmin.card.editLabel', { title: article.title })}
        >
          <Pencil aria-hidden />
          {t('newsAdmin.card.edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={onDelete}
          aria-label={t('newsAdmin.card.deleteLabel', { title: article.title })}
        >
          <Trash2 aria-hidden />
          {t('newsAdmin.card.delete')}
        </Button>
      </div>
    </article>
  );
}

export function NewsAdminCardSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="news-admin-card-skeleton"
      className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm"
    >
      <Skeleton className="aspect-video rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-11/12" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-14 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <div className="flex justify-between border-t pt-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-20" />
        </div>
      </div>
      <div className="flex gap-2 border-t px-5 py-3">
        <Skeleton className="h-8 w-16" />
        <Skeleton className="ml-auto h-8 w-16" />
        <Skeleton className="h-8 w-20" />
      </div>
    </div>
  );
}
