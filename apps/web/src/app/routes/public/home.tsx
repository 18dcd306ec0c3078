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
import { organization } from '@/lib/structured-data';

export const prefetch = ({ queryClient, language }: PageContext) =>
  queryClient.prefetchQuery(projectsQueryOptions(language));

export const meta = ({ t, origin }: PageContext): PageMeta => ({
  title: t('home.title'),
  description: t('home.hero.subheadline'),
  jsonLd: [organization(origin, t('home.hero.subheadline'))],
});

/** The landing page (SPEC §2): its sections in the spec's order, and the scroll to /#section. */
export function Component() {
  // The portfolio may load after the page: once it is in, the section named in the hash is aligned again.
  const projects = useProjects();
  useHashScroll(!projects.isPending);
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <ProcessSection />
      <ProjectsPreview />
      <ValuesSection />
      <TeamTeaser />
      <ContactSection />
    </>
  );
}
