import type { DayCount } from '@app/contracts';
import { formatDate } from '@/lib/format-date';

/**
 * A small bar chart of counts per day, in plain HTML: one bar a day, its height relative to
 * the busiest day. The figures are read out as a list (each bar's label), the bars are hidden
 * from screen readers.
 */
export function DayChart({
  days,
  label,
  language,
}: {
  days: readonly DayCount[];
  /** What a bar says, given its day and count ("3 applications on 30 Jun 2027"). */
  label: (day: string, count: number) => string;
  language: string;
}) {
  const most = Math.max(1, ...days.map((day) => day.count));
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="grid grid-cols-1 gap-2">
      <ol className="flex h-32 items-end gap-1" data-testid="day-chart">
        {days.map(({ day, count }) => (
          <li
            key={day}
            className="flex h-full min-w-0 flex-1 flex-col justify-end"
            title={label(day, count)}
          >
            <span className="sr-only">{label(day, count)}</span>
            <span
              aria-hidden
              className="block rounded-t-sm bg-brand-600 dark:bg-brand-400"
              style={{ height: count ? `${Math.max(4, (count / most) * 100)}%` : '2px' }}
              data-count={count}
            />
          </li>
        ))}
      </ol>
      {first && last && (
        <figcaption
          aria-hidden
          className="flex justify-between gap-2 text-xs text-muted-foreground"
        >
          <span>{formatDate(first.day, language, 'short')}</span>
          <span>{formatDate(last.day, language, 'short')}</span>
        </figcaption>
      )}
    </figure>
  );
}
