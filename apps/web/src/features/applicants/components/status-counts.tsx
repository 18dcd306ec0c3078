import type { LucideIcon } from 'lucide-react';
import { CircleCheck, CircleX, Clock, Eye, Users } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { cn } from '@/lib/utils';
import type { StatusCounts as Counts, StatusFilter } from '../lib/filter-applications';

type CountCard = { key: keyof Counts; label: string; icon: LucideIcon; tone: string };

const CARDS: CountCard[] = [
  {
    key: 'total',
    label: 'applicants.counts.total',
    icon: Users,
    tone: 'bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100',
  },
  {
    key: 'pending',
    label: 'applicants.counts.pending',
    icon: Clock,
    tone: 'bg-amber-100 text-amber-800 dark:bg-amber-500/20 dark:text-amber-200',
  },
  {
    key: 'reviewing',
    label: 'applicants.counts.reviewing',
    icon: Eye,
    tone: 'bg-sky-100 text-sky-800 dark:bg-sky-500/20 dark:text-sky-200',
  },
  {
    key: 'accepted',
    label: 'applicants.counts.accepted',
    icon: CircleCheck,
    tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200',
  },
  {
    key: 'rejected',
    label: 'applicants.counts.rejected',
    icon: CircleX,
    tone: 'bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200',
  },
];

/**
 * The five count cards (SPEC §2): every application of the job, whatever the filters. Each is a
 * button that filters by its status (Total: all of them).
 */
export function StatusCounts({
  counts,
  status,
  onStatus,
}: {
  counts: Counts;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {CARDS.map(({ key, label, icon: Icon, tone }) => {
        const filter: StatusFilter = key === 'total' ? 'all' : key;
        const pressed = status === filter;
        return (
          <li
            key={key}
            data-testid={`count-${key}`}
            className={cn(key === 'total' && 'col-span-2 sm:col-span-1')}
          >
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onStatus(filter)}
              className={cn(
                'flex h-full w-full flex-col gap-2 rounded-2xl border bg-card p-4 text-left shadow-sm transition-colors hover:border-brand-500/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                pressed && 'border-brand-500 ring-1 ring-brand-500',
              )}
            >
              <span className="flex w-full items-start justify-between gap-2">
                <span className="text-xs leading-snug font-medium text-muted-foreground sm:text-sm">
                  {t(label)}
                </span>
                <span
                  aria-hidden
                  className={cn(
                    'flex size-8 shrink-0 items-center justify-center rounded-lg',
                    tone,
                  )}
                >
                  <Icon className="size-4" />
                </span>
              </span>
              <span
                className="mt-auto text-3xl font-bold tracking-tight tabular-nums"
                data-slot="count"
              >
                {counts[key]}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
