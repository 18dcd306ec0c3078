import type * as React from 'react';
import { cn } from '@/lib/utils';

/** The small capitalised line above a page's or a section's title. */
export function Eyebrow({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="eyebrow"
      className={cn(
        'text-sm font-semibold tracking-wider text-brand-600 uppercase dark:text-brand-100',
        className,
      )}
      {...props}
    />
  );
}
