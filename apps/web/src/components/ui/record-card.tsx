import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '@/lib/utils';

const recordCardVariants = cva('flex h-full flex-col rounded-2xl border bg-card shadow-sm', {
  variants: {
    hover: {
      lift: 'transition duration-200 hover:-translate-y-0.5 hover:shadow-md dark:hover:shadow-black/40',
      shadow: 'transition-shadow hover:shadow-md',
    },
  },
  defaultVariants: { hover: 'lift' },
});

type RecordCardProps = React.ComponentProps<'article'> &
  VariantProps<typeof recordCardVariants> & {
    /** A record the public does not see (hidden, inactive): a dashed border. */
    dashed?: boolean;
  };

/** One record of a back-office list, as an article named by its heading (`aria-labelledby`). */
export function RecordCard({ hover, dashed = false, className, ...props }: RecordCardProps) {
  return (
    <article
      className={cn(recordCardVariants({ hover }), dashed && 'border-dashed', className)}
      {...props}
    />
  );
}
