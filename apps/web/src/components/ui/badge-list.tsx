import type { VariantProps } from 'class-variance-authority';
import { useTranslation } from '@/i18n';
import { cn } from '@/lib/utils';
import { Badge, type badgeVariants } from './badge';

type BadgeListProps = {
  items: readonly string[];
  /** The list's accessible name. */
  label?: string;
  /** Show this many, then count the rest ('+2 more', SPEC §9). */
  limit?: number;
  variant?: VariantProps<typeof badgeVariants>['variant'];
  /** Written before each item ('#' before a tag). */
  prefix?: string;
  /** The test id of each item's badge. */
  itemTestId?: string;
  /** Count the rest as '+2' on screen, with this text for screen readers and as a tooltip. */
  moreLabel?: (count: number) => string;
  className?: string;
  badgeClassName?: string;
  /** The language of the items when it is not the page's (English tags on a German page). */
  itemLang?: string;
};

/** A list of short labels (tags, technologies) as badges; nothing when the list is empty. */
export function BadgeList({
  items,
  label,
  limit,
  variant,
  prefix,
  itemTestId,
  moreLabel,
  className,
  badgeClassName,
  itemLang,
}: BadgeListProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const shown = limit === undefined ? items : items.slice(0, limit);
  const hidden = items.length - shown.length;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((item) => (
        <li key={item}>
          <Badge
            variant={variant}
            className={badgeClassName}
            data-testid={itemTestId}
            lang={itemLang}
          >
            {prefix}
            {item}
          </Badge>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          {moreLabel ? (
            <Badge variant="outline" className="text-muted-foreground" title={moreLabel(hidden)}>
              <span aria-hidden>+{hidden}</span>
              <span className="sr-only">{moreLabel(hidden)}</span>
            </Badge>
          ) : (
            <Badge variant="outline" className="text-muted-foreground">
              {t('common.more', { count: hidden })}
            </Badge>
          )}
        </li>
      )}
    </ul>
  );
}
