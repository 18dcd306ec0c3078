import type { Job } from '@app/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  ArrowLeft,
  Building2,
  FileSearch,
  LoaderCircle,
  MapPin,
  TriangleAlert,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { IconText } from '@/components/ui/icon-text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { ApplicantsList, type ExportControl } from './applicants-list';
import { ExportButton } from './export-button';

function BackToJobs() {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="sm" asChild className="-ml-2">
      <Link to="/manager/jobs">
        <ArrowLeft aria-hidden />
        {t('applicants.backToJobs')}
      </Link>
    </Button>
  );
}

/** The sticky header (SPEC §2): back link, job facts, number of applications and Export. */
function ApplicantsHeader({
  job,
  total,
  exporting,
}: {
  job: Job;
  /** Null while the applications load. */
  total: number | null;
  exporting: ExportControl;
}) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-16 z-20 -mx-4 -mt-4 mb-6 border-b bg-background/90 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:-mx-6 sm:-mt-6 sm:px-6 lg:-mx-8 lg:-mt-8 lg:px-8 lg:py-4">
      <div className="mx-auto flex max-w-7xl flex-col gap-1">
        <div className="flex items-center justify-between gap-3">
          <BackToJobs />
          <ExportButton
            variant="gradient"
            onExport={exporting.onExport}
            disabled={exporting.disabled}
            label={t('applicants.export')}
            runningLabel={t('applicants.exporting')}
          />
        </div>
        <h1 className="truncate text-xl font-bold tracking-tight sm:text-2xl" title={job.title}>
          {job.title}
        </h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <IconText icon={Building2}>{job.department}</IconText>
          <IconText icon={MapPin}>{job.location}</IconText>
          {total !== null && (
            <IconText icon={Users} data-testid="application-count">
              {t('applicants.applicationCount', { count: total })}
            </IconText>
          )}
        </p>
      </div>
    </header>
  );
}

/** A state of the whole screen (loading, not found, failed), with the way back to the jobs. */
function ScreenState({ children, back = true }: { children: ReactNode; back?: boolean }) {
  return (
    <section className="mx-auto max-w-7xl pt-2">
      {back && (
        <div className="mb-6">
          <BackToJobs />
        </div>
      )}
      {children}
    </section>
  );
}

/**
 * The applicants of one job (SPEC §2 "Applicants screen"), paged by the server. `jobId` is null
 * when not an id; `job` is the job's own read (title, department, location).
 */
export function ApplicantsScreen({
  jobId,
  job: jobQuery,
}: {
  jobId: number | null;
  job: UseQueryResult<Job>;
}) {
  const { t } = useTranslation();
  const job = jobQuery.data;
  const notFound =
    jobId === null || (jobQuery.error instanceof ApiError && jobQuery.error.status === 404);
  useDocumentTitle(
    job
      ? t('applicants.documentTitle', { title: job.title })
      : notFound
        ? t('applicants.errors.jobNotFound')
        : t('applicants.title'),
  );

  if (notFound) {
    return (
      <ScreenState back={false}>
        <EmptyState
          icon={<FileSearch />}
          headingLevel="h1"
          title={t('applicants.errors.jobNotFound')}
          description={t('applicants.errors.jobNotFoundText')}
          action={
            <Button asChild>
              <Link to="/manager/jobs">{t('applicants.backToJobs')}</Link>
            </Button>
          }
        />
      </ScreenState>
    );
  }
  if (jobQuery.isPending) {
    return (
      <ScreenState>
        <div role="status" className="flex flex-col items-center gap-3 py-24 text-muted-foreground">
          <LoaderCircle aria-hidden className="size-8 animate-spin text-brand-600" />
          <p>{t('applicants.loading')}</p>
        </div>
      </ScreenState>
    );
  }
  if (!job) {
    return (
      <ScreenState>
        <EmptyState
          icon={<TriangleAlert />}
          tone="destructive"
          headingLevel="h1"
          title={t('applicants.errors.loadFailed')}
          description={t('applicants.errors.loadFailedText')}
          action={
            <Button onClick={() => void jobQuery.refetch()} disabled={jobQuery.isFetching}>
              {t('applicants.errors.retry')}
            </Button>
          }
        />
      </ScreenState>
    );
  }
  return (
    <section className="mx-auto max-w-7xl" aria-labelledby="applicants-heading">
      <ApplicantsList
        job={job}
        header={(total, exporting) => (
          <>
            <ApplicantsHeader job={job} total={total} exporting={exporting} />
            <h2 id="applicants-heading" className="sr-only">
              {t('applicants.title')}
            </h2>
          </>
        )}
      />
    </section>
  );
}
