import { AlertTriangle, BriefcaseBusiness } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { AnchorLink } from '@/components/layouts/anchor-link';
import { Button, buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useJobs } from '../api/get-jobs';
import { JobCard } from './job-card';

export const OPEN_POSITIONS_ID = 'open-positions';

/** 'Open Positions': a spinner while loading, then an error, the empty state or the cards. */
export function OpenPositions() {
  const { t } = useTranslation();
  const jobs = useJobs();

  return (
    <section
      id={OPEN_POSITIONS_ID}
      aria-labelledby="open-positions-title"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2
            id="open-positions-title"
            tabIndex={-1}
            className="text-3xl outline-none font-bold tracking-tight sm:text-4xl"
          >
            {t('careers.list.title')}
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">{t('careers.list.subtitle')}</p>
        </div>
        {jobs.data && jobs.data.length > 0 && (
          <p className="text-sm font-medium text-muted-foreground">
            {t('careers.list.count', { count: jobs.data.length })}
          </p>
        )}
      </div>

      <div className="mt-10">
        {jobs.isPending ? (
          <Spinner label={t('careers.list.loading')} />
        ) : jobs.isError ? (
          <EmptyState
            tone="destructive"
            icon={<AlertTriangle />}
            title={t('careers.list.errorTitle')}
            description={t('careers.list.errorDescription')}
            action={
              <Button
                variant="outline"
                onClick={() => void jobs.refetch()}
                disabled={jobs.isFetching}
              >
                {t('common.tryAgain')}
              </Button>
            }
            role="alert"
          />
        ) : jobs.data.length === 0 ? (
          <EmptyState
            icon={<BriefcaseBusiness />}
            title={t('careers.list.emptyTitle')}
            description={t('careers.list.emptyDescription')}
            action={
              <AnchorLink section="contact" className={buttonVariants({ variant: 'outline' })}>
                {t('careers.list.contactUs')}
              </AnchorLink>
            }
          />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {jobs.data.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
