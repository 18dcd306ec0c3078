import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '@/lib/utils';

export const iconTileVariants = cva('flex shrink-0 items-center justify-center', {
  variants: {
    tone: {
      soft: 'bg-brand-50 text-brand-700 dark:bg-brand-700/30 dark:text-brand-100',
      gradient: 'bg-gradient-to-br from-brand-600 to-accent-500 text-white',
      muted: 'bg-muted text-muted-foreground',
    },
  },
  defaultVariants: { tone: 'soft' },
});

/**
 * An icon on a small coloured tile, a decoration beside a text that says the same: feature and
 * contact cards, avatars in a conversation. Size and shape (`size-11 rounded-xl`,
 * `rounded-full`) come from `className`, the icon's size from the icon.
 */
export function IconTile({
  className,
  tone,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof iconTileVariants>) {
  return (
    <span
      aria-hidden
      data-slot="icon-tile"
      className={cn(iconTileVariants({ tone }), className)}
      {...props}
    />
  );
}
