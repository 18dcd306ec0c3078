import type { MediaUsage } from '@app/contracts';
import { Link } from '@/lib/router';
import { useTranslation } from '@/i18n';
import { usageLink } from '../lib/media';

/** Where an image is used: each article, member or project, linked to its screen. */
export function MediaUsageList({
  usages,
  onNavigate,
}: {
  usages: MediaUsage[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('media.usages.title')}
      className="grid gap-1.5 text-sm"
      data-testid="media-usages"
    >
      {usages.map((usage) => (
        <li
          key={`${usage.kind}-${usage.id}`}
          className="flex min-w-0 flex-wrap items-baseline gap-x-2"
        >
          <span className="shrink-0 text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t(`media.usages.kinds.${usage.kind}`)}
          </span>
          <Link
            to={usageLink(usage)}
            onClick={onNavigate}
            className="min-w-0 break-words font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
          >
            {usage.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
