import type { NewsArticle } from '@app/contracts';
import { ArrowLeft, ArrowRight, CalendarDays, UserRound } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { splitParagraphs } from '../lib/articles';
import { formatDate } from '@/lib/format-date';
import { ArticleImage } from './article-image';
import { ArticleTags } from './article-tags';

/** One article (SPEC §2): category, title, excerpt, author, date, tags, image and paragraphs. */
export function ArticleDetail({ article }: { article: NewsArticle }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <Link
        to="/news"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t('news.detail.backToNews')}
      </Link>

      <header className="mt-8">
        <Badge variant="brand" data-testid="article-category">
          {article.category}
        </Badge>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {article.title}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-muted-foreground sm:text-xl">
          {article.excerpt}
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-2">
            <UserRound aria-hidden className="size-4" />
            <span className="font-medium text-foreground">
              {t('news.byAuthor', { author: article.author })}
            </span>
          </span>
          <time dateTime={article.published_at} className="inline-flex items-center gap-2">
            <CalendarDays aria-hidden className="size-4" />
            {formatDate(article.published_at, i18n.language, 'long')}
          </time>
        </div>
        <ArticleTags tags={article.tags} className="mt-5" />
      </header>

      <ArticleImage src={article.image} alt="" className="mt-10 rounded-2xl border shadow-sm" />

      <div
        className="mx-auto mt-10 max-w-3xl space-y-6 text-lg leading-8"
        data-testid="article-content"
      >
        {splitParagraphs(article.content).map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>

      <div className="mx-auto mt-14 flex max-w-3xl justify-center border-t pt-10">
        <Button asChild size="lg" variant="gradient">
          <Link to="/news">
            {t('news.detail.readMore')}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </article>
  );
}
