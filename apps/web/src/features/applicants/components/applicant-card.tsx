import type { Application, ApplicationListItem, ApplicationStatus } from '@app/contracts';
import { Briefcase, CalendarDays, Clock, Eye, Mail, Phone, Star } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { IconText } from '@/components/ui/icon-text';
import { RecordCard } from '@/components/ui/record-card';
import { Link } from '@/lib/router';
import { daysSince } from '../lib/filter-applications';
import { formatMoment } from '../lib/format';
import { RepeatApplicantBadge, SourceLine } from './applicant-history';
import { ApplicationLinks, hasDocuments, UploadedDocuments } from './application-documents';
import { StatusBadge, StatusSelect } from './status-badge';

export const applicantName = (application: Application) =>
  `${application.first_name} ${application.last_name}`.trim();

/**
 * One applicant (SPEC §2): contact, dates, cover letter preview, documents, status and details;
 * `showJob`: across jobs, the job applied for too, leading to its applicants.
 */
export function ApplicantCard({
  application,
  now,
  onStatusChange,
  onViewDetails,
  selected,
  onSelect,
  showJob = false,
}: {
  application: ApplicationListItem;
  now: number;
  showJob?: boolean;
  onStatusChange: (status: ApplicationStatus) => void;
  onViewDetails: () => void;
  /** Whether it is chosen for bulk actions (no checkbox when not given). */
  selected?: boolean;
  /** Its checkbox was clicked; `shift`: the cards since the last one clicked too. */
  onSelect?: (checked: boolean, shift: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const name = applicantName(application);
  const headingId = `applicant-${application.id}`;
  const days = daysSince(application.applied_at, now);
  return (
    <RecordCard
      aria-labelledby={headingId}
      data-testid="applicant-card"
      hover="shadow"
      className="p-5 sm:p-6"
    >
      <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            {onSelect && (
              <Checkbox
                checked={selected === true}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(!selected, event.shiftKey);
                }}
                aria-label={t('applicants.bulk.selectOne', { name })}
                data-testid="select-card"
                className="size-5"
              />
            )}
            <h3 id={headingId} className="text-lg font-semibold tracking-tight">
              {name}
            </h3>
            <StatusBadge status={application.status} />
            <RepeatApplicantBadge application={application} />
            {application.rating !== null && (
              <span
                className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground"
                title={t('applicants.review.stars', { count: application.rating })}
              >
                <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
                <span className="sr-only">{t('applicants.review.rating')}:</span>
                {application.rating}/5
              </span>
            )}
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted-foreground">
            {showJob && (
              <IconText as="li" icon={Briefcase} data-testid="card-job">
                <Link
                  to={`/manager/${application.job.id}/applicants`}
                  title={t('applicants.all.jobLink', { title: application.job.title })}
                  className="rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none dark:text-brand-100"
                >
                  {application.job.title}
                </Link>
              </IconText>
            )}
            <li className="min-w-0">
              <a
                href={`mailto:${application.email}`}
                className="inline-flex max-w-full items-center gap-1.5 rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <Mail aria-hidden className="size-4 shrink-0" />
                <span className="truncate">{application.email}</span>
              </a>
            </li>
            {application.phone && (
              <li>
                <a
                  href={`tel:${application.phone.replace(/[^\d+]/g, '')}`}
                  className="inline-flex items-center gap-1.5 rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Phone aria-hidden className="size-4 shrink-0" />
                  {application.phone}
                </a>
              </li>
            )}
            <IconText as="li" icon={CalendarDays}>
              <time dateTime={application.applied_at}>
                {formatMoment(application.applied_at, i18n.language)}
              </time>
            </IconText>
            <IconText as="li" icon={Clock} data-testid="applied-ago">
              {t('applicants.card.appliedDaysAgo', { count: days })}
            </IconText>
            <SourceLine application={application} />
          </ul>
          {application.cover_letter && (
            <p className="line-clamp-2 text-sm leading-relaxed text-foreground/90">
              {application.cover_letter}
            </p>
          )}
          {hasDocuments(application) && (
            <div className="flex flex-wrap gap-2">
              <ApplicationLinks application={application} />
              <UploadedDocuments documents={application.documents} />
            </div>
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row lg:w-48 lg:flex-col">
          <StatusSelect
            value={application.status}
            onChange={onStatusChange}
            label={t('applicants.card.statusOf', { name })}
            className="sm:w-44 lg:w-full"
            deferred
          />
          <Button variant="outline" onClick={onViewDetails} className="lg:w-full">
            <Eye aria-hidden />
            {t('applicants.card.viewDetails')}
            <span className="sr-only">: {name}</span>
          </Button>
        </div>
      </div>
    </RecordCard>
  );
}
