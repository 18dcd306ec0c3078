import type { Project } from '@app/contracts';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { DeleteButton, EditButton } from '@/components/ui/record-actions';
import { RecordTable } from '@/components/ui/table-frame';
import { MissingTranslations } from '@/components/ui/translation-status';
import { PhaseBadge } from '@/components/publication/phase-badge';
import { PublicationActions } from '@/components/publication/publication-actions';
import { formatDate } from '@/lib/format-date';
import { STATUS_VARIANT } from '../../lib/project-status';

/**
 * The Projects admin's compact view: one row a project (name and category, missing
 * translations, status, state, dates) with its publication actions, Edit and Delete.
 */
export function ProjectAdminTable({
  projects,
  onEdit,
  onDelete,
  deleting,
}: {
  projects: readonly Project[];
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
  /** The projects whose delete is being sent. */
  deleting: ReadonlySet<number>;
}) {
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDate(value, i18n.language, 'short');
  return (
    <RecordTable
      testId="project-admin-table"
      caption={t('projectsAdmin.table.caption')}
      columns={[
        t('projectsAdmin.table.name'),
        t('projectsAdmin.table.status'),
        t('projectsAdmin.table.state'),
        t('projectsAdmin.table.dates'),
      ]}
      actions={t('projectsAdmin.table.actions')}
    >
      {projects.map((project) => {
        // The actions are read out with the project's name, as on its card.
        const named = <span className="sr-only"> {project.name}</span>;
        return (
          <tr key={project.id} data-testid="project-admin-row" className="align-top">
            <td className="min-w-48 px-4 py-3">
              <div className="font-medium">{project.name}</div>
              {project.category && (
                <div className="text-xs text-muted-foreground">{project.category}</div>
              )}
              <MissingTranslations item={project} compact className="mt-1.5" />
            </td>
            <td className="px-4 py-3">
              <Badge
                variant={STATUS_VARIANT[project.status] ?? 'secondary'}
                data-testid="project-status"
              >
                {t(`projectsAdmin.status.${project.status}`, { defaultValue: project.status })}
              </Badge>
            </td>
            <td className="px-4 py-3">
              <PhaseBadge phase={project.phase} at={project.publish_at} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
              {project.start_date && (
                <div>{t('projectsAdmin.start', { date: date(project.start_date) })}</div>
              )}
              {project.end_date && (
                <div>{t('projectsAdmin.end', { date: date(project.end_date) })}</div>
              )}
            </td>
            <td className="px-4 py-2">
              <div className="flex flex-wrap items-center justify-end gap-1.5">
                <PublicationActions base="projects" item={{ ...project, title: project.name }} />
                <EditButton onClick={() => onEdit(project)}>
                  {t('projectsAdmin.actions.edit')}
                  {named}
                </EditButton>
                <DeleteButton onClick={() => onDelete(project)} pending={deleting.has(project.id)}>
                  {t('projectsAdmin.actions.delete')}
                  {named}
                </DeleteButton>
              </div>
            </td>
          </tr>
        );
      })}
    </RecordTable>
  );
}
