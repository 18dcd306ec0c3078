import type { Project } from '@app/contracts';
import { CalendarCheck, CalendarDays, Eye } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DeleteButton, EditButton } from '@/components/ui/record-actions';
import { RecordCard } from '@/components/ui/record-card';
import { CardSkeleton } from '@/components/ui/card-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { MissingTranslations } from '@/components/ui/translation-status';
import { PhaseBadge } from '@/components/publication/phase-badge';
import { PublicationActions } from '@/components/publication/publication-actions';
import { englishContent } from '@/lib/content-language';
import { formatDate } from '@/lib/format-date';
import { STATUS_VARIANT } from '../../lib/project-status';
import { ProjectCategory } from '../project-category';
import { TechnologyBadges } from '../technology-badges';

type ProjectAdminCardProps = {
  project: Project;
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
  deleting: boolean;
};

/**
 * A project in the back office (SPEC §2 "Projects admin"): name, two lines of description,
 * technologies, status and dates, with View, Edit and Delete, and a badge per language it has
 * no translation into.
 */
export function ProjectAdminCard({ project, onEdit, onDelete, deleting }: ProjectAdminCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const named = <span className="sr-only"> {project.name}</span>;
  const dates = (
    [
      ['start', project.start_date, CalendarDays],
      ['end', project.end_date, CalendarCheck],
    ] as const
  ).flatMap(([key, date, Icon]) => (date ? [{ key, date, Icon }] : []));

  return (
    <RecordCard
      aria-labelledby={titleId}
      data-testid="admin-project-card"
      className="group gap-4 p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <ProjectCategory
            project={project}
            lang={englishContent(i18n.language)}
            className="truncate"
          />
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

      <TechnologyBadges
        technologies={project.technologies}
        label={t('projectsAdmin.fields.technologies')}
      />

      {dates.length > 0 && (
        <div className="flex flex-wrap gap-1.5">
          {dates.map(({ key, date, Icon }) => (
            <Badge key={key} variant="outline" className="font-normal text-muted-foreground">
              <Icon aria-hidden className="size-3.5" />
              {t(`projectsAdmin.${key}`, { date: formatDate(date, i18n.language, 'short') })}
            </Badge>
          ))}
        </div>
      )}

      <div className="flex flex-wrap gap-1.5">
        <PhaseBadge phase={project.phase} at={project.publish_at} />
      </div>

      <MissingTranslations item={project} />

      <div className="border-t pt-3">
        <PublicationActions base="projects" item={{ ...project, title: project.name }} />
      </div>

      <div className="mt-auto flex flex-wrap items-center gap-1.5 border-t pt-4">
        {/* Only a public project has a page to view; the others have their preview. */}
        {(project.phase ?? 'published') === 'published' && (
          <Button variant="outline" size="sm" className="px-2.5" asChild>
            <Link to={`/project/${project.id}`}>
              <Eye aria-hidden />
              {t('projectsAdmin.actions.view')}
              {named}
            </Link>
          </Button>
        )}
        <EditButton className="px-2.5" onClick={() => onEdit(project)}>
          {t('projectsAdmin.actions.edit')}
          {named}
        </EditButton>
        <DeleteButton
          className="ml-auto px-2.5"
          onClick={() => onDelete(project)}
          pending={deleting}
        >
          {t('projectsAdmin.actions.delete')}
          {named}
        </DeleteButton>
      </div>
    </RecordCard>
  );
}

/** The placeholder of a ProjectAdminCard while the list loads (its lines, no layout shift). */
export function ProjectAdminCardSkeleton() {
  return (
    <CardSkeleton className="gap-4 p-6" data-testid="admin-project-card-skeleton">
      <div className="flex items-start justify-between gap-3">
        <div className="w-2/3 space-y-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-6 w-full" />
        </div>
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <div className="space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </div>
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <div className="flex gap-2 border-t pt-4">
        <Skeleton className="h-8 w-16" />
        <Skeleton className="h-8 w-16" />
        <Skeleton className="ml-auto h-8 w-20" />
      </div>
    </CardSkeleton>
  );
}
