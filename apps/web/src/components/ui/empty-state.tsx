import type * as React from 'react';
import { cn } from '@/lib/utils';

type EmptyStateProps = React.ComponentProps<'div'> & {
  /** A lucide icon (or any element), shown in a soft circle above the title. */
  icon?: React.ReactNode;
  title: string;
  description?: string;
  /** Buttons or links under the text. */
  action?: React.ReactNode;
  /** The heading level of the title; h2 inside a page that already has its h1. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  tone?: 'default' | 'destructive';
};

/** The designed state of a view with nothing to show: empty lists, errors, missing records. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel: Heading = 'h2',
  tone = 'default',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed bg-card px-6 py-14 text-center',
        className,
      )}
      {...props}
    >
      {icon && (
        <div
          aria-hidden
          className={cn(
            'mb-5 flex size-14 items-center justify-center rounded-full [&_svg]:size-7',
            tone === 'destructive'
              ? 'bg-red-100 text-red-700 dark:bg-red-500/20 dark:text-red-200'
              : 'bg-brand-50 text-brand-600 dark:bg-brand-700/30 dark:text-brand-100',
          )}
        >
          {icon}
        </div>
      )}
      <Heading className="text-xl font-semibold tracking-tight">{title}</Heading>
      {description && <p className="mt-2 max-w-md text-muted-foreground">{description}</p>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
