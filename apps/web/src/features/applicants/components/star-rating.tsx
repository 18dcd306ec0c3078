import { Star } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from '@/i18n';
import { cn } from '@/lib/utils';

const STARS = [1, 2, 3, 4, 5] as const;

/** How each key moves the choice from the focused star. */
const STEPS: Record<string, (star: number) => number> = {
  ArrowRight: (star) => star + 1,
  ArrowUp: (star) => star + 1,
  ArrowLeft: (star) => star - 1,
  ArrowDown: (star) => star - 1,
  Home: () => 1,
  End: () => STARS.length,
};

/**
 * A 1-5 star rating as a radio group of stars: the arrow keys (and Home, End) move between them
 * and choose, Space chooses the focused one, and hovering shows what a click would choose.
 */
export function StarRating({
  value,
  onChange,
  labelledBy,
  disabled,
}: {
  value: number | null;
  onChange: (value: number) => void;
  labelledBy: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <RadioGroup.Root
      value={value === null ? '' : String(value)}
      onValueChange={(next) => onChange(Number(next))}
      aria-labelledby={labelledBy}
      orientation="horizontal"
      disabled={disabled}
      loop={false}
      className="flex items-center gap-1"
      onMouseLeave={() => setHovered(null)}
      onKeyDown={(event) => {
        // The choice follows the keys at once, however briefly a key is held (the group itself
        // only chooses once focus has moved, which a quick key press can outrun).
        const step = STEPS[event.key];
        const focused = Number((event.target as HTMLElement).getAttribute('value'));
        if (!step || !focused || disabled) return;
        const next = Math.min(STARS.length, Math.max(1, step(focused)));
        if (next !== value) onChange(next);
      }}
    >
      {STARS.map((star) => (
        <RadioGroup.Item
          key={star}
          value={String(star)}
          aria-label={t('applicants.review.stars', { count: star })}
          onMouseEnter={() => setHovered(star)}
          className="rounded-md p-1 transition-transform outline-none hover:scale-110 focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
        >
          <Star
            aria-hidden
            className={cn(
              'size-7 transition-colors',
              star <= shown
                ? 'fill-amber-400 text-amber-500'
                : 'fill-transparent text-muted-foreground/60',
            )}
          />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
