import type { Project } from '@app/contracts';
import { useTranslation } from '@/i18n';
import { ProjectCard } from './project-card';
import { ProjectCardSkeleton } from './project-card-skeleton';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The portfolio grid: one column on phones, two on tablets, three on wide screens. */
export function ProjectsGrid({ projects }: { projects: Project[] }) {
  return (
    <ul className={GRID} data-testid="projects-grid">
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} headingLevel="h2" />
        </li>
      ))}
    </ul>
  );
}

export function ProjectsGridSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('common.loading')}</span>
      <div className={GRID}>
        {Array.from({ length: count }, (_, index) => (
          <ProjectCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}
