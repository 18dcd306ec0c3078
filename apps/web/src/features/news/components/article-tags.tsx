import type * as React from 'react';
import { useTranslation } from '@/i18n';
import { BadgeList } from '@/components/ui/badge-list';

/** SPEC §9: a news card shows at most 3 tags. */
export const CARD_TAG_LIMIT = 3;

/**
 * An article's tags as '#tag' badges; with `limit`, the rest are counted ('+N more'). `lang`
 * marks tags served in another language than the page's (English ones on a German page).
 */
export function ArticleTags({
  tags,
  lang,
  ...props
}: { tags: readonly string[]; lang?: string } & Omit<
  React.ComponentProps<typeof BadgeList>,
  'items'
>) {
  const { t } = useTranslation();
  return (
    <BadgeList
      items={tags}
      label={t('news.tags')}
      variant="secondary"
      prefix="#"
      itemTestId="article-tag"
      itemLang={lang}
      {...props}
    />
  );
}
