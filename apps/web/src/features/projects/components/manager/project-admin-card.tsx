import type { Project } from '@app/contracts';
import { CalendarCheck, CalendarDays, Eye, LoaderCircle, Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { STATUS_VARIANT } from '../../lib/project-status';

/** SPEC §9: a card shows at most 4 technology badges, then '+N more'. */
const TECHNOLOGY_LIMIT = 4;

type ProjectAdminCardProps = {
  project: Project;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
  deleting: boolean;
};

/**
 * A project in the back office (SPEC §2 "Projects admin"): name, two lines of description,
 * technologies, status and dates, with View, Edit and Delete.
 */
export function ProjectAdminCard({ project, onEdit, onDelete, deleting }: ProjectAdminCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const shown = project.technologies.slice(0, TECHNOLOGY_LIMIT);
  const hidden = project.technologies.length - shown.length;
  const named = <span className="sr-only"> {project.name}</span>;

  return (
    <article
      aria-labelledby={titleId}
      data-testid="admin-project-card"
      className="group flex h-full flex-col gap-4 rounded-2xl border bg-card p-6 shadow-sm transition duration-200 hover:-translate-y-0.5 hover:shadow-md dark:hover:shadow-black/40"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          {project.category && (
            <p className="truncate text-xs font-semibold tracking-wider text-brand-600 uppercase dark:text-brand-100">
              {project.category}
            </p>
          )}
          <h2
            id={titleId}
            className="text-lg leading-snug font-semibold tracking-tight break-words"
          >
            {project.name}
          </h2>
        </div>
        <Badge variant={STATUS_VARIANT[project.status] ?? 'secondary'} data-testid="project-status">
          {t(`projectsAdmin.status.${project.status}`, { defaultValue: project.status })}
        </Badge>
      </div>

      {project.description ? (
        <p className="line-clamp-2 text-sm leading-relaxed text-muted-foreground">
          {project.description}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground italic">{t('projectsAdmin.noDescription')}</p>
      )}

      {project.technologies.length > 0 && (
        <ul aria-label={t('projectsAdmin.fields.technologies')} className="flex flex-wrap gap-1.5">
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

      {(project.start_date || project.end_date) && (
        <div className="flex flex-wrap gap-1.5">
          {project.start_date && (
            <Badge variant="outline" className="font-normal text-muted-foreground">
              <CalendarDays aria-hidden className="size-3.5" />
              {t('projectsAdmin.start', {
                date: formatDate(project.start_date, i18n.language, 'short'),
              })}
            </Badge>
          )}
          {project.end_date && (
            <Badge variant="outline" className="font-normal text-muted-foreground">
              <CalendarCheck aria-hidden className="size-3.5" />
              {t('projectsAdmin.end', {
                date: formatDate(project.end_date, i18n.language, 'short'),
              })}
            </Badge>
          )}
        </div>
      )}

      <div className="mt-auto flex flex-wrap items-center gap-1.5 border-t pt-4">
        <Button variant="outline" size="sm" className="px-2.5" asChild>
          <Link to={`/project/${project.id}`}>
            <Eye aria-hidden />
            {t('projectsAdmin.actions.view')}
            {named}
          </Link>
        </Button>
        <Button variant="outline" size="sm" className="px-2.5" onClick={() => onEdit(project)}>
          <Pencil aria-hidden />
          {t('projectsAdmin.actions.edit')}
          {named}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto px-2.5 text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => onDelete(project)}
          disabled={deleting}
        >
          {deleting ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : (
            <Trash2 aria-hidden />
          )}
          {t('projectsAdmin.actions.delete')}
          {named}
        </Button>
      </div>
    </article>
  );
}
