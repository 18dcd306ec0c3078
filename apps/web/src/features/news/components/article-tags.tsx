import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** An article's tags; with `limit`, the rest are counted as '+N more' (SPEC §9: 3 on cards). */
export function ArticleTags({
  tags,
  limit,
  className,
}: {
  tags: string[];
  limit?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  const shown = limit === undefined ? tags : tags.slice(0, limit);
  const hidden = tags.length - shown.length;
  return (
    <ul aria-label={t('news.tags')} className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((tag) => (
        <li key={tag}>
          <Badge variant="secondary" data-testid="article-tag">
            #{tag}
          </Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Badge variant="outline" className="text-muted-foreground">
            {t('common.more', { count: hidden })}
          </Badge>
        </li>
      )}
    </ul>
  );
}
