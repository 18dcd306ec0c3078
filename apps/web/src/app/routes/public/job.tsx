import type { Job } from '@app/contracts';
import { PAGE_PATHS } from '@app/contracts/site';
import { SearchX } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Link, useParams } from '@/lib/router';
import { itemMeta, type PageContext, type PageMeta, pageUrl, summary } from '@/lib/page-meta';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { jobQueryOptions, useJob } from '@/features/jobs/api/get-job';
import { JobView } from '@/features/jobs/components/job-view';
import { textLines } from '@/features/jobs/lib/format';
import { jobDescriptionHtml, jobPosting } from '@/features/jobs/lib/job-posting';
import { parseId } from '@/lib/parse-id';
import { breadcrumbs } from '@/lib/structured-data';

export const prefetch = ({ queryClient, params }: PageContext) => {
  const id = parseId(params.id);
  return id === null ? Promise.resolve() : queryClient.prefetchQuery(jobQueryOptions(id));
};

/** An open job's page carries its JobPosting; a closed or expired job has no page (404). */
export const meta = (context: PageContext): PageMeta => {
  const { t, params, origin } = context;
  const id = parseId(params.id);
  return itemMeta<Job>(context, id === null ? null : jobQueryOptions(id).queryKey, {
    loading: { title: t('careers.job.loading'), description: t('careers.hero.subtitle') },
    missing: {
      title: t('careers.job.notFoundTitle'),
      description: t('careers.job.notFoundDescription'),
    },
    found: (job) => {
      const url = pageUrl(context, PAGE_PATHS.job(job.id));
      const description = jobDescriptionHtml(job, {
        responsibilities: t('careers.job.responsibilities'),
        requirements: t('careers.job.requirements'),
        benefits: t('careers.job.benefits'),
      });
      return {
        title: job.title,
        description: summary(textLines(job.description).join(' ')),
        jsonLd: [
          jobPosting(job, { origin, url, description }),
          breadcrumbs([
            { name: t('nav.home'), url: pageUrl(context, PAGE_PATHS.home) },
            { name: t('nav.careers'), url: pageUrl(context, PAGE_PATHS.careers) },
            { name: job.title, url },
          ]),
        ],
      };
    },
  });
};

/** /careers/{id}: the job, a spinner while loading, or 'Job Not Found' (SPEC §2, §8). */
export function Component() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const job = useJob(id);
  const notFound = id === null || job.isError;

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
