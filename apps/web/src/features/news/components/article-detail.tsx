import type { NewsArticle } from '@app/contracts';
import { ArrowRight, UserRound } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { IconText } from '@/components/ui/icon-text';
import { RichText } from '@/components/ui/rich-text';
import { useContentLanguage } from '@/lib/content-language';
import { ArticleImage } from './article-image';
import { ArticleTags } from './article-tags';
import { PublishedDate } from './published-date';

/** One article (SPEC §2): category, title, excerpt, author, date, tags, image and its rich text. */
export function ArticleDetail({ article }: { article: NewsArticle }) {
  const { t } = useTranslation();
  const { langOf } = useContentLanguage(article);
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <BackLink to="/news">{t('news.detail.backToNews')}</BackLink>
      <EnglishOnlyNote item={article} className="mt-6" />

      <header className="mt-8">
        <Badge variant="brand" lang={langOf('category')} data-testid="article-category">
          {article.category}
        </Badge>
        <h1
          lang={langOf('title')}
          className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          {article.title}
        </h1>
        <p
          lang={langOf('excerpt')}
          className="mt-5 text-lg leading-relaxed text-muted-foreground sm:text-xl"
        >
          {article.excerpt}
        </p>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <IconText icon={UserRound} className="gap-2">
            <span className="font-medium text-foreground">
              {t('news.byAuthor', { author: article.author })}
            </span>
          </IconText>
          <PublishedDate article={article} style="long" className="gap-2" />
        </div>
        <ArticleTags tags={article.tags} lang={langOf('tags')} className="mt-5" />
      </header>

      {article.image && (
        <ArticleImage
          article={article}
          className="mt-10 rounded-2xl border shadow-sm"
          sizes="(min-width: 768px) 768px, 100vw"
          priority
        />
      )}

      <RichText
        html={article.content}
        lang={langOf('content')}
        className="mx-auto mt-10 max-w-3xl text-lg leading-8"
        data-testid="article-content"
      />

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
