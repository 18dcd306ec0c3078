import { useTranslation } from '@/i18n';
import { LandingSection } from '@/components/ui/section';
import { useTestimonials } from '../api/get-testimonials';
import { TestimonialCard } from './testimonial-card';

/**
 * What our clients say: the visible testimonials in display order (the API's), one column on
 * phones and three on wide screens, on a band of the brand's tint (the sections around it are
 * plain and grey). With none to show (or none loaded), no section at all.
 */
export function TestimonialsSection() {
  const { t } = useTranslation();
  const { data } = useTestimonials();
  const testimonials = data?.testimonials ?? [];
  if (testimonials.length === 0) return null;
  return (
    <LandingSection
      id="testimonials"
      eyebrow={t('home.testimonials.eyebrow')}
      title={t('home.testimonials.title')}
      subtitle={t('home.testimonials.subtitle')}
      className="bg-brand-50 dark:bg-brand-700/15"
    >
      <ul className="mt-14 grid gap-6 lg:grid-cols-3" data-testid="testimonials-grid">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
