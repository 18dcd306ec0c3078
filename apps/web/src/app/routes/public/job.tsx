import { PAGE_PATHS } from '@app/contracts/site';
import { SearchX } from 'lucide-react';
import { useTranslation } from '@/i18n';
import {
  itemMeta,
  type PageContext,
  type PageMeta,
  pageUrl,
  prefetchItem,
  summary,
} from '@/lib/page-meta';
import { ItemPage } from '@/components/layouts/item-page';
import { Spinner } from '@/components/ui/spinner';
import { jobQueryOptions, useJob } from '@/features/jobs/api/get-job';
import { JobView } from '@/features/jobs/components/job-view';
import { jobDescriptionHtml, jobPosting } from '@/features/jobs/lib/job-posting';
import { htmlToText } from '@app/contracts/html-text';

export const prefetch = prefetchItem('id', jobQueryOptions);

/** An open job's page carries its JobPosting; a closed or expired job has no page (404). */
export const meta = (context: PageContext): PageMeta => {
  const { t, origin, language } = context;
  return itemMeta(context, 'id', jobQueryOptions, {
    loading: { title: t('careers.job.loading'), description: t('careers.hero.subtitle') },
    missing: {
      title: t('careers.job.notFoundTitle'),
      description: t('careers.job.notFoundDescription'),
    },
    list: { name: t('nav.careers'), path: PAGE_PATHS.careers },
    found: (job) => {
      const path = PAGE_PATHS.job(job.id);
      const description = jobDescriptionHtml(job, {
        responsibilities: t('careers.job.responsibilities'),
        requirements: t('careers.job.requirements'),
        benefits: t('careers.job.benefits'),
      });
      return {
        title: job.title,
        description: summary(htmlToText(job.description)),
        jsonLd: [jobPosting(job, { origin, url: pageUrl(context, path), description, language })],
        crumb: { name: job.title, path },
      };
    },
  });
};

/** /careers/{id}: the job, a spinner while loading, or 'Job Not Found' (SPEC §2, §8). */
export function Component() {
  const { t } = useTranslation();
  return (
    <ItemPage
      param="id"
      useItem={useJob}
      loading={<Spinner className="min-h-[60vh]" label={t('careers.job.loading')} />}
      notFound={{
        icon: <SearchX />,
        title: t('careers.job.notFoundTitle'),
        description: t('careers.job.notFoundDescription'),
        backTo: '/careers',
        backLabel: t('careers.job.backToCareers'),
      }}
    >
      {(job) => <JobView job={job} />}
    </ItemPage>
  );
}
