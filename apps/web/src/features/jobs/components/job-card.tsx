import type { Job } from '@app/contracts';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { useContentLanguage } from '@/lib/content-language';
import { Link } from '@/lib/router';
import { JobBadges } from './job-badges';
import { JobFacts } from './job-facts';
import { htmlToText } from '@app/contracts/html-text';

/** One open position in the list; the whole card follows its "View Details" link. */
export function JobCard({ job }: { job: Job }) {
  const { t } = useTranslation();
  const { langOf } = useContentLanguage(job);
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm transition-all duration-200 hover:-translate-y-0.5 hover:border-brand-500/40 hover:shadow-lg focus-within:ring-2 focus-within:ring-ring">
      <JobBadges job={job} />
      <h3
        lang={langOf('title')}
        className="mt-4 text-xl font-semibold tracking-tight text-foreground"
      >
        {job.title}
      </h3>
      <p lang={langOf('description')} className="mt-2 line-clamp-3 text-muted-foreground">
        {htmlToText(job.description)}
      </p>
      <JobFacts job={job} className="mt-5" />
      <div className="mt-auto pt-6">
        <Link
          to={`/careers/${job.id}`}
          aria-label={t('careers.list.viewDetailsFor', { title: job.title })}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-brand-600 outline-none after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none dark:text-brand-100"
        >
          {t('careers.list.viewDetails')}
          <ArrowRight
            aria-hidden
            className="size-4 transition-transform group-hover:translate-x-0.5"
          />
        </Link>
      </div>
    </article>
  );
}
