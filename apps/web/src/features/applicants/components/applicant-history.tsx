import type { Application } from '@app/contracts';
import { History, Megaphone } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Badge } from '@/components/ui/badge';
import { IconText } from '@/components/ui/icon-text';
import { Link } from '@/lib/router';
import { referrerHost, sourceSummary } from '../lib/application-source';
import { formatMoment } from '../lib/format';
import { StatusBadge } from './status-badge';

/** The flag of an applicant who also applied elsewhere (or before), with how often. */
export function RepeatApplicantBadge({ application }: { application: Application }) {
  const { t } = useTranslation();
  const count = application.other_applications.length;
  if (count === 0) return null;
  return (
    <Badge variant="blue" data-testid="repeat-applicant">
      <History aria-hidden className="size-3.5" />
      {t('applicants.repeat.badge', { count })}
    </Badge>
  );
}

/** Where the applicant came from, in a few words (the list's line), when known. */
export function SourceLine({ application }: { application: Application }) {
  const { t } = useTranslation();
  const summary = sourceSummary(application.source);
  if (!summary) return null;
  return (
    <IconText as="li" icon={Megaphone} data-testid="applicant-source">
      <span className="sr-only">{t('applicants.source.label')}: </span>
      {summary}
    </IconText>
  );
}

/** The source's values, one per line, for the details dialog. */
export function SourceDetails({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { source } = application;
  const entries = source ? Object.entries(source) : [];
  if (entries.length === 0) {
    return <span className="text-muted-foreground">{t('applicants.source.unknown')}</span>;
  }
  return (
    <ul className="grid gap-0.5" data-testid="source-details">
      {entries.map(([key, value]) => (
        <li key={key} className="break-all">
          <span className="text-muted-foreground">{key}:</span>{' '}
          {key === 'referrer' ? <span title={value}>{referrerHost(value)}</span> : value}
        </li>
      ))}
    </ul>
  );
}

/** The applicant's other applications (same e-mail): job, date and status, each a link. */
export function OtherApplications({ application }: { application: Application }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="grid gap-2" data-testid="other-applications">
      {application.other_applications.map((other) => (
        <li key={other.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            to={`/manager/${other.job_id}/applicants`}
            className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-100"
          >
            {other.job_title}
          </Link>
          <time dateTime={other.applied_at} className="text-muted-foreground">
            {formatMoment(other.applied_at, i18n.language)}
          </time>
          <StatusBadge status={other.status} />
          {other.job_id === application.job_id && (
            <span className="text-xs text-muted-foreground">{t('applicants.repeat.sameJob')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
