import type { NewsArticle } from '@app/contracts';
import type { Language } from '@app/contracts/site';
import { servedLanguage } from '@/lib/content-language';
import { absoluteUrl } from '@/lib/head';
import { organizationRef } from '@/lib/structured-data';

/**
 * An article as schema.org NewsArticle (JSON-LD), for rich results in search, as a page in
 * `language` shows it: `inLanguage` is the language its text is served in.
 */
export const newsArticleData = (
  article: NewsArticle,
  { origin, url, language }: { origin: string; url: string; language: Language },
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
  inLanguage: servedLanguage(article, language),
});
