import type { Project } from '@app/contracts';
import { PAGE_PATHS } from '@app/contracts/site';
import { SearchX } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { Link, useParams } from '@/lib/router';
import { itemMeta, type PageContext, type PageMeta, pageUrl, summary } from '@/lib/page-meta';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { projectQueryOptions, useProject } from '@/features/projects/api/get-project';
import { ProjectDetail } from '@/features/projects/components/project-detail';
import { parseId } from '@/lib/parse-id';
import { breadcrumbs } from '@/lib/structured-data';

export const prefetch = ({ queryClient, params }: PageContext) => {
  const id = parseId(params.projectId);
  return id === null ? Promise.resolve() : queryClient.prefetchQuery(projectQueryOptions(id));
};

export const meta = (context: PageContext): PageMeta => {
  const { t, params } = context;
  const id = parseId(params.projectId);
  return itemMeta<Project>(context, id === null ? null : projectQueryOptions(id).queryKey, {
    loading: { title: t('projects.detail.loading'), description: t('projects.subtitle') },
    missing: {
      title: t('projects.detail.notFound'),
      description: t('projects.detail.notFoundText'),
    },
    found: (project) => ({
      title: project.name,
      description: summary(project.description || t('projects.subtitle')),
      image: project.photo_url,
      jsonLd: [
        breadcrumbs([
          { name: t('nav.home'), url: pageUrl(context, PAGE_PATHS.home) },
          { name: t('nav.portfolio'), url: pageUrl(context, PAGE_PATHS.projects) },
          { name: project.name, url: pageUrl(context, PAGE_PATHS.project(project.id)) },
        ]),
      ],
    }),
  });
};

/** /project/{projectId} (SPEC §2): a loading text, 'Project Not Found', or the project. */
export function Component() {
  const { t } = useTranslation();
  const id = parseId(useParams().projectId);
  const { data: project, isPending, isError } = useProject(id);
  const loading = id !== null && isPending;
  const missing = id === null || isError || (!isPending && !project);

  if (loading) {
    return (
      <div className="mx-auto flex max-w-7xl flex-col items-center px-4 py-32">
        <Spinner className="py-0" label={t('projects.detail.loading')} />
        <p aria-hidden className="mt-4 text-muted-foreground">
          {t('projects.detail.loading')}
        </p>
      </div>
    );
  }

  if (missing || !project) {
    return (
      <div className="px-4 py-20 sm:py-28">
        <EmptyState
          headingLevel="h1"
          icon={<SearchX />}
          title={t('projects.detail.notFound')}
          description={t('projects.detail.notFoundText')}
          action={
            <Button asChild>
              <Link to="/">{t('common.backToHome')}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  return <ProjectDetail project={project} />;
}
