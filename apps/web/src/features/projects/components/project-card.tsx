import type { Project } from '@app/contracts';
import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { formatDate } from '@/lib/format-date';
import { STATUS_VARIANT } from '../lib/project-status';
import { ProjectImage } from './project-image';

/** SPEC §9: a card shows at most 4 technology badges, then '+N more'. */
export const CARD_TECHNOLOGY_LIMIT = 4;

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
  const shown = project.technologies.slice(0, CARD_TECHNOLOGY_LIMIT);
  const hidden = project.technologies.length - shown.length;
  const dates = project.start_date
    ? formatDate(project.start_date, i18n.language, 'short') +
      (project.end_date ? ` - ${formatDate(project.end_date, i18n.language, 'short')}` : '')
    : null;

  return (
    <Link
      to={`/project/${project.id}`}
      aria-labelledby={titleId}
      data-testid="project-card"
      className={cn(
        'group flex h-full flex-col overflow-hidden rounded-2xl border bg-card shadow-sm transition duration-200 hover:-translate-y-1 hover:shadow-lg focus-visible:-translate-y-1 dark:hover:shadow-black/40',
        className,
      )}
    >
      <ProjectImage
        project={project}
        alt=""
        className="aspect-[16/10]"
        imageClassName="transition-transform duration-500 group-hover:scale-[1.03]"
      />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="space-y-1.5">
          {project.category && (
            <p className="text-xs font-semibold tracking-wider text-brand-600 uppercase dark:text-brand-100">
              {project.category}
            </p>
          )}
          <Heading
            id={titleId}
            className="text-xl font-semibold tracking-tight transition-colors group-hover:text-brand-600 dark:group-hover:text-brand-100"
          >
            {project.name}
          </Heading>
        </div>
        {project.technologies.length > 0 && (
          <ul aria-label={t('projects.technologies')} className="flex flex-wrap gap-1.5">
            {shown.map((technology) => (
              <li key={technology}>
                <Badge variant="brand" data-testid="technology-badge">
                  {technology}
                </Badge>
              </li>
            ))}
            {hidden > 0 && (
              <li>
                <Badge variant="outline" className="text-muted-foreground">
                  {t('common.more', { count: hidden })}
                </Badge>
              </li>
            )}
          </ul>
        )}
        {project.description && (
          <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">
            {project.description}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t pt-4 text-sm">
          <Badge variant={STATUS_VARIANT[project.status] ?? 'secondary'}>
            {t(`projects.status.${project.status}`, { defaultValue: project.status })}
          </Badge>
          {dates && (
            <span className="inline-flex items-center gap-1.5 text-muted-foreground">
              <CalendarDays aria-hidden className="size-4" />
              {dates}
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
