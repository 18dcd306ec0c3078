import type { Job } from '@app/contracts';
import {
  BarChart3,
  Briefcase,
  Building2,
  CalendarClock,
  MapPin,
  Users,
  Wallet,
} from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { IconTile } from '@/components/ui/icon-tile';
import { DeleteButton, EditButton, PowerButton } from '@/components/ui/record-actions';
import { RecordCard } from '@/components/ui/record-card';
import { MissingTranslations } from '@/components/ui/translation-status';
import { PhaseBadge } from '@/components/publication/phase-badge';
import { PublicationActions } from '@/components/publication/publication-actions';
import { formatDate } from '@/lib/format-date';
import type { FactProps } from '../job-facts';
import { isExpired, keyRequirements } from './job-admin';
import { htmlToText } from '@app/contracts/html-text';

type JobAdminCardProps = {
  job: Job;
  onEdit: (job: Job) => void;
  onToggle: (job: Job) => void;
  onDelete: (job: Job) => void;
  /** The Enable/Disable call of this job is on its way. */
  toggling?: boolean;
};

function Fact({ icon, label, children }: FactProps) {
  return (
    <div className="relative min-w-0 sm:pl-9">
      <dt className="text-xs text-muted-foreground">
        <IconTile className="absolute top-0.5 left-0 hidden size-7 rounded-lg text-brand-600 sm:flex [&_svg]:size-3.5">
          {icon}
        </IconTile>
        {label}
      </dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

/** A job's Active or Inactive badge, and Expired once its deadline has passed: card and row. */
export function JobActivityBadges({
  job,
}: {
  job: Pick<Job, 'is_active' | 'application_deadline'>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Badge variant={job.is_active ? 'green' : 'secondary'} data-testid="job-activity">
        <span
          aria-hidden
          className={
            job.is_active
              ? 'size-1.5 rounded-full bg-emerald-500'
              : 'size-1.5 rounded-full bg-muted-foreground'
          }
        />
        {t(job.is_active ? 'jobsAdmin.status.active' : 'jobsAdmin.status.inactive')}
      </Badge>
      {isExpired(job.application_deadline) && (
        <Badge variant="red">{t('jobsAdmin.status.expired')}</Badge>
      )}
    </>
  );
}

/**
 * One job of the manager list (SPEC §2 "Job Management") with its actions, and a badge per
 * language it has no translation into.
 */
export function JobAdminCard({
  job,
  onEdit,
  onToggle,
  onDelete,
  toggling = false,
}: JobAdminCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = `job-${job.id}-title`;
  const expired = isExpired(job.application_deadline);
  const requirements = keyRequirements(job.requirements);

  return (
    <RecordCard
      aria-labelledby={titleId}
      data-testid="job-admin-card"
      hover="shadow"
      dashed={!job.is_active}
    >
      <div className="flex-1 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h2 id={titleId} className="min-w-0 text-lg font-semibold tracking-tight break-words">
            {job.title}
          </h2>
          <div className="flex flex-wrap gap-2">
            <JobActivityBadges job={job} />
            <PhaseBadge phase={job.phase} at={job.publish_at} />
          </div>
        </div>
        <MissingTranslations item={job} className="mt-2" />

        <div className="mt-4 grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-8">
          <dl className="grid grid-cols-2 gap-4 self-start rounded-xl bg-muted/50 p-4 lg:order-last">
            <Fact icon={<Building2 />} label={t('jobsAdmin.fields.department')}>
              {job.department}
            </Fact>
            <Fact icon={<MapPin />} label={t('jobsAdmin.fields.location')}>
              {job.location}
            </Fact>
            <Fact icon={<Briefcase />} label={t('jobsAdmin.fields.type')}>
              {t(`careers.types.${job.type}`)}
            </Fact>
            <Fact icon={<BarChart3 />} label={t('jobsAdmin.fields.level')}>
              {t(`careers.levels.${job.level}`)}
            </Fact>
            <Fact icon={<Wallet />} label={t('jobsAdmin.fields.salary')}>
              {job.salary_range ?? (
                <span className="font-normal text-muted-foreground">
                  {t('jobsAdmin.fields.noSalary')}
                </span>
              )}
            </Fact>
            <Fact icon={<CalendarClock />} label={t('jobsAdmin.fields.deadline')}>
              {job.application_deadline ? (
                <span className={expired ? 'text-red-700 dark:text-red-300' : undefined}>
                  {formatDate(job.application_deadline, i18n.language)}
                  {expired && <span className="sr-only"> ({t('jobsAdmin.status.expired')})</span>}
                </span>
              ) : (
                <span className="font-normal text-muted-foreground">
                  {t('jobsAdmin.fields.noDeadline')}
                </span>
              )}
            </Fact>
          </dl>
          <div className="grid content-start gap-4">
            <p className="line-clamp-3 text-sm text-muted-foreground">
              {htmlToText(job.description)}
            </p>
            {requirements.length > 0 && (
              <div>
                <h3 className="text-sm font-semibold">{t('jobsAdmin.fields.keyRequirements')}</h3>
                <ul className="mt-2 grid gap-1.5 text-sm text-muted-foreground">
                  {requirements.map((line, index) => (
                    <li key={index} className="flex gap-2">
                      <span
                        aria-hidden
                        className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500"
                      />
                      <span className="min-w-0 break-words">{line}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
      </div>

      <div className="border-t px-5 py-2 sm:px-6">
        <PublicationActions base="jobs" item={job} />
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t px-5 py-4 sm:px-6">
        <Button asChild size="sm">
          <Link to={`/manager/${job.id}/applicants`}>
            <Users aria-hidden />
            {t('jobsAdmin.actions.viewApplicants')}
          </Link>
        </Button>
        <EditButton onClick={() => onEdit(job)}>{t('jobsAdmin.actions.edit')}</EditButton>
        <PowerButton active={job.is_active} onClick={() => onToggle(job)} disabled={toggling}>
          {t(job.is_active ? 'jobsAdmin.actions.disable' : 'jobsAdmin.actions.enable')}
        </PowerButton>
        <DeleteButton className="sm:ml-auto" onClick={() => onDelete(job)}>
          {t('jobsAdmin.actions.delete')}
        </DeleteButton>
      </div>
    </RecordCard>
  );
}
