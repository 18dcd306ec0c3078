import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A short fact with its icon in front: a date, a place, a count; `as="li"` in a list of facts. */
export function IconText({
  icon: Icon,
  as: Element = 'span',
  className,
  children,
  ...props
}: React.HTMLAttributes<HTMLElement> & { icon: LucideIcon; as?: 'span' | 'li' }) {
  return (
    <Element className={cn('inline-flex items-center gap-1.5', className)} {...props}>
      <Icon aria-hidden className="size-4 shrink-0" />
      {children}
    </Element>
  );
}
