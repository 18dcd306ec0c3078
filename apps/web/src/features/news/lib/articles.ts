import type { NewsArticle } from '@app/contracts';

/** Newest first; articles published at the same moment keep the order they came in. */
export const sortNewestFirst = <T extends Pick<NewsArticle, 'published_at'>>(
  articles: readonly T[],
): T[] => [...articles].sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at));
