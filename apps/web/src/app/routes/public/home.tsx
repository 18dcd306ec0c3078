import type { PageContext, PageMeta } from '@/lib/page-meta';
import { ContactSection } from '@/features/contact/components/contact-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { ProcessSection } from '@/features/home/components/process-section';
import { ServicesSection } from '@/features/home/components/services-section';
import { TeamTeaser } from '@/features/home/components/team-teaser';
import { ValuesSection } from '@/features/home/components/values-section';
import { useHashScroll } from '@/features/home/hooks/use-hash-scroll';
import { projectsQueryOptions, useProjects } from '@/features/projects/api/get-projects';
import { ProjectsPreview } from '@/features/projects/components/projects-preview';
import {
  testimonialsQueryOptions,
  useTestimonials,
} from '@/features/testimonials/api/get-testimonials';
import { TestimonialsSection } from '@/features/testimonials/components/testimonials-section';
import { organization } from '@/lib/structured-data';

export const prefetch = ({ queryClient, language }: PageContext) =>
  Promise.all([
    queryClient.prefetchQuery(projectsQueryOptions(language)),
    queryClient.prefetchQuery(testimonialsQueryOptions(language)),
  ]);

export const meta = ({ t, origin }: PageContext): PageMeta => ({
  title: t('home.title'),
  description: t('home.hero.subheadline'),
  jsonLd: [organization(origin, t('home.hero.subheadline'))],
});

/** The landing page (SPEC §2): its sections in the spec's order, and the scroll to /#section. */
export function Component() {
  // The portfolio and the testimonials may load after the page: once they are in, the section
  // named in the hash is aligned again.
  const projects = useProjects();
  const testimonials = useTestimonials();
  useHashScroll(!projects.isPending && !testimonials.isPending);
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <ProcessSection />
      <ProjectsPreview />
      <TestimonialsSection />
      <ValuesSection />
      <TeamTeaser />
      <ContactSection />
    </>
  );
}
