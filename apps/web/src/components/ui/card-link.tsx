import { Link, type LinkProps } from '@/lib/router';
import { cn } from '@/lib/utils';

/** A card of a public grid that is one link to its record's page; it lifts under the pointer. */
export function CardLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'group flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition duration-200 hover:-translate-y-1 hover:shadow-lg focus-visible:-translate-y-1 dark:hover:shadow-black/40',
        className,
      )}
      {...props}
    />
  );
}
