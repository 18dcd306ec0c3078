import type { Job } from '@app/contracts';
import { Briefcase, CalendarClock, MapPin, Wallet } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from '@/i18n';
import { useContentLanguage } from '@/lib/content-language';
import { formatDate } from '@/lib/format-date';
import { cn } from '@/lib/utils';

type JobFactsProps = {
  job: Pick<
    Job,
    'location' | 'type' | 'salary_range' | 'application_deadline' | 'lang' | 'untranslated'
  >;
  /** Show the "Apply by" line when the job has a deadline. */
  withDeadline?: boolean;
  className?: string;
};

/** One fact of a job: its icon, what it is (for screen readers or as a caption) and its value. */
export type FactProps = {
  icon: React.ReactNode;
  label: string;
  /** The value's language when it is not the page's (an untranslated location). */
  lang?: string;
  children: React.ReactNode;
};

function Fact({ icon, label, lang, children }: FactProps) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      <span aria-hidden className="shrink-0 text-brand-600 dark:text-brand-100 [&_svg]:size-4">
        {icon}
      </span>
      <span className="sr-only">{label}: </span>
      <span lang={lang} className="min-w-0 break-words">
        {children}
      </span>
    </li>
  );
}

/** Location, employment type, optional salary range and optional deadline, with icons. */
export function JobFacts({ job, withDeadline = false, className }: JobFactsProps) {
  const { t, i18n } = useTranslation();
  const { langOf } = useContentLanguage(job);
  return (
    <ul className={cn('flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground', className)}>
      <Fact icon={<MapPin />} label={t('careers.facts.location')} lang={langOf('location')}>
        {job.location}
      </Fact>
      <Fact icon={<Briefcase />} label={t('careers.facts.type')}>
        {t(`careers.types.${job.type}`)}
      </Fact>
      {job.salary_range && (
        <Fact icon={<Wallet />} label={t('careers.facts.salary')}>
          {job.salary_range}
        </Fact>
      )}
      {withDeadline && job.application_deadline && (
        <Fact icon={<CalendarClock />} label={t('careers.facts.deadline')}>
          {t('careers.job.applyBy', {
            date: formatDate(job.application_deadline, i18n.language),
          })}
        </Fact>
      )}
    </ul>
  );
}
