import type * as React from 'react';
import { useTranslation } from '@/i18n';
import { BadgeList } from '@/components/ui/badge-list';

/** SPEC §9: a news card shows at most 3 tags. */
export const CARD_TAG_LIMIT = 3;

/** An article's tags as '#tag' badges; with `limit`, the rest are counted ('+N more'). */
export function ArticleTags({
  tags,
  ...props
}: { tags: readonly string[] } & Omit<React.ComponentProps<typeof BadgeList>, 'items'>) {
  const { t } = useTranslation();
  return (
    <BadgeList
      items={tags}
      label={t('news.tags')}
      variant="secondary"
      prefix="#"
      itemTestId="article-tag"
      {...props}
    />
  );
}
