import type { Job } from '@app/contracts';
import { Users } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { DeleteButton, EditButton, PowerButton } from '@/components/ui/record-actions';
import { RecordTable } from '@/components/ui/table-frame';
import { MissingTranslations } from '@/components/ui/translation-status';
import { PhaseBadge } from '@/components/publication/phase-badge';
import { PublicationActions } from '@/components/publication/publication-actions';
import { formatDate } from '@/lib/format-date';
import { isExpired } from './job-admin';
import { JobActivityBadges } from './job-admin-card';

/**
 * Job Management's compact view: one row a job (title, department and location, missing
 * translations, active or not, state, deadline) with View Applicants, its publication actions,
 * Edit, Enable/Disable and Delete, named as on its card and described by the job's title.
 */
export function JobAdminTable({
  jobs,
  onEdit,
  onToggle,
  onDelete,
  toggling,
}: {
  jobs: readonly Job[];
  onEdit: (job: Job) => void;
  onToggle: (job: Job) => void;
  onDelete: (job: Job) => void;
  /** The job whose Enable/Disable call is on its way, if any. */
  toggling?: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <RecordTable
      testId="job-admin-table"
      caption={t('jobsAdmin.table.caption')}
      columns={[
        t('jobsAdmin.table.job'),
        t('jobsAdmin.table.status'),
        t('jobsAdmin.table.state'),
        t('jobsAdmin.fields.deadline'),
      ]}
      actions={t('jobsAdmin.table.actions')}
    >
      {jobs.map((job) => {
        const titleId = `job-row-${job.id}-title`;
        const expired = isExpired(job.application_deadline);
        return (
          <tr key={job.id} data-testid="job-admin-row" className="align-top">
            <td className="min-w-48 px-4 py-3">
              <div id={titleId} className="font-medium">
                {job.title}
              </div>
              <div className="text-xs text-muted-foreground">
                {job.department} · {job.location}
              </div>
              <MissingTranslations item={job} compact className="mt-1.5" />
            </td>
            <td className="px-4 py-3">
              <div className="flex flex-wrap gap-1.5">
                <JobActivityBadges job={job} />
              </div>
            </td>
            <td className="px-4 py-3">
              <PhaseBadge phase={job.phase} at={job.publish_at} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap">
              {job.application_deadline ? (
                <span className={expired ? 'text-red-700 dark:text-red-300' : undefined}>
                  {formatDate(job.application_deadline, i18n.language, 'short')}
                </span>
              ) : (
                <span className="text-muted-foreground">{t('jobsAdmin.fields.noDeadline')}</span>
              )}
            </td>
            <td className="px-4 py-2">
              <div className="flex flex-wrap items-center justify-end gap-1.5">
                <Button asChild size="sm" variant="outline">
                  <Link to={`/manager/${job.id}/applicants`} aria-describedby={titleId}>
                    <Users aria-hidden />
                    {t('jobsAdmin.actions.viewApplicants')}
                  </Link>
                </Button>
                <PublicationActions base="jobs" item={job} />
                <EditButton onClick={() => onEdit(job)} aria-describedby={titleId}>
                  {t('jobsAdmin.actions.edit')}
                </EditButton>
                <PowerButton
                  active={job.is_active}
                  onClick={() => onToggle(job)}
                  pending={toggling === job.id}
                  aria-describedby={titleId}
                >
                  {t(job.is_active ? 'jobsAdmin.actions.disable' : 'jobsAdmin.actions.enable')}
                </PowerButton>
                <DeleteButton onClick={() => onDelete(job)} aria-describedby={titleId}>
                  {t('jobsAdmin.actions.delete')}
                </DeleteButton>
              </div>
            </td>
          </tr>
        );
      })}
    </RecordTable>
  );
}
