import type { NewsArticle } from '@app/contracts';
import { absoluteUrl } from '@/lib/head';
import { organizationRef } from '@/lib/structured-data';

/** An article as schema.org NewsArticle (JSON-LD), for rich results in search. */
export const newsArticleData = (
  article: NewsArticle,
  { origin, url }: { origin: string; url: string },
) => ({
  '@context': 'https://schema.org',
  '@type': 'NewsArticle',
  headline: article.title,
  description: article.excerpt,
  ...(article.image ? { image: [absoluteUrl(origin, article.image)] } : {}),
  datePublished: article.published_at,
  dateModified: article.updated_at,
  author: [{ '@type': 'Person', name: article.author }],
  publisher: organizationRef(origin),
  articleSection: article.category,
  keywords: article.tags.join(', '),
  mainEntityOfPage: url,
});
