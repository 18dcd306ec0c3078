import { AlertCircle, ArrowRight, FolderOpen, RotateCw } from 'lucide-react';
import { useMemo } from 'react';
import type * as React from 'react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';
import { LandingSection } from '@/components/ui/section';
import { useProjects } from '../api/get-projects';
import { sortProjects } from '../lib/sort-projects';
import { ProjectCard } from './project-card';
import { ProjectsGridSkeleton } from './projects-grid';

/** SPEC §2, §9: the landing page shows at most six projects. */
export const HOME_PROJECT_LIMIT = 6;

/** Portfolio Preview, the landing page's "portfolio" anchor: the first six projects by order (SPEC §2, §7). */
export function ProjectsPreview() {
  const { t } = useTranslation();
  const projects = useProjects();
  const featured = useMemo(
    () => (projects.data ? sortProjects(projects.data.projects).slice(0, HOME_PROJECT_LIMIT) : []),
    [projects.data],
  );

  let content: React.ReactNode;
  if (projects.isPending) {
    content = <ProjectsGridSkeleton count={HOME_PROJECT_LIMIT} />;
  } else if (projects.isError) {
    content = (
      <div
        role="alert"
        className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-destructive/30 bg-destructive/5 p-8 text-center"
      >
        <p className="flex items-center gap-2 font-medium text-destructive">
          <AlertCircle aria-hidden className="size-5" />
          {t('home.portfolio.error')}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void projects.refetch()}
          disabled={projects.isFetching}
        >
          <RotateCw aria-hidden className={projects.isFetching ? 'animate-spin' : undefined} />
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  } else if (featured.length === 0) {
    content = (
      <div className="mx-auto flex max-w-xl flex-col items-center rounded-2xl border border-dashed bg-card p-10 text-center">
        <IconTile className="size-12 rounded-full">
          <FolderOpen className="size-6" />
        </IconTile>
        <h3 className="mt-4 text-lg font-semibold">{t('home.portfolio.emptyTitle')}</h3>
        <p className="mt-2 text-muted-foreground">{t('home.portfolio.emptyDescription')}</p>
      </div>
    );
  } else {
    content = (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="portfolio-preview-grid">
        {featured.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} headingLevel="h3" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <LandingSection
      id="portfolio"
      eyebrow={t('home.portfolio.eyebrow')}
      title={t('home.portfolio.title')}
      subtitle={t('home.portfolio.subtitle')}
    >
      <div className="mt-14">{content}</div>
      <div className="mt-12 flex justify-center">
        <Button asChild variant="outline" size="lg" className="group">
          <Link to="/projects">
            {t('home.portfolio.seeFull')}
            <ArrowRight aria-hidden className="transition-transform group-hover:translate-x-0.5" />
          </Link>
        </Button>
      </div>
    </LandingSection>
  );
}
