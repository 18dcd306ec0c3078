import type * as React from 'react';
import { cn } from '@/lib/utils';
import { Eyebrow } from './eyebrow';

/** The centred, padded width of the site's content. */
export const containerClasses = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

/** A landing-page section: an anchor target that the sticky header never covers. */
export function Section({ className, ...props }: React.ComponentProps<'section'>) {
  return <section className={cn('scroll-mt-16 py-20 sm:py-24', className)} {...props} />;
}

/** The eyebrow, title and subtitle that open a landing-page section; `children` follow them. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = 'center',
  className,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
  align?: 'center' | 'left';
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2
        id={id}
        className="mt-3 text-3xl font-bold tracking-tight text-balance break-words hyphens-auto sm:text-4xl"
      >
        {title}
      </h2>
      {subtitle && <p className="mt-4 text-lg text-pretty text-muted-foreground">{subtitle}</p>}
      {children}
    </div>
  );
}

/**
 * A landing-page section with its heading centred above its content; the heading's id is
 * `<id>-title`.
 */
export function LandingSection({
  id,
  eyebrow,
  title,
  subtitle,
  className,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} className={className}>
      <div className={containerClasses}>
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} subtitle={subtitle} />
        {children}
      </div>
    </Section>
  );
}
