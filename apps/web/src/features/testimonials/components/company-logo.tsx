import type { Testimonial } from '@app/contracts';
import { cn } from '@/lib/utils';

/** The demo logos are wordmarks of 220 × 56. */
const WIDTH = 220;
const HEIGHT = 56;

/**
 * The client's logo, or (without one) the company's name set as a text mark in its place.
 * Decorative: the company is named in the quote's caption next to it. On a dark card the logo
 * sits on a light chip, since logos are drawn for light backgrounds. The name is shown as typed
 * (not upper-cased by CSS, which would follow the page's language: 'Logistik' → 'LOGİSTİK' in az).
 */
export function CompanyLogo({
  testimonial,
  className,
}: {
  testimonial: Pick<Testimonial, 'company' | 'logo_url'>;
  className?: string;
}) {
  if (testimonial.logo_url) {
    return (
      <span
        className={cn(
          'inline-flex h-10 items-center dark:rounded-lg dark:bg-white dark:px-2.5 dark:py-1',
          className,
        )}
      >
        <img
          src={testimonial.logo_url}
          alt=""
          width={WIDTH}
          height={HEIGHT}
          loading="lazy"
          decoding="async"
          data-testid="company-logo"
          className="h-full w-auto max-w-40 object-contain object-left"
        />
      </span>
    );
  }
  return (
    <span
      aria-hidden
      data-testid="company-mark"
      className={cn(
        'inline-flex h-10 max-w-full items-center text-lg font-bold tracking-tight text-foreground/80',
        className,
      )}
    >
      <span className="truncate">{testimonial.company}</span>
    </span>
  );
}
