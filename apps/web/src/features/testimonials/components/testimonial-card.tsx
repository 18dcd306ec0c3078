import type { Testimonial } from '@app/contracts';
import { Quote } from 'lucide-react';
import { useContentLanguage } from '@/lib/content-language';
import { CompanyLogo } from './company-logo';

/**
 * A client's quote on the landing page: the company's logo (or its name as a text mark), the
 * quote, and who said it, with their role and company. A field served in English on a German
 * or Azerbaijani page is marked `lang="en"`.
 */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { langOf } = useContentLanguage(testimonial);
  return (
    <figure
      data-testid="testimonial-card"
      className="relative flex h-full flex-col rounded-2xl border bg-card p-7 shadow-sm"
    >
      <Quote
        aria-hidden
        className="absolute top-6 right-6 size-8 fill-brand-100 text-brand-100 dark:fill-brand-700/50 dark:text-brand-700/50"
      />
      <CompanyLogo testimonial={testimonial} className="self-start" />
      <blockquote
        lang={langOf('quote')}
        className="mt-6 flex-1 text-base leading-relaxed text-pretty text-foreground/90"
      >
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 border-t pt-5">
        <p className="font-semibold tracking-tight">{testimonial.person_name}</p>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {testimonial.person_role && (
            <>
              <span lang={langOf('person_role')}>{testimonial.person_role}</span>
              {', '}
            </>
          )}
          {testimonial.company}
        </p>
      </figcaption>
    </figure>
  );
}
