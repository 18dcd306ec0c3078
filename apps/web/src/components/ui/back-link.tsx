import { ArrowLeft } from 'lucide-react';
import { Link, type LinkProps } from '@/lib/router';
import { cn } from '@/lib/utils';

/** The way back from a record's page to its list ("Back to News"), above the page's heading. */
export function BackLink({ className, children, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground',
        className,
      )}
      {...props}
    >
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
