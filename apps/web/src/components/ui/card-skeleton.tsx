import type * as React from 'react';
import { cn } from '@/lib/utils';
import { Skeleton } from './skeleton';

/**
 * The placeholder of a card while its list loads: the card's frame and, with `media` (its aspect
 * ratio), the picture's place. The bars inside mirror the card's own lines.
 */
export function CardSkeleton({
  media,
  className,
  children,
  ...props
}: React.ComponentProps<'div'> & { media?: string }) {
  return (
    <div
      aria-hidden
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm',
        className,
      )}
      {...props}
    >
      {media && <Skeleton className={cn('rounded-none', media)} />}
      {children}
    </div>
  );
}
