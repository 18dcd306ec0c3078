import type { Project } from '@app/contracts';
import { CalendarDays } from 'lucide-react';
import { Fragment, useId } from 'react';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { CardLink } from '@/components/ui/card-link';
import { useContentLanguage } from '@/lib/content-language';
import { formatDate } from '@/lib/format-date';
import { STATUS_VARIANT } from '../lib/project-status';
import { ProjectCategory } from './project-category';
import { ProjectImage } from './project-image';
import { TechnologyBadges } from './technology-badges';

type ProjectCardProps = {
  project: Project;
  /** The heading level of the project's name: h2 on /projects, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
};

/**
 * A portfolio card: photo, name, up to four technologies, a three-line description, status and
 * dates. The whole card links to the project's page.
 */
export function ProjectCard({
  project,
  headingLevel: Heading = 'h3',
  className,
}: ProjectCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { langOf } = useContentLanguage(project);
  // Each date whole on its line: a narrow card breaks a range only after its dash.
  const dates = project.start_date
    ? [project.start_date, project.end_date].flatMap((date) =>
        date ? [formatDate(date, i18n.language, 'short')] : [],
      )
    : null;

  return (
    <CardLink
      to={`/project/${project.id}`}
      aria-labelledby={titleId}
      data-testid="project-card"
      className={className}
    >
      <ProjectImage
        project={project}
        alt=""
        className="aspect-[16/10]"
        imageClassName="transition-transform duration-500 group-hover:scale-[1.03]"
      />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="space-y-1.5">
          <ProjectCategory project={project} />
          <Heading
            id={titleId}
            lang={langOf('name')}
            className="text-xl font-semibold tracking-tight transition-colors group-hover:text-brand-600 dark:group-hover:text-brand-100"
          >
            {project.name}
          </Heading>
        </div>
        <TechnologyBadges technologies={project.technologies} />
        {project.description && (
          <p
            lang={langOf('description')}
            className="line-clamp-3 text-sm leading-relaxed text-muted-foreground"
          >
            {project.description}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t pt-4 text-sm">
          <Badge variant={STATUS_VARIANT[project.status] ?? 'secondary'}>
            {t(`projects.status.${project.status}`, { defaultValue: project.status })}
          </Badge>
          {dates && (
            <span className="inline-flex min-w-0 items-center gap-1.5 text-muted-foreground">
              <CalendarDays aria-hidden className="size-4 shrink-0" />
              <span>
                {dates.map((date, index) => (
                  <Fragment key={index}>
                    {index > 0 && ' '}
                    <span className="whitespace-nowrap">
                      {date}
                      {index < dates.length - 1 && ' –'}
                    </span>
                  </Fragment>
                ))}
              </span>
            </span>
          )}
        </div>
      </div>
    </CardLink>
  );
}
