import type * as React from 'react';
import { cn } from '@/lib/utils';
import { Eyebrow } from './eyebrow';

type PageHeaderProps = Omit<React.ComponentProps<'header'>, 'title'> & {
  eyebrow?: string;
  title: string;
  description?: React.ReactNode;
  /** Extra content under the description (a count line, filters). */
  children?: React.ReactNode;
};

/** The band at the top of a list page: eyebrow, h1 and a short introduction. */
export function PageHeader({
  eyebrow,
  title,
  description,
  children,
  className,
  ...props
}: PageHeaderProps) {
  return (
    <header
      data-slot="page-header"
      className={cn('relative overflow-hidden border-b bg-muted/40', className)}
      {...props}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 right-0 size-96 rounded-full bg-gradient-to-br from-brand-600/15 to-accent-500/15 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {description && (
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{description}</p>
        )}
        {children}
      </div>
    </header>
  );
}
