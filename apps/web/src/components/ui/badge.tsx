import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-brand-600 text-white',
        secondary: 'border-transparent bg-muted text-foreground',
        outline: 'text-foreground',
        brand:
          'border-transparent bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100',
        yellow:
          'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200',
        blue: 'border-transparent bg-sky-100 text-sky-900 dark:bg-sky-500/20 dark:text-sky-200',
        green:
          'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-200',
        red: 'border-transparent bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-200',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return (
    <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  );
}
