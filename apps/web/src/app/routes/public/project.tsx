import { PAGE_PATHS } from '@app/contracts/site';
import { SearchX } from 'lucide-react';
import { useTranslation } from '@/i18n';
import { itemMeta, type PageContext, type PageMeta, prefetchItem, summary } from '@/lib/page-meta';
import { ItemPage } from '@/components/layouts/item-page';
import { Spinner } from '@/components/ui/spinner';
import { projectQueryOptions, useProject } from '@/features/projects/api/get-project';
import { ProjectDetail } from '@/features/projects/components/project-detail';

export const prefetch = prefetchItem('projectId', projectQueryOptions);

export const meta = (context: PageContext): PageMeta => {
  const { t } = context;
  return itemMeta(context, 'projectId', projectQueryOptions, {
    loading: { title: t('projects.detail.loading'), description: t('projects.subtitle') },
    missing: {
      title: t('projects.detail.notFound'),
      description: t('projects.detail.notFoundText'),
    },
    list: { name: t('nav.portfolio'), path: PAGE_PATHS.projects },
    found: (project) => ({
      title: project.name,
      description: summary(project.description || t('projects.subtitle')),
      image: project.photo_url,
      crumb: { name: project.name, path: PAGE_PATHS.project(project.id) },
    }),
  });
};

/** /project/{projectId} (SPEC §2): a loading text, 'Project Not Found', or the project. */
export function Component() {
  const { t } = useTranslation();
  return (
    <ItemPage
      param="projectId"
      useItem={useProject}
      loading={
        <div className="mx-auto flex max-w-7xl flex-col items-center px-4 py-32">
          <Spinner className="py-0" label={t('projects.detail.loading')} />
          <p aria-hidden className="mt-4 text-muted-foreground">
            {t('projects.detail.loading')}
          </p>
        </div>
      }
      notFound={{
        icon: <SearchX />,
        title: t('projects.detail.notFound'),
        description: t('projects.detail.notFoundText'),
        backTo: '/',
        backLabel: t('common.backToHome'),
      }}
    >
      {(project) => <ProjectDetail project={project} />}
    </ItemPage>
  );
}
