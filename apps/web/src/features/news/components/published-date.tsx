import { CalendarDays } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { formatDate } from '@/lib/format-date';
import { cn } from '@/lib/utils';

/** An article's publication date with a calendar icon, written in the reader's language. */
export function PublishedDate({
  article,
  style = 'short',
  className,
}: {
  article: { published_at: string };
  style?: 'short' | 'long';
  className?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <time
      dateTime={article.published_at}
      className={cn('inline-flex items-center gap-1.5', className)}
    >
      <CalendarDays aria-hidden className="size-4" />
      {formatDate(article.published_at, i18n.language, style)}
    </time>
  );
}
