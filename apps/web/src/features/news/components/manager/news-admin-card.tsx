import type { NewsArticle } from '@app/contracts';
import { ExternalLink, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { IconText } from '@/components/ui/icon-text';
import { DeleteButton, EditButton } from '@/components/ui/record-actions';
import { RecordCard } from '@/components/ui/record-card';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { MissingTranslations } from '@/components/ui/translation-status';
import { PhaseBadge } from '@/components/publication/phase-badge';
import { PublicationActions } from '@/components/publication/publication-actions';
import { ArticleImage } from '../article-image';
import { ArticleTags, CARD_TAG_LIMIT } from '../article-tags';
import { PublishedDate } from '../published-date';

/** True while an article's publication time is still to come. */
export const isScheduled = (article: Pick<NewsArticle, 'published_at'>, now = Date.now()) =>
  Date.parse(article.published_at) > now;

/** The article's phase as the server tells it, else read from its publication time. */
export const phaseOf = (article: Pick<NewsArticle, 'phase' | 'published_at'>) =>
  article.phase ?? (isScheduled(article) ? 'scheduled' : 'published');

/**
 * An article in the manager's grid (SPEC §2 "News Management") with View, Edit and Delete, and
 * a badge per language it has no translation into.
 */
export function NewsAdminCard({
  article,
  onEdit,
  onDelete,
}: {
  article: NewsArticle;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const phase = phaseOf(article);
  return (
    <RecordCard aria-labelledby={titleId} data-testid="news-admin-card" className="overflow-hidden">
      <div className="relative">
        <ArticleImage article={article} />
        <div className="absolute inset-x-3 top-3 flex flex-wrap items-start justify-between gap-2">
          <Badge
            variant="brand"
            className="bg-white/95 text-brand-700 shadow-sm dark:bg-background/90 dark:text-brand-100"
          >
            {article.category}
          </Badge>
          <PhaseBadge phase={phase} at={article.published_at} className="dark:bg-background/90" />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 id={titleId} className="line-clamp-2 text-lg leading-snug font-semibold tracking-tight">
          {article.title}
        </h2>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">
          {article.excerpt}
        </p>
        <ArticleTags
          tags={article.tags}
          limit={CARD_TAG_LIMIT}
          label={t('newsAdmin.card.tags')}
          itemTestId="admin-article-tag"
          moreLabel={(count) => t('newsAdmin.card.moreTagsLabel', { count })}
        />
        <MissingTranslations item={article} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t pt-3 text-sm text-muted-foreground">
          <IconText icon={UserRound} className="min-w-0">
            <span className="truncate font-medium text-foreground">{article.author}</span>
          </IconText>
          <PublishedDate article={article} />
        </div>
      </div>
      <div className="border-t px-5 py-2">
        <PublicationActions base="news" item={article} />
      </div>
      <div className="flex items-center gap-2 border-t bg-muted/30 px-5 py-3">
        {/* Only a public article has a page to view; the others have their preview. */}
        {phase === 'published' && (
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
        )}
        <EditButton
          className="ml-auto"
          onClick={onEdit}
          aria-label={t('newsAdmin.card.editLabel', { title: article.title })}
        >
          {t('newsAdmin.card.edit')}
        </EditButton>
        <DeleteButton
          variant="outline"
          onClick={onDelete}
          aria-label={t('newsAdmin.card.deleteLabel', { title: article.title })}
        >
          {t('newsAdmin.card.delete')}
        </DeleteButton>
      </div>
    </RecordCard>
  );
}

export function NewsAdminCardSkeleton() {
  return (
    <CardSkeleton media="aspect-video" data-testid="news-admin-card-skeleton">
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
    </CardSkeleton>
  );
}
