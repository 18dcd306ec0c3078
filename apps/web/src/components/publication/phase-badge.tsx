import type { PublicationPhase } from '@app/contracts';
import { Archive, CalendarClock, CircleCheck, PencilLine } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const LOOK = {
  draft: { variant: 'secondary', icon: PencilLine },
  scheduled: { variant: 'yellow', icon: CalendarClock },
  published: { variant: 'green', icon: CircleCheck },
  archived: { variant: 'outline', icon: Archive },
} as const;

/** An item's phase in the manager's lists: Draft, Scheduled for <date>, Published, Archived. */
export function PhaseBadge({
  phase = 'published',
  at,
  className,
}: {
  phase?: PublicationPhase;
  /** The publish time, named when scheduled. */
  at?: string | null;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const { variant, icon: Icon } = LOOK[phase];
  const when =
    phase === 'scheduled' && at
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(at),
        )
      : undefined;
  return (
    <Badge
      variant={variant}
      className={cn('shadow-sm', className)}
      data-testid={`${phase}-badge`}
      data-phase={phase}
    >
      <Icon aria-hidden className="size-3.5" />
      {when
        ? t('manager.publication.scheduledFor', { date: when })
        : t(`manager.publication.phase.${phase}`)}
    </Badge>
  );
}
