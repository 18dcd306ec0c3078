import type * as React from 'react';
import { cn } from '@/lib/utils';

/** The eyebrow, title and subtitle that open each landing-page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = 'center',
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
  align?: 'center' | 'left';
  className?: string;
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      <p className="text-sm font-semibold tracking-wider text-brand-600 uppercase dark:text-brand-100">
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-3 text-3xl font-bold tracking-tight text-balance break-words hyphens-auto sm:text-4xl"
      >
        {title}
      </h2>
      {subtitle && <p className="mt-4 text-lg text-pretty text-muted-foreground">{subtitle}</p>}
    </div>
  );
}

/** A landing-page section: an anchor target that the sticky header never covers. */
export function Section({ className, ...props }: React.ComponentProps<'section'>) {
  return <section className={cn('scroll-mt-16 py-20 sm:py-24', className)} {...props} />;
}

export const containerClasses = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';
