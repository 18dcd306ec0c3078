import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { parseJobId, useJob } from '@/features/jobs/api/get-job';
import { JobView } from '@/features/jobs/components/job-view';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /careers/{id}: the job, a spinner while loading, or 'Job Not Found' (SPEC §2, §8). */
export function Component() {
  const { t } = useTranslation();
  const id = parseJobId(useParams().id);
  const job = useJob(id);
  const notFound = id === null || job.isError;

  useDocumentTitle(
    notFound ? t('careers.job.notFoundTitle') : (job.data?.title ?? t('careers.meta.title')),
  );

  if (notFound) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <EmptyState
          headingLevel="h1"
          icon={<SearchX />}
          title={t('careers.job.notFoundTitle')}
          description={t('careers.job.notFoundDescription')}
          action={
            <Button asChild>
              <Link to="/careers">{t('careers.job.backToCareers')}</Link>
            </Button>
          }
        />
      </div>
    );
  }
  if (!job.data) return <Spinner className="min-h-[60vh]" label={t('careers.job.loading')} />;
  return <JobView job={job.data} />;
}
